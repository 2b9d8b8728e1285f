// LOCAL FIXTURE, not a mail service: a real SMTP server (MailDev) on the loopback interface that
// keeps what it receives and shows it in its web inbox. `npm start`, the server tests and the e2e
// reference server send the organisation's e-mail to it, and tests read the messages back through
// its REST API, so nothing depends on a real mail relay.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailDev } from 'maildev';

export type CaughtMail = {
  id: string;
  subject: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  text?: string;
  html?: string;
  attachments?: { filename: string; contentType: string; size: number; generatedFileName: string }[];
};

export type MailDevFixture = {
  /** What the server is given: --smtp-url. */
  smtpUrl: string;
  /** The web inbox (and REST API) address. */
  webUrl: string;
  /** Every message received so far, oldest first. */
  messages(): Promise<CaughtMail[]>;
  /** An attachment's bytes, by the name it was sent with. */
  attachment(mail: CaughtMail, fileName: string): Promise<Buffer>;
  stop(): Promise<void>;
};

type Started = { smtp: { port: number }; api?: { boundAddress?: { port: number } } };

/** smtpPort/webPort 0 (the default) picks free ones. */
export async function startMailDevFixture(options: { smtpPort?: number; webPort?: number } = {}): Promise<MailDevFixture> {
  const mailDirectory = mkdtempSync(join(tmpdir(), 'gdoc-maildev-'));
  const mailDev = new MailDev({ smtp: options.smtpPort ?? 0, web: options.webPort ?? 0, ip: '127.0.0.1', webIp: '127.0.0.1', mailDirectory, silent: true });
  const servers = (await mailDev.start()) as unknown as Started;
  const webPort = servers.api?.boundAddress?.port;
  if (webPort === undefined) throw new Error('MailDev did not say where its web inbox listens');
  const webUrl = `http://127.0.0.1:${webPort}`;
  return {
    smtpUrl: `smtp://127.0.0.1:${servers.smtp.port}`,
    webUrl,
    messages: async () => (await (await fetch(`${webUrl}/api/email`)).json()) as CaughtMail[],
    attachment: async (mail, fileName) => {
      const file = mail.attachments?.find((attachment) => attachment.filename === fileName);
      if (file === undefined) throw new Error(`No attachment ${fileName} in "${mail.subject}"`);
      return Buffer.from(await (await fetch(`${webUrl}/api/email/${mail.id}/attachment/${file.generatedFileName}`)).arrayBuffer());
    },
    stop: async () => {
      await mailDev.stop();
      rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}
