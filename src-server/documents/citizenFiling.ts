// Filing a request in the citizen portal (issue 16): a citizen's draft is a documents row like a
// staff draft (drafts.ts), created by the citizen, with no sector of its own and its draft email in
// the citizen's own inbox. What the form may say is the subject's: the type is always requerimento,
// the title, terms, priority, stages and recipients come from the subject. Publishing numbers it
// and delivers it from the citizen to the subject's recipients (or the subject's sector), the shape
// Minhas solicitações and the staff queue read.
import { LoginType } from '../../src-shared/api/auth';
import type { CitizenSubject } from '../../src-shared/api/citizenFiling';
import type { DocumentBody, Recipient } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { ApiError, type FieldErrors } from '../http/errors';
import { notifyDelivered } from '../notifications/producers';
import { deliverToInboxes } from './delivery';
import { findDocument, nextNumber, publishErrors, setDueDate, type DocumentRow } from './drafts';
import { verificationCode } from './printouts';
import { inboxTargets, withFirstStageSector } from './recipients';
import { findSubjectRow, subjectOut, type SubjectRow } from './subjects';
import { storeDocumentPageCount } from './pageCount';

const m = messages.citizenFiling;

type CitizenSubjectRow = SubjectRow & { external_can_create: number; icp_login_required: number; govbr_login_required: number };

const citizenSubjectOut = (db: Db, row: CitizenSubjectRow): CitizenSubject => ({
  ...subjectOut(db, row),
  icp_login_required: row.icp_login_required === 1,
  govbr_login_required: row.govbr_login_required === 1,
});

/** The subjects citizens may file under: open to them (external_can_create) and enabled. */
export function citizenSubjects(db: Db): CitizenSubject[] {
  return db
    .prepare<[], CitizenSubjectRow>("SELECT * FROM subjects WHERE external_can_create = 1 AND status = 'enabled' ORDER BY name COLLATE NOCASE, id")
    .all()
    .map((row) => citizenSubjectOut(db, row));
}

export function citizenSubject(db: Db, id: number): CitizenSubject | undefined {
  const row = findSubjectRow(db, id) as CitizenSubjectRow | undefined;
  return row === undefined || row.external_can_create !== 1 || row.status !== 'enabled' ? undefined : citizenSubjectOut(db, row);
}

/**
 * Where the request goes: the subject's recipients, or its own sector when it names none, or else
 * the sector that keeps its first stage (whose flow starts there).
 */
function recipientsFor(subject: CitizenSubject): Recipient[] {
  if (subject.subject_recipients.length > 0) return subject.subject_recipients;
  const firstStage = [...(subject.stages as ReadonlyArray<{ position: number; sector_id?: number | null }>)].sort((a, b) => a.position - b.position)[0];
  const sectorId = subject.sector_id ?? firstStage?.sector_id ?? null;
  if (sectorId === null) return [];
  return [{ isCc: false, sector_id: sectorId, person_id: null, broadcast_id: null, responsible_id: null, name: '', email: '' }];
}

/**
 * The body as stored for a citizen: what the citizen chose (subject, identification, text, custom
 * fields, address, acceptance), everything else from the subject. A subject not open to citizens
 * is a field error.
 */
export function citizenBody(db: Db, body: DocumentBody): { body: DocumentBody; errors: FieldErrors } {
  const subject = body.subjectId === null ? undefined : citizenSubject(db, body.subjectId);
  const errors: FieldErrors = body.subjectId !== null && subject === undefined ? { subjectId: [m.subjectNotOpen] } : {};
  const stored: DocumentBody = {
    ...body,
    type: 'requerimento',
    subject: subject?.name ?? '',
    from: 'personal',
    recipients: subject === undefined ? [] : recipientsFor(subject),
    isUrgent: false,
    priority_id: subject?.priority ?? body.priority_id,
    isCircular: false,
    terms: subject?.terms ?? null,
    stages: (subject?.stages ?? []).map(({ name, position }) => ({ name, position })),
    reply_to: null,
    description: subject?.can_set_description_on_document === true ? body.description : '',
  };
  return { body: stored, errors };
}

