// Printing (spec §7 Document creation, "Printing"): real PDFs from our own writer, and the ZIP
// package of the document with its attachments. Staff only, and only for who can open the email.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { printCoverBodySchema, printPartialBodySchema, printPreviewBodySchema } from '../../src-shared/api/documents';
import { emailUuidSchema } from '../../src-shared/api/inbox';
import { messages } from '../../src-shared/messages';
import { authOf } from '../auth/access';
import { audited } from '../audit/trail';
import type { ServerContext } from '../context';
import { isoAt } from '../context';
import { coverPrintout, dispatchPrintout, fullPrintout, type PrintContext } from '../documents/printJobs';
import { dispatchesForPrint, previewPdf, withContent } from '../documents/printouts';
import { finishPrintout } from '../documents/printStamp';
import { authorVisibility } from '../documents/authorship';
import { uniqueNames, zipStore } from '../documents/zip';
import { ApiError, invalidFields } from '../http/errors';
import { parseInput } from '../http/validation';
import { emailFor } from '../inbox/emails';
import { contentDisposition, fileStem, pdfViewerCsp } from '../medias/headers';
import { attachmentsOf } from '../medias/store';
import { staffOnly } from './inbox';
import { viewerOf } from './medias';
import { requestOrigin } from '../http/origins';

const m = messages.medias;
const idParams = z.object({ id: emailUuidSchema });
/** `?no_medias`, `?no_medias=1` and `?no_medias=true` all switch it on; `=0`/`=false` off. */
const flag = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const last = Array.isArray(value) ? value.at(-1) : value;
    return last !== undefined && !['0', 'false'].includes(last.toLowerCase());
  });
const fullQuery = z.object({ no_medias: flag });
const zipQuery = z.object({ no_medias: flag, no_documents: flag });

const pdfOptions = audited({ ...staffOnly, onSend: pdfViewerCsp }, 'print');

export function registerPrintRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** The email, and whether its reader may see who wrote the document (documents/authorship.ts). */
  const emailOf = (request: FastifyRequest) => {
    const { id } = parseInput(idParams, request.params);
    const reader = viewerOf(ctx, authOf(request).userId);
    const row = emailFor(ctx.db, id, reader);
    return { row, reader, author: authorVisibility(ctx.db, row.document_id, reader) };
  };
  const sendPdf = (reply: FastifyReply, name: string, pdf: Buffer) =>
    reply.type('application/pdf').header('Content-Disposition', contentDisposition('inline', `${name}.pdf`)).send(pdf);
  const now = () => new Date(ctx.now());
  /**
   * What a printout of the email needs. The authenticity address in the QR code is this server's own
   * (it serves the citizen portal: --web-citizen), as the reader's request reached it.
   */
  const printJob = (request: FastifyRequest): PrintContext => ({ db: ctx.db, ...emailOf(request), at: now(), portalOrigin: requestOrigin(request) });

  app.get('/api/inbox/email/:id/print/full', pdfOptions, async (request, reply) => {
    const job = printJob(request);
    const { no_medias: noMedias } = parseInput(fullQuery, request.query);
    return sendPdf(reply, `${fileStem(job.row.number)}-completo`, await fullPrintout(job, noMedias ? 'none' : 'merge'));
  });

  app.get('/api/inbox/email/:id/print/standard', pdfOptions, async (request, reply) => {
    const job = printJob(request);
    return sendPdf(reply, fileStem(job.row.number), await dispatchPrintout(job, null));
  });

  app.post('/api/inbox/email/:id/print/partial', pdfOptions, async (request, reply) => {
    const job = printJob(request);
    const { dispatch_ids: ids } = parseInput(printPartialBodySchema, request.body);
    const wanted = new Set(ids);
    const dispatches = dispatchesForPrint(ctx.db, job.row.document_id, job.author, job.reader).filter((dispatch) => wanted.has(dispatch.id));
    const unknown = [...wanted].filter((id) => !dispatches.some((dispatch) => dispatch.id === id));
    if (unknown.length > 0) throw invalidFields({ dispatch_ids: [m.printDispatchUnknown(unknown)] });
    return sendPdf(reply, `${fileStem(job.row.number)}-parcial`, await dispatchPrintout(job, dispatches));
  });

  app.post('/api/inbox/email/print-preview', pdfOptions, async (request, reply) => {
    const { content, subject_id: subjectId } = parseInput(printPreviewBodySchema, request.body);
    let subject: string | null = null;
    if (subjectId !== undefined && subjectId !== null) {
      subject = ctx.db.prepare<[number], string>('SELECT name FROM subjects WHERE id = ?').pluck().get(subjectId) ?? null;
      if (subject === null) throw invalidFields({ subject_id: [m.printSubjectUnknown] });
    }
    const preview = await finishPrintout(previewPdf(ctx.db, content, subject, now()), { number: m.printPreviewNumber, code: null, verifyUrl: null });
    return sendPdf(reply, 'pre-visualizacao', preview);
  });

  app.post('/api/inbox/email/:id/print/cover', pdfOptions, async (request, reply) => {
    const job = printJob(request);
    const body = parseInput(printCoverBodySchema, request.body);
    if (!body.has_cover) throw invalidFields({ has_cover: [m.printCoverRequired] });
    return sendPdf(reply, `${fileStem(job.row.number)}-capa`, await coverPrintout(job));
  });

  app.get('/api/inbox/email/:id/zip-full-document', audited(staffOnly, 'download'), async (request, reply) => {
    const job = printJob(request);
    const { row } = job;
    const { no_medias: noMedias, no_documents: noDocuments } = parseInput(zipQuery, request.query);
    const entries: { name: string; content: Buffer; modifiedAt: Date }[] = [];
    // The files travel beside the printout in the package, so their pages are not merged into it.
    if (!noDocuments) entries.push({ name: m.zipDocumentFile(fileStem(row.number)), content: await fullPrintout(job, 'list'), modifiedAt: job.at });
    if (!noMedias) {
      for (const { file, content } of withContent(ctx.db, attachmentsOf(ctx.db, row.document_id, job.reader))) {
        entries.push({ name: file.name, content, modifiedAt: new Date(file.created_at) });
      }
    }
    if (entries.length === 0) throw new ApiError(422, { message: m.zipEmpty, errors: { no_documents: [m.zipEmpty] } });
    const names = uniqueNames(entries.map((entry) => entry.name));
    const zip = zipStore(entries.map((entry, index) => ({ ...entry, name: names[index] ?? entry.name })));
    return reply
      .type('application/zip')
      .header('Content-Disposition', contentDisposition('attachment', `${fileStem(row.number)}-${isoAt(ctx.now()).slice(0, 10)}.zip`))
      .send(zip);
  });
}
