// The organisation's outgoing e-mail (Enviar externamente): a real SMTP client (nodemailer) to the
// relay the server is given with --smtp-url (npm start and the tests point it at a local MailDev).
// Without one, sending is off and the route says so instead of pretending.
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** A simple HTML twin of `text`, for clients that show HTML. */
  html?: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
};

export type Mailer = {
  /** The From of every message. */
  from: string;
  /** Resolves once the relay accepted the message; rejects with the relay's or the network's error. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

export type MailerOptions = { smtpUrl: string; from: string };

export const DEFAULT_MAIL_FROM = 'GDoc <nao-responda@gdoc.localhost>';

export function createMailer({ smtpUrl, from }: MailerOptions): Mailer {
  // Seconds, not minutes: a clerk waits on the answer, and a relay that does not answer is down.
  const url = new URL(smtpUrl);
  url.searchParams.set('connectionTimeout', '10000');
  url.searchParams.set('greetingTimeout', '10000');
  url.searchParams.set('socketTimeout', '20000');
  const transport = nodemailer.createTransport(url.toString());
  return {
    from,
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
