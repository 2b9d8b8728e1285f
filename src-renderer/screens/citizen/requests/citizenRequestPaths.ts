// Where Minhas solicitações and one request live in the portal, and their query keys.
export const CITIZEN_REQUESTS_PATH = '/citizen/inbox?tab=opened_by_me';
export const citizenRequestPath = (uuid: string) => `/citizen/inbox/${encodeURIComponent(uuid)}`;
export const citizenRequestsKey = ['citizen-requests'] as const;
export const citizenRequestKey = (uuid: string) => ['citizen-request', uuid] as const;
