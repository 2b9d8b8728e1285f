// The first-access e-mail of a user created without a password (the CSV import): a link to the
// portal's "create a new password" page, carrying a reset_password token (auth/accountCodes.ts)
// that lives FIRST_ACCESS_TTL_DAYS instead of minutes, since the person may read it days later.
// Only the link: the typed code of that page is for citizens' accounts. The token is never logged.
import { messages } from '../../src-shared/messages';
import type { ServerContext } from '../context';
import { issue, resetPasswordUrl } from './accountCodes';

const m = messages.csvImport.firstAccessMail;

export const FIRST_ACCESS_TTL_DAYS = 7;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Sends the e-mail; rejects when the relay refuses it (the caller tells the administrator). */
export async function sendFirstAccess(ctx: Pick<ServerContext, 'db' | 'repos' | 'now' | 'mailer'>, userId: number, origin: string): Promise<void> {
  const mailer = ctx.mailer;
  const user = ctx.repos.users.findById(userId);
  const person = user === undefined ? undefined : ctx.repos.users.personOf(user);
  if (mailer === null || person?.email == null) throw new Error('first-access e-mail cannot be sent');
  const organization = ctx.repos.organization.find(1)?.name ?? messages.app.name;
  const { token } = issue(ctx, userId, 'reset_password', FIRST_ACCESS_TTL_DAYS * 24 * 60);
  const url = resetPasswordUrl(origin, token);
  const intro = m.intro(person.name, organization);
  const text = [intro, url, '', m.then, m.expiresIn(FIRST_ACCESS_TTL_DAYS), '', m.footer].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(m.action)}</a></p>`,
    `<p>${escapeHtml(m.then)}<br>${escapeHtml(m.expiresIn(FIRST_ACCESS_TTL_DAYS))}</p>`,
    `<p style="color:#555">${escapeHtml(m.footer)}</p>`,
  ].join('\n');
  await mailer.send({ to: person.email, subject: m.subject(organization), text, html, attachments: [] });
}
