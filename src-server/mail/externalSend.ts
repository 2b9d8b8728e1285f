// Enviar externamente (§4 Inbox email actions: external/send): the document's complete printout
// (printJobs.ts, attachments merged, every page with its verification code) e-mailed to each
// external address on its own, so no recipient sees the others. Only the addresses the relay
// accepted are recorded as sent; the others are named back to the clerk.
import { messages } from '../../src-shared/messages';
import { authenticityUrl, fullPrintout, type PrintContext } from '../documents/printJobs';
import { verificationCode } from '../documents/printouts';
import { fileStem } from '../medias/headers';
import type { Mailer } from './mailer';

const m = messages.externalMail;

export type ExternalSend = { recipients: string[]; message: string };
export type ExternalSendOutcome = { delivered: string[]; failed: string[] };

export async function sendExternally(mailer: Mailer, job: PrintContext, send: ExternalSend, senderSector: string): Promise<ExternalSendOutcome> {
  const { row } = job;
  const pdf = await fullPrintout(job, 'merge');
  const code = verificationCode(job.db, row);
  const text = m.body(send.message, senderSector, row.number, code, authenticityUrl(job.portalOrigin, code));
  const outcome: ExternalSendOutcome = { delivered: [], failed: [] };
  for (const to of send.recipients) {
    try {
      await mailer.send({ to, subject: m.subject(row.number, row.title), text, attachments: [{ filename: `${fileStem(row.number)}.pdf`, content: pdf, contentType: 'application/pdf' }] });
      outcome.delivered.push(to);
    } catch {
      outcome.failed.push(to);
    }
  }
  return outcome;
}
