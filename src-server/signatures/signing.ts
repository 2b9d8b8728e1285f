// The signing screen's server side (issue 6, spec §3 Signature session, §4 Signing, §7 Signatures):
// who may sign what, the session a batch type loads, and the GDOC signature proven by the user's
// password. A document may be signed by who can see it (its author, its sector's members), by who
// can open an inbox email of it, and by who was asked to sign it; an attachment by the same people;
// a despacho by its author only (dispatchTarget.ts), among those.
import { createHash, randomBytes } from 'node:crypto';
import type { DocumentSigner, SignatureKind } from '../../src-shared/api/signatures';
import type {
  GdocSignResponse,
  SigningBatchType,
  SigningDocument,
  SigningSession,
  SigningTargetType,
} from '../../src-shared/api/signingSession';
import { SIGNATURE_POLICIES } from '../../src-shared/icp/policies';
import { messages } from '../../src-shared/messages';
import { checkPassword, userThrottleKey } from '../auth/passwordCheck';
import { isoAt, type ServerContext } from '../context';
import type { Db } from '../db/open';
import { ApiError } from '../http/errors';
import { authorVisibility, hidesUser } from '../documents/authorship';
import { canOpen, findEmailRow, type Viewer } from '../inbox/emails';
import { visibleDispatch } from '../inbox/notes';
import { visibleSectorIds } from '../inbox/scope';
import { attachmentsOf, contentOf as attachmentContentOf, type AttachmentRow } from '../medias/store';
import { findRequest, type SignatureRequestRow } from '../notifications/signatureRequests';
import type { DocumentRow } from '../repos/documents';
import type { SignatureRow } from '../repos/signatures';
import { requestedDocumentIds } from './requestedDocuments';
import { dispatchById, dispatchByUuid, dispatchTitle, isSignableDispatch, type SignableDispatch } from './dispatchTarget';
import { signedBytes } from './documents';
import { applySignatureEffects } from './signatureEffects';
import { maskSignerNumber } from './signer';

const m = messages.signing;

export const KIND_LABEL: Record<SignatureRow['kind'], SignatureKind> = { icp: 'ICP', gdoc: 'GDOC', govbr: 'GOVBR' };

const refused = (status: number, message: string, field = 'id') => new ApiError(status, { message, errors: { [field]: [message] } });
export const documentNotFound = () => new ApiError(404, { message: m.documentNotFound });
export const documentForbidden = () => new ApiError(403, { message: m.documentForbidden });

export const viewerFor = (ctx: ServerContext, userId: number): Viewer => ({ userId, visible: new Set(visibleSectorIds(ctx, userId)) });

/** Whether the user may sign, preview and see the signatures of the document. */
export function canSignDocument(ctx: ServerContext, viewer: Viewer, document: DocumentRow): boolean {
  if (ctx.repos.documents.canSee(viewer.userId, document)) return true;
  const inboxes = ctx.db
    .prepare<[number], { inbox_sector_id: number | null; inbox_user_id: number | null }>(
      'SELECT sector_id AS inbox_sector_id, user_id AS inbox_user_id FROM inbox_emails WHERE document_id = ?',
    )
    .all(document.id);
  if (inboxes.some((inbox) => canOpen(inbox, viewer))) return true;
  const asked = ctx.db
    // A canceled or declined request no longer opens the document to the user asked.
    .prepare<[number, number], number>(
      `SELECT count(*) FROM signature_requests WHERE document_id = ? AND requested_user_id = ? AND status IN ('created', 'accepted')`,
    )
    .pluck()
    .get(document.id, viewer.userId);
  return (asked ?? 0) > 0;
}

/** 404 when no such document, 403 when the user may not sign it. */
export function signableDocument(ctx: ServerContext, viewer: Viewer, documentId: number): DocumentRow {
  const document = ctx.repos.documents.findById(documentId);
  if (document === undefined) throw documentNotFound();
  if (!canSignDocument(ctx, viewer, document)) throw documentForbidden();
  return document;
}

