// Query keys of signature requests: every list reloads after asking, canceling or declining.
export const signatureRequestKeys = {
  all: ['signature-requests'] as const,
  ofEmail: (inboxEmailUuid: string) => ['signature-requests', 'email', inboxEmailUuid] as const,
  mine: (status: string, page: number) => ['signature-requests', 'mine', status, page] as const,
};
