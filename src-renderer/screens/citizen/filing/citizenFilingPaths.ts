// Where a citizen files a request in the portal, and how the screen's address carries the draft.
// The portal files under its own inbox type, citizen (the staff app's are sector and personal); the
// route takes any type, as the staff app's does, and links from elsewhere (the Carta de Serviços)
// may name a subject to preselect (?subject=<id>).

export const CITIZEN_INBOX_TYPE = 'citizen';
export const CITIZEN_FILING_ROUTE = '/inbox/:inboxType/document/create';
export const citizenSubjectsKey = ['citizen-filing-subjects'] as const;
export const citizenDraftKey = (uuid: string) => ['citizen-filing-draft', uuid] as const;

/** The filing screen: a fresh one, one with a subject chosen, or a draft to go on with. */
export function citizenFilingPath(options: { subject?: number; draft?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.draft !== undefined) query.set('draft', options.draft);
  if (options.subject !== undefined) query.set('subject', String(options.subject));
  const search = query.toString();
  return `/inbox/${CITIZEN_INBOX_TYPE}/document/create${search ? `?${search}` : ''}`;
}

/** ?subject= as a subject id, or null when it is missing or not a positive integer. */
export function subjectParam(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