/** What a signature covers: the document, one of its attachments, or one of its despachos (never both). */
export type SigningTarget = { document: DocumentRow; attachment: AttachmentRow | null; dispatch: SignableDispatch | null };

/** A despacho the viewer may read: 404 when there is none (or it is a nota they may not see). */
function readableDispatch(ctx: ServerContext, viewer: Viewer, dispatch: SignableDispatch | undefined): SigningTarget {
  const dispatchNotFound = () => new ApiError(404, { message: m.dispatch.notFound });
  if (dispatch === undefined) throw dispatchNotFound();
  const visible = visibleDispatch(viewer);
  const seen = ctx.db.prepare<(number | string)[], number>(`SELECT count(*) FROM dispatches dp WHERE dp.id = ? AND ${visible.sql}`).pluck().get(dispatch.id, ...visible.params);
  if (seen !== 1) throw dispatchNotFound();
  return { document: signableDocument(ctx, viewer, dispatch.document_id), attachment: null, dispatch };
}

export function signableTarget(ctx: ServerContext, viewer: Viewer, type: SigningTargetType, id: number): SigningTarget {
  if (type === 'doc') return { document: signableDocument(ctx, viewer, id), attachment: null, dispatch: null };
  if (type === 'dispatch') return readableDispatch(ctx, viewer, dispatchById(ctx.db, id));
  const documentId = ctx.db.prepare<[number], number>('SELECT document_id FROM attachments WHERE id = ?').pluck().get(id);
  if (documentId === undefined) throw new ApiError(404, { message: m.attachmentNotFound });
  const document = signableDocument(ctx, viewer, documentId);
  const attachment = attachmentsOf(ctx.db, documentId).find((file) => file.id === id);
  if (attachment === undefined) throw new ApiError(404, { message: m.attachmentNotFound });
  return { document, attachment, dispatch: null };
}

/**
 * Before a signature of the target is made (GDOC, gov.br, ICP start): a despacho is signed by its
 * author only, once, and not when canceled; a nota or a forward's hop is not signed at all.
 */
export function assertMaySign(ctx: ServerContext, userId: number, target: SigningTarget, kind: SignatureKind): void {
  if (!allowedKinds(ctx.db, [target.document.id])[kind]) throw refused(422, m.kindNotAllowed(kind));
  const { dispatch } = target;
  if (dispatch === null) return;
  if (!isSignableDispatch(dispatch)) throw refused(422, m.dispatch.notSignable);
  if (dispatch.from_user_id !== userId) throw new ApiError(403, { message: m.dispatch.notAuthor });
  if (dispatch.is_canceled === 1) throw refused(422, m.dispatch.canceled);
  if (ctx.repos.signatures.hasSigned(userId, target.document.id, null, dispatch.id)) throw refused(422, m.dispatch.alreadySigned);
}

/**
 * The kinds of signature the documents' subjects allow (companion §3 canSignWithElectronicSign,
 * canSignWithDigitalSign, canSignWithGovBR): a kind is offered only where every subject allows it;
 * a document without a subject allows all three.
 */
export function allowedKinds(db: Db, documentIds: readonly number[]): Record<SignatureKind, boolean> {
  const allowed = { GDOC: true, ICP: true, GOVBR: true };
  const kindsOf = db.prepare<[number], { gdoc: number; icp: number; govbr: number }>(
    `SELECT s.can_sign_with_electronic AS gdoc, s.can_sign_with_digital AS icp, s.can_sign_with_govbr AS govbr
     FROM documents d JOIN subjects s ON s.id = d.subject_id WHERE d.id = ?`,
  );
  for (const documentId of documentIds) {
    const kinds = kindsOf.get(documentId);
    if (kinds === undefined) continue;
    allowed.GDOC &&= kinds.gdoc === 1;
    allowed.ICP &&= kinds.icp === 1;
    allowed.GOVBR &&= kinds.govbr === 1;
  }
  return allowed;
}