/** How the session was opened must be what the subject asks (ICP-Brasil certificate, gov.br). */
export function loginRequirement(subject: CitizenSubject, loginType: number): string | null {
  if (subject.icp_login_required && loginType !== LoginType.ICP && loginType !== LoginType.ICP_EXTERNAL_USER) return m.icpLoginRequired;
  if (subject.govbr_login_required && loginType !== LoginType.EGOV) return m.govbrLoginRequired;
  return null;
}

/** Everything publishing checks again on the stored draft; throws the 422 or 403 the form shows. */
export function assertPublishable(db: Db, body: DocumentBody, loginType: number, creator: { documentId: number; userId: number }): CitizenSubject {
  if (body.subjectId === null) throw new ApiError(422, { message: messages.documents.publishInvalid, errors: { subjectId: [m.subjectRequired] } });
  const subject = citizenSubject(db, body.subjectId);
  if (subject === undefined) throw new ApiError(422, { message: messages.documents.publishInvalid, errors: { subjectId: [m.subjectNotOpen] } });
  const refused = loginRequirement(subject, loginType);
  if (refused !== null) throw new ApiError(403, { message: refused });
  const stored = citizenBody(db, body).body;
  const errors = publishErrors(db, stored, { ...creator, internal: false });
  if (stored.recipients.length === 0) errors.subjectId = [...(errors.subjectId ?? []), m.subjectNoSector];
  if (Object.keys(errors).length > 0) throw new ApiError(422, { message: messages.documents.publishInvalid, errors });
  return subject;
}

export type Filed = { uuid: string; number: string; verification_code: string };

/**
 * Publishes the citizen's draft (inside the caller's transaction): the number (requerimento of the
 * receiving sector), the first stage current, one dispatch from the citizen to each inbox the
 * subject names, the sector notified, the draft email gone and the verification code recorded.
 */
export function publishCitizenDraft(db: Db, row: DocumentRow, body: DocumentBody, citizenId: number, at: string): Filed {
  const targets = withFirstStageSector(db, row.id, inboxTargets(db, body.recipients));
  const firstSector = targets.find((target) => target.sectorId !== null)?.sectorId ?? null;
  const symbol = firstSector === null ? '' : (db.prepare<[number], string>('SELECT symbol FROM sectors WHERE id = ?').pluck().get(firstSector) ?? '');
  if (targets.length === 0 || symbol === '') throw new ApiError(422, { message: messages.documents.publishInvalid, errors: { subjectId: [m.subjectNoSector] } });
  const year = Number(at.slice(0, 4));
  const number = nextNumber(db, 'requerimento', symbol, year);
  db.prepare("UPDATE documents SET status = 'published', number = ?, year = ?, published_at = ?, updated_at = ? WHERE id = ?").run(number, year, at, at, row.id);
  db.prepare(
    "UPDATE stages SET status = 'current', entered_at = ? WHERE document_id = ? AND position = (SELECT min(position) FROM stages WHERE document_id = ?)",
  ).run(at, row.id, row.id);
  setDueDate(db, row.id, body.subjectId, at);
  const deliveries = deliverToInboxes(db, { documentId: row.id, type: 'dispatch', fromUserId: citizenId, fromSectorId: null, targets, at });
  notifyDelivered(db, { number, title: body.subject }, deliveries, citizenId, at);
  // A citizen has no Enviados: the request lives in Minhas solicitações.
  db.prepare("DELETE FROM inbox_emails WHERE document_id = ? AND box = 'draft'").run(row.id);
  const code = verificationCode(db, { document_uuid: row.uuid, number });
  db.prepare('INSERT OR IGNORE INTO verification_codes (code, document_id, created_at) VALUES (?, ?, ?)').run(code, row.id, at);
  // Its printed pages, for Consumo and Economia (documents/pageCount.ts).
  storeDocumentPageCount(db, row.id, at);
  return { uuid: row.uuid, number, verification_code: code };
}

/** The published request's answer again (a repeated publish with the same Idempotency-Key). */
export function filedAgain(db: Db, documentId: number): Filed | undefined {
  const row = findDocument(db, documentId);
  if (row === undefined || row.status === 'draft') return undefined;
  return { uuid: row.uuid, number: row.number, verification_code: verificationCode(db, { document_uuid: row.uuid, number: row.number }) };
}
