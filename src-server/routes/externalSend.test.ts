// Enviar externamente (POST inbox/email/{uuid}/external/send): a real SMTP client sends to a real
// SMTP server (the MailDev fixture), and the messages are read back from it.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { externalSendResultSchema } from '../../src-shared/api/inbox';
import { messages } from '../../src-shared/messages';
import { verificationCode } from '../documents/printouts';
import { findEmailRow } from '../inbox/emails';
import type { ItemRow } from '../inbox/items';
import { createMailer } from '../mail/mailer';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { emailUuid } from '../testing/inbox';
import { startMailDevFixture, type MailDevFixture } from '../testing/mailDevFixture';
import { checkPdf } from '../testing/pdfTools';

const m = messages.server;
let mailDev: MailDevFixture;
let server: TestServer;
let clerk: string;
beforeAll(async () => {
  mailDev = await startMailDevFixture();
});
afterAll(() => mailDev.stop());
beforeEach(async () => {
  server = testServer({ mailer: createMailer({ smtpUrl: mailDev.smtpUrl, from: 'Prefeitura de Vale Verde <nao-responda@valeverde.gov.br>' }) });
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
});
afterEach(() => server.stop());

const OPEN = "ie.box = 'inbox' AND d.status <> 'draft'";
const sent = () => server.db.prepare<[], { recipients: string; message: string }>('SELECT recipients, message FROM external_sends ORDER BY id').all();
const send = (uuid: string, payload: unknown, app = server.app) =>
  app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/external/send`, headers: bearer(clerk), payload: payload as object });

describe('POST /api/inbox/email/:id/external/send', () => {
  it('e-mails the complete printout to each address on its own, with the code and where to check it, and records who received it', async () => {
    const uuid = emailUuid(server.db, { sector: 'PROT' }, OPEN);
    const row = findEmailRow(server.db, uuid) as ItemRow;
    const before = (await mailDev.messages()).length;
    const response = await send(uuid, { emails: ['Contato@Empresa.com.br', 'contato@empresa.com.br', 'ana@camara.mg.gov.br'], message: 'Segue para ciência.' });
    expect(response.statusCode, response.body).toBe(201);
    expect(externalSendResultSchema.parse(json(response))).toMatchObject({ recipients: ['contato@empresa.com.br', 'ana@camara.mg.gov.br'], message: m.inboxExternalSent });

    const mails = (await mailDev.messages()).slice(before);
    expect(mails.map((mail) => mail.to.map((to) => to.address))).toEqual([['contato@empresa.com.br'], ['ana@camara.mg.gov.br']]);
    const code = verificationCode(server.db, row);
    for (const mail of mails) {
      expect(mail.subject).toBe(messages.externalMail.subject(row.number, row.title));
      expect(mail.from[0]?.address).toBe('nao-responda@valeverde.gov.br');
      expect(mail.text).toContain('Segue para ciência.');
      expect(mail.text).toContain(code);
      expect(mail.text).toContain(`/app/citizen/authenticity?code=${code}`);
      const pdf = checkPdf(await mailDev.attachment(mail, mail.attachments![0]!.filename));
      expect(pdf.text).toContain(messages.medias.stampCode(code));
    }
    expect(sent()).toEqual([{ recipients: JSON.stringify(['contato@empresa.com.br', 'ana@camara.mg.gov.br']), message: 'Segue para ciência.' }]);
  });

  /** One send on a server of its own, set up as given; the answer and how many sends it recorded. */
  const sendOn = async (options: Parameters<typeof testServer>[0]) => {
    const own = testServer(options);
    try {
      const token = await tokenFor(own.app, 'servidor@demo.gov.br');
      const response = await own.app.inject({
        method: 'POST',
        url: `/api/inbox/email/${emailUuid(own.db, { sector: 'PROT' }, OPEN)}/external/send`,
        headers: bearer(token),
        payload: { emails: ['a@b.com.br'] },
      });
      return { status: response.statusCode, message: json(response).message, recorded: own.db.prepare('SELECT count(*) FROM external_sends').pluck().get() };
    } finally {
      await own.stop();
    }
  };

  it('says so when the server has no mail relay (503), and records nothing', async () => {
    expect(await sendOn({})).toEqual({ status: 503, message: m.mailNotConfigured, recorded: 0 });
  });

  it('names the addresses a relay that is down did not take (502), and records nothing', async () => {
    const down = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', from: 'x@y.gov.br' });
    expect(await sendOn({ mailer: down })).toEqual({ status: 502, message: m.mailFailed(['a@b.com.br']), recorded: 0 });
  });

  it('refuses bad addresses with the form message, a draft, and another sector’s email', async () => {
    const bad = await send(emailUuid(server.db, { sector: 'PROT' }, OPEN), { emails: ['não-é-email'] });
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toMatchObject({ errors: { 'emails.0': [messages.validation.email] } });
    const draft = emailUuid(server.db, { userId: userIdOf(server.db, 'servidor@demo.gov.br') }, "ie.box = 'draft'");
    expect(json(await send(draft, { emails: ['a@b.com.br'] })).message).toBe(m.inboxExternalDraft);
    expect((await send(emailUuid(server.db, { sector: 'SESAU' }), { emails: ['a@b.com.br'] })).statusCode).toBe(403);
    expect(sent()).toEqual([]);
  });
});