/** Whether the user already signed exactly this target. */
export const hasSignedTarget = (ctx: ServerContext, userId: number, target: SigningTarget): boolean =>
  ctx.repos.signatures.hasSigned(userId, target.document.id, target.attachment?.id ?? null, target.dispatch?.id ?? null);

export type SignerPerson = { name: string; cpf: string | null; email: string | null; photo_link: string | null; sector: string | null };

export function signerPerson(db: Db, userId: number): SignerPerson {
  const person = db
    .prepare<[number], Omit<SignerPerson, 'sector'>>(
      `SELECT people.name, people.cpf_cnpj AS cpf, people.email, people.photo_link FROM users JOIN people ON people.id = users.person_id
       WHERE users.id = ?`,
    )
    .get(userId) ?? { name: '', cpf: null, email: null, photo_link: null };
  const sector =
    db
      .prepare<[number], string>(
        `SELECT sectors.name FROM user_sectors JOIN sectors ON sectors.id = user_sectors.sector_id WHERE user_sectors.user_id = ?
         ORDER BY user_sectors.is_primary DESC, sectors.name LIMIT 1`,
      )
      .pluck()
      .get(userId) ?? null;
  return { ...person, sector };
}

/** A signature as the doc-signers calls show it: certificate and policy for ICP, null for GDOC. */
export function signerView(row: SignatureRow): DocumentSigner {
  const policy = Object.values(SIGNATURE_POLICIES).find((candidate) => candidate.oid === row.policy_oid);
  const hasCertificate =
    row.certificate_subject !== null && row.certificate_issuer !== null && row.certificate_serial !== null && row.certificate_not_after !== null;
  return {
    id: row.id,
    name: row.signer_name,
    cpf_cnpj: maskSignerNumber(row.signer_cpf, row.signer_cnpj),
    type: KIND_LABEL[row.kind],
    signed_at: row.signed_at,
    certificate: hasCertificate
      ? {
          // An e-CPF's CN is "NAME:CPF": the CPF is masked there too.
          subject:
            row.signer_cpf === null
              ? (row.certificate_subject ?? '')
              : (row.certificate_subject ?? '').split(row.signer_cpf).join(maskSignerNumber(row.signer_cpf, null)),
          issuer: row.certificate_issuer ?? '',
          serial: row.certificate_serial ?? '',
          not_after: row.certificate_not_after ?? '',
        }
      : null,
    policy: row.policy_oid === null ? null : { oid: row.policy_oid, id: policy?.id ?? null },
    attachment_id: row.attachment_id,
    hash: row.sha256,
  };
}

/** A PDF whose trailer or objects declare /Encrypt: the signing screen cannot show it without its password. */
export function hasPassword(db: Db, file: AttachmentRow): boolean {
  if (file.mime_type !== 'application/pdf') return false;
  const content = attachmentContentOf(db, file.id);
  return content !== undefined && content.includes('/Encrypt');
}

// ---------------------------------------------------------------------------------------------
// The session (GET /signature/session).

type SessionInput = { batchType: SigningBatchType; ids: string[]; signature_request_uuid?: string | undefined };

function ownRequest(ctx: ServerContext, userId: number, uuid: string | undefined): SignatureRequestRow {
  if (uuid === undefined) throw refused(422, m.requestRequired, 'signature_request_uuid');
  const request = findRequest(ctx.db, uuid);
  if (request === undefined) throw refused(404, m.requestNotFound, 'signature_request_uuid');
  if (request.requested_user_id !== userId) throw new ApiError(403, { message: m.requestForbidden });
  return request;
}

