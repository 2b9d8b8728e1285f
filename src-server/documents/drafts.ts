// Drafts and publishing (spec §4 Document status, §7 Document creation): a draft is a documents row
// with status draft, its form body, recipients and stages, and one inbox email in the sender's
// inbox (box draft). Every accepted update raises the version; publishing numbers the document,
// delivers it to every recipient's inbox and moves the sender's copy to Enviados.
import { randomUUID } from 'node:crypto';
import { documentBodySchema, type DocumentBody, type ServerDocument } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import type { Db } from '../db/open';
import { ApiError, invalidFields, type FieldErrors } from '../http/errors';
import { notifyDelivered } from '../notifications/producers';
import { isTypeKey, typeName, typeSettings } from './catalog';
import { deliverToInboxes } from './delivery';
import { fromRow, inboxTargets, recipientErrors, recipientOut, withFirstStageSector, type RecipientRow } from './recipients';
import { documentStageFlows } from '../flow/stageFlows';
import { creationErrors, type Creator } from './subjectRules';
import { findSubjectRow, subjectOut } from './subjects';
import { dueDateFrom } from '../../src-shared/api/subjects';
import { storeDocumentPageCount } from './pageCount';

const m = messages.documents;
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export type DocumentRow = {
  id: number;
  uuid: string;
  title: string;
  number: string;
  sector_id: number | null;
  created_by: number | null;
  created_at: string;
  document_type: string;
  subject_id: number | null;
  body: string;
  status: string;
  priority: number;
  is_urgent: number;
  confidentiality: string;
  has_address: number;
  address_city: string | null;
  updated_at: string | null;
  version: number;
  description: string;
  identification: DocumentBody['identification'];
  custom_fields: string;
  address_zip: string | null;
  address_uf: string | null;
  address_number: string | null;
  address_street: string | null;
  address_neighborhood: string | null;
  address_complement: string | null;
  /** Typed with the address or found by the geocoding client after publishing (migration 034). */
  address_latitude: number | null;
  address_longitude: number | null;
  terms: string | null;
  is_accepted_term: number;
  is_circular: number;
  sent_from: 'sector' | 'personal';
  form_body: string | null;
  /** A reply draft: the inbox email it answers (migration 016). */
  reply_to_email_id: number | null;
  reply_all: number;
};

export const findDocument = (db: Db, id: number): DocumentRow | undefined => db.prepare<[number], DocumentRow>('SELECT * FROM documents WHERE id = ?').get(id);

const CONFIDENTIALITY: Record<DocumentBody['identification'], string> = {
  identified: 'not-confidential',
  confidential: 'confidential',
  anonymous: 'anonymous',
};

const bit = (value: boolean) => (value ? 1 : 0);

/** Field errors for references a save would store: the subject and the recipients must exist. */
export function referenceErrors(db: Db, body: DocumentBody): FieldErrors {
  const errors: FieldErrors = recipientErrors(db, body.recipients);
  if (body.subjectId !== null && findSubjectRow(db, body.subjectId) === undefined) errors.subjectId = [m.subjectNotFound];
  return errors;
}

function recipientsOf(db: Db, documentId: number) {
  return db
    .prepare<[number], RecipientRow>('SELECT is_cc, sector_id, person_id, broadcast_id, responsible_id FROM document_recipients WHERE document_id = ? ORDER BY position, id')
    .all(documentId)
    .map(fromRow);
}

const coordinatesOf = (row: DocumentRow) =>
  row.address_latitude === null || row.address_longitude === null
    ? { latitude: null, longitude: null }
    : { latitude: row.address_latitude, longitude: row.address_longitude };

/** The form body of a document: as last saved, or read from the columns for documents made elsewhere. */
export function bodyOf(db: Db, row: DocumentRow): DocumentBody {
  const recipients = recipientsOf(db, row.id).map((recipient) => recipientOut(db, recipient));
  if (row.form_body !== null) {
    const parsed = documentBodySchema.safeParse(JSON.parse(row.form_body));
    // The coordinates are the columns': the geocoding client writes them after publishing.
    if (parsed.success) return { ...parsed.data, recipients, address: { ...parsed.data.address, ...coordinatesOf(row) } };
  }
  const stages = db.prepare<[number], { name: string; position: number }>('SELECT name, position FROM stages WHERE document_id = ? ORDER BY position').all(row.id);
  return documentBodySchema.parse({
    type: isTypeKey(row.document_type) ? row.document_type : null,
    subjectId: row.subject_id,
    subject: row.title.slice(0, 255),
    content: row.body,
    description: row.description,
    recipients,
    from: row.sent_from,
    identification: row.identification,
    isUrgent: row.is_urgent === 1,
    priority_id: Math.min(3, Math.max(1, row.priority)),
    isCircular: row.is_circular === 1,
    customFields: JSON.parse(row.custom_fields) as Record<string, string>,
    hasAddress: row.has_address === 1,
    address: {
      zip: row.address_zip ?? '',
      uf: row.address_uf ?? '',
      city: row.address_city ?? '',
      number: row.address_number ?? '',
      street: row.address_street ?? '',
      neighborhood: row.address_neighborhood ?? '',
      complement: row.address_complement ?? '',
      ...coordinatesOf(row),
    },
    terms: row.terms,
    isAcceptedTerm: row.is_accepted_term === 1,
    stages,
  });
}

