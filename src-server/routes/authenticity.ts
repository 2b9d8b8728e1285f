// The citizen portal's authenticity page (public): a printed verification code names a document
// (verification_codes, kept when the printout was made); the answer is what the code proves to
// anyone holding the paper, read as someone outside the organisation reads it (printJobs OUTSIDER):
// no body text, no internal note, and for an anonymous or confidential document nothing that
// names its author (documents/authorship.ts): no sector, and her signatures without her name or CMS.
// The PDF is made again as the outsider's Completo (what Enviar externamente sends), not stored:
// the code names the document, not one printout, and a fresh printout shows every signature since.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordRequest } from '../audit/trail';
import { normalizeVerificationCode, type AuthenticityResult } from '../../src-shared/api/authenticity';
import { messages } from '../../src-shared/messages';
import { publicAccess, withAccess } from '../auth/access';
import type { ServerContext } from '../context';
import { authorVisibility, type AuthorVisibility } from '../documents/authorship';
import { fullPrintout, OUTSIDER } from '../documents/printJobs';
import { ApiError, invalidFields } from '../http/errors';
import { limitedPerIp } from '../http/rateLimits';
import { parseInput } from '../http/validation';
import { ITEM_COLUMNS, ITEM_FROM, type ItemRow } from '../inbox/items';
import { contentDisposition, fileStem, pdfViewerCsp } from '../medias/headers';
import type { SignatureRow } from '../repos/signatures';
import { maskSignerNumber } from '../signatures/signer';
import { KIND_LABEL } from '../signatures/signing';
import { isHiddenSignature, signatureSeenBy } from '../signatures/signersSeen';
import { SIGNATURE_POLICIES } from '../../src-shared/icp/policies';
import { requestOrigin } from '../http/origins';

const m = messages.authenticity;
const codeParams = z.object({ code: z.string() });
/** What ITI's validator (validar.iti.gov.br) adds to the QR code's address; `code` is our own. */
const ITI_FORMAT = 'application/validador-iti+json';
const itiQuery = z.object({ _format: z.string().optional(), _secretCode: z.string().max(64).optional(), code: z.string().optional() });
/** The QR code's address (printJobs.authenticityUrl): the portal's page, which ITI's validator calls too. */
export const AUTHENTICITY_PAGE = '/app/citizen/authenticity';
const signatureParams = z.object({ code: z.string(), signatureId: z.coerce.number().int().positive() });

type Found = { row: ItemRow; author: AuthorVisibility; firstPrintedAt: string; code: string };