/** The requester's name as the signer may see it: none when they are the document's hidden author. */
function requesterShown(ctx: ServerContext, viewer: Viewer, request: SignatureRequestRow): string | null {
  if (request.requested_by_user_id === null) return null;
  if (hidesUser(authorVisibility(ctx.db, request.document_id, viewer), request.requested_by_user_id)) return null;
  return ctx.db.prepare<[number], string>('SELECT people.name FROM users JOIN people ON people.id = users.person_id WHERE users.id = ?').pluck().get(request.requested_by_user_id) ?? null;
}

export function signingSession(ctx: ServerContext, userId: number, input: SessionInput): SigningSession {
  const viewer = viewerFor(ctx, userId);
  const documents: SigningDocument[] = [];
  const seen = new Set<string>();
  const docIds: number[] = [];
  const addDocument = (document: DocumentRow, signed?: boolean) => {
    const localId = `doc-${document.id}`;
    if (seen.has(localId)) return;
    seen.add(localId);
    docIds.push(document.id);
    documents.push({
      type: 'doc',
      id: document.id,
      localId,
      // A draft has no number yet.
      title: document.number ? `${document.number} — ${document.title}` : document.title,
      document_id: document.id,
      hasBeenSigned: signed ?? ctx.repos.signatures.hasSigned(userId, document.id, null),
      attachmentHasPassword: false,
    });
  };
  const addAttachment = (document: DocumentRow, file: ReturnType<typeof attachmentsOf>[number]) => {
    const localId = `att-${file.id}`;
    if (seen.has(localId)) return;
    seen.add(localId);
    documents.push({
      type: 'attachment',
      id: file.id,
      localId,
      title: file.name,
      document_id: document.id,
      hasBeenSigned: ctx.repos.signatures.hasSigned(userId, document.id, file.id),
      attachmentHasPassword: hasPassword(ctx.db, file),
    });
  };
  const addAttachments = (document: DocumentRow) => {
    for (const file of attachmentsOf(ctx.db, document.id)) addAttachment(document, file);
  };

  let canChooseDocs = true;
  let requestFacts: SigningSession['request'] = null;
  switch (input.batchType) {
    case 'emails':
    case 'standard':
      // Emails the user cannot open (or that do not exist) are left out rather than refused: the
      // screen signs what it can, like the batch selection it came from.
      for (const uuid of input.ids) {
        const row = findEmailRow(ctx.db, uuid);
        if (row === undefined || !canOpen(row, viewer)) continue;
        const document = ctx.repos.documents.findById(row.document_id);
        if (document === undefined) continue;
        addDocument(document);
        addAttachments(document);
      }
      break;
    case 'batch-request-signature-pending':
    case 'batch-request-signature-finished': {
      const finished = input.batchType === 'batch-request-signature-finished';
      for (const id of requestedDocumentIds(ctx.db, userId, finished ? 'finished' : 'pending')) {
        const document = ctx.repos.documents.findById(id);
        if (document !== undefined) addDocument(document, finished ? true : undefined);
      }
      break;
    }
    case 'dispatch':
      // The despachos named (uuids) the caller wrote and may still sign; others are left out, as
      // emails the user cannot open are.
      for (const uuid of input.ids) {
        const dispatch = dispatchByUuid(ctx.db, uuid);
        if (dispatch === undefined || !isSignableDispatch(dispatch) || dispatch.from_user_id !== userId || dispatch.is_canceled === 1) continue;
        let target: SigningTarget;
        try {
          target = readableDispatch(ctx, viewer, dispatch);
        } catch {
          continue;
        }
        const localId = `dsp-${dispatch.id}`;
        if (seen.has(localId)) continue;
        seen.add(localId);
        documents.push({
          type: 'dispatch',
          id: dispatch.id,
          localId,
          title: dispatchTitle(ctx.db, dispatch),
          document_id: target.document.id,
          hasBeenSigned: hasSignedTarget(ctx, userId, target),
          attachmentHasPassword: false,
        });
      }
      canChooseDocs = false;
      break;
    case 'signature-request':
    case 'ged': {
      // Every target of the signer's part of the request's block (issue 19): documents and
      // attachments, signed in one run. Canceled and declined rows are no longer asked.
      const request = ownRequest(ctx, userId, input.signature_request_uuid);
      requestFacts = {
        uuid: request.uuid,
        status: request.status,
        message: request.message,
        due_at: request.due_at,
        requested_by: requesterShown(ctx, viewer, request),
      };
      const rows = ctx.db
        .prepare<[string, number, number], SignatureRequestRow>(
          "SELECT * FROM signature_requests WHERE block_uuid = ? AND requested_user_id = ? AND (id = ? OR status IN ('created', 'accepted')) ORDER BY id",
        )
        .all(request.block_uuid, userId, request.id);
      for (const row of rows) {
        const document = ctx.repos.documents.findById(row.document_id);
        if (document === undefined) throw documentNotFound();
        if (row.attachment_id === null) {
          addDocument(document, row.status === 'accepted' ? true : undefined);
          continue;
        }
        const file = attachmentsOf(ctx.db, document.id).find((candidate) => candidate.id === row.attachment_id);
        if (file === undefined || seen.has(`att-${file.id}`)) continue;
        if (!docIds.includes(document.id)) docIds.push(document.id);
        addAttachment(document, file);
      }
      canChooseDocs = false;
      break;
    }
  }

  const single = docIds.length === 1 ? ctx.db.prepare<[number], { uuid: string; document_type: string }>('SELECT uuid, document_type FROM documents WHERE id = ?').get(docIds[0] as number) : undefined;
  const person = signerPerson(ctx.db, userId);
  const kinds = allowedKinds(ctx.db, docIds);
  return {
    documents,
    document_uuid: single?.uuid ?? null,
    document_type: single?.document_type ?? null,
    settings: { canChooseDocs, canSignWithIcp: kinds.ICP, canSignWithGdoc: kinds.GDOC, hidePasswordField: false, canSignWithGovBR: Boolean(ctx.govBr) && kinds.GOVBR },
    signer: { name: person.name, cpf: maskSignerNumber(person.cpf, null), sector: person.sector, photo_link: person.photo_link },
    request: requestFacts,
  };
}