export function serverDocument(db: Db, row: DocumentRow, inboxEmailUuid: string): ServerDocument {
  const draft = row.status === 'draft';
  return {
    id: row.id,
    uuid: row.uuid,
    inbox_email_uuid: inboxEmailUuid,
    version: row.version,
    documentStatus: draft ? 'draft' : 'published',
    number: draft || row.number === '' ? null : row.number,
    updated_at: row.updated_at ?? row.created_at,
    body: bodyOf(db, row),
  };
}

/** The columns a save writes from the body (the recipients and stages go to their tables). */
function columnsOf(body: DocumentBody) {
  return {
    title: body.subject,
    documentType: body.type ?? 'oficio',
    subjectId: body.subjectId,
    content: body.content,
    priority: body.priority_id,
    isUrgent: bit(body.isUrgent),
    confidentiality: CONFIDENTIALITY[body.identification],
    identification: body.identification,
    description: body.description,
    customFields: JSON.stringify(body.customFields),
    hasAddress: bit(body.hasAddress),
    zip: body.address.zip,
    uf: body.address.uf,
    city: body.address.city,
    number: body.address.number,
    street: body.address.street,
    neighborhood: body.address.neighborhood,
    complement: body.address.complement,
    // Coordinates belong to an address that is there: none when the document has no address.
    latitude: body.hasAddress ? body.address.latitude : null,
    longitude: body.hasAddress ? body.address.longitude : null,
    terms: body.terms,
    isAcceptedTerm: bit(body.isAcceptedTerm),
    isCircular: bit(body.isCircular),
    sentFrom: body.from,
    // Names and e-mails of recipients are the server's to fill; the stored body keeps the ids.
    formBody: JSON.stringify({ ...body, recipients: body.recipients.map((recipient) => ({ ...recipient, name: '', email: '' })) }),
  };
}

function replaceParts(db: Db, documentId: number, body: DocumentBody): void {
  db.prepare('DELETE FROM document_recipients WHERE document_id = ?').run(documentId);
  const recipient = db.prepare(
    'INSERT INTO document_recipients (document_id, position, is_cc, sector_id, person_id, broadcast_id, responsible_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  body.recipients.forEach((item, index) =>
    recipient.run(documentId, index, bit(item.isCc), item.sector_id, item.person_id, item.broadcast_id, item.responsible_id),
  );
  db.prepare('DELETE FROM stages WHERE document_id = ?').run(documentId);
  const stage = db.prepare("INSERT INTO stages (document_id, position, name, status, actions, requirements, sector_id) VALUES (?, ?, ?, 'pending', ?, ?, ?)");
  // Positions are the order sent (1…n), whatever numbers the client gave: they must be unique here.
  const subject = body.subjectId === null ? undefined : findSubjectRow(db, body.subjectId);
  const flows = documentStageFlows(body.stages, subject === undefined ? [] : subjectOut(db, subject).stages);
  for (const flow of flows) stage.run(documentId, flow.position, flow.name, JSON.stringify(flow.actions), JSON.stringify(flow.requirements), flow.sector_id);
}

export type DraftOwner = { userId: number; senderName: string; sectorId: number | null; inbox: { sectorId: number | null; userId: number | null } };