export function registerAuthenticityRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const options = limitedPerIp(withAccess(publicAccess), app.ipRateLimits.authenticity, m.tooManyRequests);

  /** The document the code names, or 404; a code that cannot be one is a field error. */
  const found = (request: FastifyRequest): Found => {
    const code = normalizeVerificationCode(parseInput(codeParams, request.params).code);
    if (code === null) throw invalidFields({ code: [m.codeInvalid] });
    const printed = ctx.db
      .prepare<[string], { document_id: number; created_at: string }>('SELECT document_id, created_at FROM verification_codes WHERE code = ?')
      .get(code);
    // Any email of the document carries its facts; a draft's code would not exist (drafts print none).
    const row =
      printed === undefined
        ? undefined
        : ctx.db
            .prepare<[number], ItemRow>(`SELECT ${ITEM_COLUMNS} ${ITEM_FROM} WHERE ie.document_id = ? AND d.status <> 'draft' ORDER BY ie.id LIMIT 1`)
            .get(printed.document_id);
    if (printed === undefined || row === undefined) throw new ApiError(404, { message: m.codeNotFound, errors: { code: [m.codeNotFound] } });
    return { row, author: authorVisibility(ctx.db, row.document_id, OUTSIDER), firstPrintedAt: printed.created_at, code };
  };

  /** The document a normalised code was printed on, if any. */
  const printedDocument = (code: string) =>
    ctx.db.prepare<[string], number>('SELECT document_id FROM verification_codes WHERE code = ?').pluck().get(code);

  const signaturesOf = ({ row, author }: Found): { row: SignatureRow; hidden: boolean }[] =>
    ctx.repos.signatures.listByDocument(row.document_id).map((signature) => ({ row: signatureSeenBy(signature, author), hidden: isHiddenSignature(signature, author) }));

  app.get('/api/authenticity/:code', options, async (request): Promise<AuthenticityResult> => {
    const document = found(request);
    const { row, author } = document;
    const type = row.kind === 'process' ? 'processo' : row.document_type;
    return {
      code: document.code,
      document: {
        type,
        type_label: messages.workQueue.documentTypes[type] ?? type,
        number: row.number,
        date: row.document_created_at,
        sector: author.hidden ? null : (row.sender_sector_name ?? null),
      },
      first_printed_at: document.firstPrintedAt,
      signatures: signaturesOf(document).map(({ row: signature, hidden }) => ({
        id: signature.id,
        name: signature.signer_name,
        cpf_cnpj: maskSignerNumber(signature.signer_cpf, signature.signer_cnpj),
        type: KIND_LABEL[signature.kind],
        signed_at: signature.signed_at,
        policy:
          signature.policy_oid === null
            ? null
            : { oid: signature.policy_oid, id: Object.values(SIGNATURE_POLICIES).find((policy) => policy.oid === signature.policy_oid)?.id ?? null },
        has_p7s: !hidden && signature.format !== null,
      })),
    };
  });

  app.get('/api/authenticity/:code/pdf', { ...options, onSend: pdfViewerCsp }, async (request, reply) => {
    const { row, author } = found(request);
    const job = { db: ctx.db, row, reader: OUTSIDER, author, at: new Date(ctx.now()), portalOrigin: requestOrigin(request) };
    const pdf = await fullPrintout(job, 'merge');
    recordRequest(ctx, request, { action: 'download', entity: 'document', entityId: row.document_id, documentId: row.document_id });
    return reply.type('application/pdf').header('Content-Disposition', contentDisposition('attachment', `${fileStem(row.number)}-completo.pdf`)).send(pdf);
  });

  app.get('/api/authenticity/:code/signatures/:signatureId/p7s', options, async (request, reply) => {
    const document = found(request);
    const { signatureId } = parseInput(signatureParams, request.params);
    const signature = signaturesOf(document).find((candidate) => candidate.row.id === signatureId);
    // The CMS carries the signer's certificate: a hidden author's is not handed out at all.
    if (signature?.hidden === true) throw new ApiError(403, { message: m.signatureOfHiddenAuthor });
    const cms = signature === undefined ? undefined : ctx.repos.signatures.cmsOf(document.row.document_id, signatureId);
    if (cms === undefined) throw new ApiError(404, { message: messages.server.notFound });
    recordRequest(ctx, request, { action: 'download', entity: 'signature', entityId: signatureId, documentId: document.row.document_id });
    return reply
      .type('application/pkcs7-signature')
      .header('Content-Disposition', contentDisposition('attachment', `${fileStem(document.row.number)}-assinatura-${signatureId}.p7s`))
      .send(cms);
  });

  /**
   * ITI's validator reads the QR code and calls its address with ?_format=application/validador-iti+json
   * and the _secretCode the person types (here: the verification code printed beside the QR code).
   * Its developer guide expects {"version":"1.0.0","prescription":{"signatureFiles":[{"url":…pdf}]}},
   * 401 when the secret code is wrong and 404 when there is no such document. Without _format the
   * address is the portal's page (the not-found handler serves the portal's index.html).
   */
  app.get(AUTHENTICITY_PAGE, limitedPerIp({}, app.ipRateLimits.authenticity, m.tooManyRequests), async (request, reply) => {
    const query = parseInput(itiQuery, request.query);
    // The validator writes the '+' as is, which a query string reads as a space.
    if (query._format?.replace(/ /g, '+') !== ITI_FORMAT) return reply.callNotFound();
    const secret = normalizeVerificationCode(query._secretCode ?? '');
    const named = query.code === undefined ? secret : normalizeVerificationCode(query.code);
    if (secret === null || secret !== named) throw new ApiError(401, { message: m.itiWrongCode });
    if (printedDocument(secret) === undefined) throw new ApiError(404, { message: m.codeNotFound });
    const pdf = `${requestOrigin(request)}/api/authenticity/${secret}/pdf`;
    return reply.type('application/json; charset=utf-8').send({ version: '1.0.0', prescription: { signatureFiles: [{ url: pdf }] } });
  });
}