// ---------------------------------------------------------------------------------------------
// GDOC signature (POST /signature/sign/{id}?type).

export type GdocSignInput = {
  password: string;
  location?: string | { latitude: number; longitude: number } | null | undefined;
  signature_request_uuid?: string | undefined;
};

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/**
 * The SHA-256 of what a GDOC signature of the document covers: its stored bytes, or (for the
 * documents written in the editor, whose bytes are empty and whose text is the HTML body) the
 * body's UTF-8 bytes.
 */
export function signedContentSha256(db: Db, document: Pick<DocumentRow, 'id' | 'content_sha256'>): string {
  if (document.content_sha256 !== EMPTY_SHA256) return document.content_sha256;
  const body = db.prepare<[number], string>('SELECT body FROM documents WHERE id = ?').pluck().get(document.id) ?? '';
  return createHash('sha256').update(body, 'utf8').digest('hex');
}

/** The SHA-256 (hex) of exactly the bytes a signature of the target covers (documents.ts signedBytes). */
export function signedTargetSha256(ctx: ServerContext, target: SigningTarget): string {
  if (target.attachment === null && target.dispatch === null) return signedContentSha256(ctx.db, target.document);
  return createHash('sha256').update(signedBytes(ctx, target)).digest('hex');
}

/** Where the signer said it was (§7: the payload's location), as the signatures table keeps it. */
export const storedLocation = (location: GdocSignInput['location']): string | null =>
  location === undefined || location === null || location === '' ? null : JSON.stringify(location);

/** What a GDOC signature's hash is computed over: the content signed, who, when, and a nonce. */
function gdocStatement(contentSha256: string, userId: number, signedAt: string): string {
  return ['GDOC-SIGNATURE-V1', contentSha256, String(userId), signedAt, randomBytes(16).toString('hex')].join('\n');
}

