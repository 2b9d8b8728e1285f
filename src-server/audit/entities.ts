// One vocabulary for what an audit entry is about (src-shared/api/audit.ts AUDIT_ENTITIES): each
// route maps to a named entity, the parameter that is its id, and where the document it concerns
// comes from, instead of its path ('inbox/email', 'user/profile') or a table name ('inbox_emails').
// The first rule whose path begins the route's pattern (segment by segment) applies; a route no
// rule names keeps its path, and routes/auditEntities.test.ts fails for every write or audited
// read in that case.
import type { AuditEntity } from '../../src-shared/api/audit';

/** How the document of an entry is found from the route's parameters. */
export type DocumentSource = { from: 'inbox-email' | 'document-or-email'; param: string };

type Rule = {
  path: string;
  entity: AuditEntity;
  /** The parameter that is the entity's id; the route's first parameter when not named. */
  id?: string;
  document?: DocumentSource;
};

const EMAIL_DOCUMENT = (param: string): DocumentSource => ({ from: 'inbox-email', param });
const CITIZEN_DOCUMENT = (param: string): DocumentSource => ({ from: 'document-or-email', param });

const RULES: readonly Rule[] = [
  { path: 'auth', entity: 'user' },
  { path: 'user', entity: 'user' },
  { path: 'contact/first-login', entity: 'user' },
  { path: 'person/image', entity: 'user' },
  { path: 'person/absences/reason', entity: 'absence-reason' },
  { path: 'role', entity: 'role' },
  { path: 'citizen/contact', entity: 'contact' },
  { path: 'contacts', entity: 'contact' },
  { path: 'sector', entity: 'sector' },
  { path: 'organization', entity: 'organization' },
  { path: 'service', entity: 'service' },
  { path: 'inbox/tag', entity: 'tag' },
  { path: 'inbox/email/:uuid/medias', entity: 'attachment', id: 'id', document: EMAIL_DOCUMENT('uuid') },
  { path: 'inbox/email/:uuid/attachment', entity: 'attachment', id: 'fileId', document: EMAIL_DOCUMENT('uuid') },
  { path: 'inbox/email/print-preview', entity: 'document' },
  { path: 'inbox/email', entity: 'inbox-email', document: EMAIL_DOCUMENT('id') },
  { path: 'document/blueprint', entity: 'blueprint' },
  { path: 'broadcast', entity: 'broadcast' },
  { path: 'document/subject', entity: 'subject' },
  { path: 'citizen/filing/drafts', entity: 'citizen-request', document: CITIZEN_DOCUMENT('uuid') },
  { path: 'citizen/requests', entity: 'citizen-request', document: CITIZEN_DOCUMENT('uuid') },
  { path: 'authenticity', entity: 'document' },
  { path: 'signature/request', entity: 'signature-request' },
  { path: 'signature', entity: 'signature' },
  { path: 'flow', entity: 'flow-stage' },
  { path: 'chat', entity: 'chat' },
  { path: 'notification', entity: 'notification' },
];

export type RouteEntity = { entity: AuditEntity | null; path: string; idParam: string | null; document: DocumentSource | null };

const segmentsOf = (pattern: string) => pattern.replace(/^\/api\/?/, '').split('/').filter((segment) => segment !== '');

/** `/api/inbox/email/:id/print/full` → entity `inbox-email`, id parameter `id`, document from the email. */
export function entityOfRoute(pattern: string): RouteEntity {
  const segments = segmentsOf(pattern);
  const firstParam = segments.find((segment) => segment.startsWith(':'))?.slice(1) ?? null;
  const rule = RULES.find((candidate) => {
    const wanted = candidate.path.split('/');
    return wanted.length <= segments.length && wanted.every((segment, index) => segments[index] === segment);
  });
  const staticPath = segments.slice(0, Math.max(0, segments.findIndex((segment) => segment.startsWith(':')))).join('/') || segments.join('/');
  if (rule === undefined) return { entity: null, path: staticPath, idParam: firstParam, document: null };
  // A named id the route lacks (an upload, before the file has one) is no id, not another parameter.
  const idParam = rule.id === undefined ? firstParam : segments.includes(`:${rule.id}`) ? rule.id : null;
  const document = rule.document !== undefined && segments.includes(`:${rule.document.param}`) ? rule.document : null;
  return { entity: rule.entity, path: staticPath, idParam, document };
}