/** Writes a new draft and its inbox email; returns the document id and the email uuid. */
export function insertDraft(db: Db, body: DocumentBody, owner: DraftOwner, at: string): { documentId: number; emailUuid: string } {
  const columns = columnsOf(body);
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO documents (uuid, title, number, sector_id, created_by, created_at, media_type, content, content_sha256, kind, document_type,
         subject_id, body, status, priority, is_urgent, confidentiality, sender_name, year, has_address, address_city, updated_at, version,
         description, identification, custom_fields, address_zip, address_uf, address_number, address_street, address_neighborhood,
         address_complement, address_latitude, address_longitude, terms, is_accepted_term, is_circular, sent_from, form_body)
       VALUES (@uuid, @title, '', @sectorId, @userId, @at, 'text/html', x'', '${EMPTY_SHA256}', 'document', @documentType,
         @subjectId, @content, 'draft', @priority, @isUrgent, @confidentiality, @senderName, @year, @hasAddress, @city, @at, 1,
         @description, @identification, @customFields, @zip, @uf, @number, @street, @neighborhood,
         @complement, @latitude, @longitude, @terms, @isAcceptedTerm, @isCircular, @sentFrom, @formBody)`,
    )
    .run({ ...columns, uuid: randomUUID(), sectorId: owner.sectorId, userId: owner.userId, at, senderName: owner.senderName, year: Number(at.slice(0, 4)) });
  const documentId = Number(lastInsertRowid);
  replaceParts(db, documentId, body);
  const emailUuid = randomUUID();
  db.prepare(
    `INSERT INTO inbox_emails (uuid, document_id, sector_id, user_id, box, is_read, created_at, updated_at) VALUES (?, ?, ?, ?, 'draft', 1, ?, ?)`,
  ).run(emailUuid, documentId, owner.inbox.sectorId, owner.inbox.userId, at, at);
  return { documentId, emailUuid };
}

/** Stores an accepted update: the new body, version + 1; the draft email follows a change of inbox. */
export function updateDraft(db: Db, row: DocumentRow, body: DocumentBody, at: string, actingUserId: number): void {
  const columns = columnsOf(body);
  db.prepare(
    `UPDATE documents SET title = @title, document_type = @documentType, subject_id = @subjectId, body = @content, priority = @priority,
       is_urgent = @isUrgent, confidentiality = @confidentiality, has_address = @hasAddress, address_city = @city, updated_at = @at,
       version = version + 1, description = @description, identification = @identification, custom_fields = @customFields,
       address_zip = @zip, address_uf = @uf, address_number = @number, address_street = @street, address_neighborhood = @neighborhood,
       address_complement = @complement, address_latitude = @latitude, address_longitude = @longitude, terms = @terms, is_accepted_term = @isAcceptedTerm, is_circular = @isCircular,
       sent_from = @sentFrom, form_body = @formBody
     WHERE id = @id`,
  ).run({ ...columns, at, id: row.id });
  replaceParts(db, row.id, body);
  const inbox =
    body.from === 'sector' && row.sector_id !== null ? { sectorId: row.sector_id, userId: null } : { sectorId: null, userId: row.created_by ?? actingUserId };
  db.prepare("UPDATE inbox_emails SET sector_id = ?, user_id = ?, updated_at = ? WHERE document_id = ? AND box = 'draft'").run(inbox.sectorId, inbox.userId, at, row.id);
}

const isBlank = (text: string) => text.trim() === '';
const htmlIsBlank = (html: string) => isBlank(html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' '));

/**
 * What publishing requires of the stored draft; field errors keyed by body field name. With the
 * creator, also what the subject asks of who files and what they attach (subjectRules.ts).
 */
export function publishErrors(db: Db, body: DocumentBody, creator?: Creator): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => void (errors[field] ??= []).push(message);
  if (body.type === null) add('type', m.required);
  // A type the organisation turned off (Configuração de documentos) is not published; documents filed before keep it.
  else if (typeSettings(db).some((row) => row.type_key === body.type && row.enabled === 0)) add('type', messages.organizationSettings.server.typeDisabled);
  if (isBlank(body.subject)) add('subject', m.required);
  if (htmlIsBlank(body.content)) add('content', m.required);
  const subjectRow = body.subjectId === null ? undefined : findSubjectRow(db, body.subjectId);
  if (body.subjectId !== null && subjectRow === undefined) add('subjectId', m.subjectNotFound);
  const subject = subjectRow === undefined ? null : subjectOut(db, subjectRow);
  if (subjectRow?.status === 'disabled') add('subjectId', m.subjectDisabled);

  const restricted = subject?.recipients_type === 'opened_limited';
  const circular = body.isCircular || subject?.is_circular === true;
  if (!restricted && !circular && !body.recipients.some((recipient) => !recipient.isCc)) add('recipients', m.recipientsRequired);
  Object.assign(errors, recipientErrors(db, body.recipients));

  const terms = subject?.terms ?? body.terms;
  if (terms !== null && !isBlank(terms) && !body.isAcceptedTerm) add('isAcceptedTerm', m.termsNotAccepted);
  for (const field of subject?.fields ?? []) {
    if (field.required && isBlank(body.customFields[field.key] ?? '')) add(`customFields.${field.key}`, m.required);
  }
  if (body.hasAddress) {
    if (body.address.zip.replace(/\D/g, '').length !== 8) add('address.zip', m.zipInvalid);
    if (isBlank(body.address.street)) add('address.street', m.required);
    if (isBlank(body.address.city)) add('address.city', m.required);
    if (isBlank(body.address.uf)) add('address.uf', m.required);
  }
  if (subject !== null) {
    const allowed = {
      identified: subject.users_can_create_identified,
      confidential: subject.users_can_create_secretly,
      anonymous: subject.users_can_create_anonymously,
    }[body.identification];
    if (!allowed) add('identification', m.identificationNotAllowed);
    if (creator !== undefined) for (const [field, list] of Object.entries(creationErrors(db, subject, creator))) for (const message of list) add(field, message);
  }
  return errors;
}

/** The next number of a type in a sector and year, continuing the numbers already given ("Ofício nº 12/2026 — GAB"). */
export function nextNumber(db: Db, type: DocumentBody['type'] & string, symbol: string, year: number): string {
  const label = typeName(type as Parameters<typeof typeName>[0]);
  const prefix = `${label} nº `;
  const suffix = `/${year} — ${symbol}`;
  const numbers = db
    .prepare<[string, string], string>("SELECT number FROM documents WHERE number LIKE ? ESCAPE '\\' AND number LIKE ? ESCAPE '\\'")
    .pluck()
    .all(`${prefix}%`, `%${suffix.replace(/[\\%_]/g, (char) => `\\${char}`)}`);
  let highest = 0;
  for (const number of numbers) {
    const middle = number.slice(prefix.length, number.length - suffix.length);
    if (/^\d+$/.test(middle)) highest = Math.max(highest, Number(middle));
  }
  return `${prefix}${highest + 1}${suffix}`;
}

/** Publishes a valid draft: number, status, deliveries, the sender's copy to Enviados. Returns the number. */
export function publishDraft(db: Db, row: DocumentRow, body: DocumentBody, senderEmailId: number, actingUserId: number, at: string): string {
  const errors = publishErrors(db, body, { documentId: row.id, userId: actingUserId, internal: true });
  const sector = row.sector_id === null ? undefined : db.prepare<[number], { symbol: string }>('SELECT symbol FROM sectors WHERE id = ?').get(row.sector_id);
  if (sector === undefined) errors.from = [...(errors.from ?? []), m.inboxSectorRequired];
  if (Object.keys(errors).length > 0 || body.type === null || sector === undefined) throw new ApiError(422, { message: m.publishInvalid, errors });

  const year = Number(at.slice(0, 4));
  const number = nextNumber(db, body.type, sector.symbol, year);
  db.prepare("UPDATE documents SET status = 'published', number = ?, year = ?, published_at = ?, updated_at = ? WHERE id = ?").run(number, year, at, at, row.id);
  db.prepare("UPDATE stages SET status = 'current' WHERE document_id = ? AND position = (SELECT min(position) FROM stages WHERE document_id = ?)").run(row.id, row.id);
  setDueDate(db, row.id, body.subjectId, at);

  const dispatch = db.prepare(
    `INSERT INTO dispatches (uuid, document_id, type, from_user_id, from_sector_id, to_sector_id, to_user_id, content, created_at)
     VALUES (?, ?, 'dispatch', ?, ?, ?, ?, '', ?)`,
  );
  const fromUser = row.created_by ?? actingUserId;
  const targets = withFirstStageSector(db, row.id, inboxTargets(db, body.recipients));
  const deliveries = deliverToInboxes(db, { documentId: row.id, type: 'dispatch', fromUserId: fromUser, fromSectorId: row.sector_id, targets, at });
  let firstDispatch: number | null = deliveries[0]?.dispatchId ?? null;
  notifyDelivered(db, { number, title: body.subject }, deliveries, actingUserId, at);
  // A restricted or circular document with no inbox to reach still records that it was sent.
  firstDispatch ??= Number(dispatch.run(randomUUID(), row.id, fromUser, row.sector_id, null, null, at).lastInsertRowid);
  db.prepare("UPDATE inbox_emails SET box = 'sent', dispatch_id = ?, created_at = ?, updated_at = ? WHERE id = ?").run(firstDispatch, at, at, senderEmailId);
  // Its printed pages, for Consumo and Economia (documents/pageCount.ts).
  storeDocumentPageCount(db, row.id, at);
  return number;
}

/** The subject's deadline, counted from the dispatch (publish) date in its unit, is every stage's due date. */
export function setDueDate(db: Db, documentId: number, subjectId: number | null, at: string): void {
  const subject = subjectId === null ? undefined : findSubjectRow(db, subjectId);
  const due = subject === undefined ? null : dueDateFrom(at, subject.deadline, subject.deadline_unit);
  if (due !== null) db.prepare('UPDATE stages SET due_at = ? WHERE document_id = ?').run(due, documentId);
}

export const invalidReferences = (errors: FieldErrors) => {
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
};