/**
 * The signature request a signing call names (GDOC or gov.br): the caller's, still pending, for
 * this target. A request is one row of a block (issue 19), and the signing screen names the block's
 * first row for every target of the run, so the row answered is the block's row for exactly this
 * document or attachment. 422 when the block has nothing of this document, or its row for this
 * target is no longer pending; a target the block does not ask for answers no request.
 */
export function namedPendingRequest(
  ctx: ServerContext,
  userId: number,
  documentId: number,
  uuid: string | undefined,
  attachmentId: number | null = null,
): SignatureRequestRow | undefined {
  if (uuid === undefined) return undefined;
  const request = ownRequest(ctx, userId, uuid);
  const rows = ctx.db
    .prepare<[string, number, number, number], SignatureRequestRow>(
      'SELECT * FROM signature_requests WHERE block_uuid = ? AND requested_user_id = ? AND document_id = ? ORDER BY id = ? DESC, id',
    )
    .all(request.block_uuid, userId, documentId, request.id);
  if (rows.length === 0) throw refused(422, m.requestOfOtherDocument, 'signature_request_uuid');
  const exact = rows.find((row) => row.attachment_id === attachmentId);
  if (exact === undefined) return undefined;
  if (exact.status !== 'created') throw refused(422, m.requestNotPending, 'signature_request_uuid');
  return exact;
}

export async function gdocSign(ctx: ServerContext, userId: number, target: SigningTarget, body: GdocSignInput): Promise<GdocSignResponse> {
  const { document, attachment } = target;
  const attachmentId = attachment?.id ?? null;
  assertMaySign(ctx, userId, target, 'GDOC');
  if (hasSignedTarget(ctx, userId, target)) throw refused(422, m.alreadySigned);

  // A request named must be the caller's, of this document and still pending; checked before the
  // password so a mistake there does not count as a failed password.
  const request = namedPendingRequest(ctx, userId, document.id, body.signature_request_uuid, attachmentId);

  const user = ctx.repos.users.findById(userId);
  const person = signerPerson(ctx.db, userId);
  if (user?.password_hash === null || user?.password_hash === undefined) throw refused(422, m.noPassword, 'password');
  // Failed passwords count against the same throttle as the login with this e-mail.
  if (!(await checkPassword(ctx, userThrottleKey(person.email, userId), body.password, user))) throw refused(422, m.wrongPassword, 'password');

  // The password check awaited: look again, another request may have signed meanwhile.
  if (hasSignedTarget(ctx, userId, target)) throw refused(422, m.alreadySigned);
  const signedAt = isoAt(ctx.now());
  const contentSha256 = signedTargetSha256(ctx, target);
  const sha256 = createHash('sha256').update(gdocStatement(contentSha256, userId, signedAt)).digest('hex');
  const location = storedLocation(body.location);

  const store = ctx.db.transaction(() => {
    const id = ctx.repos.signatures.insert({
      document_id: document.id,
      attachment_id: attachmentId,
      dispatch_id: target.dispatch?.id ?? null,
      start_id: null,
      user_id: userId,
      kind: 'gdoc',
      format: null,
      cms: null,
      policy_oid: null,
      signer_name: person.name,
      signer_cpf: person.cpf,
      signer_cnpj: null,
      certificate_subject: null,
      certificate_issuer: null,
      certificate_serial: null,
      certificate_not_after: null,
      certificate_sha256: null,
      location,
      sha256,
      signed_at: signedAt,
    });
    const accepted = applySignatureEffects(ctx, target, userId, signedAt, request);
    return { id, requestUuid: accepted?.uuid ?? null };
  });
  const { id, requestUuid } = store();
  return {
    message: m.signed,
    signature: { id, signed_at: signedAt, signer: { name: person.name, cpf_cnpj: maskSignerNumber(person.cpf, null) }, hash: sha256 },
    signature_request_uuid: requestUuid,
  };
}
