// One-time codes by e-mail (migration 018): verifying a citizen's account and resetting a password.
// Each e-mail carries a 6-digit code to type and a link with a 32-byte token; only their hashes are
// stored, and neither is ever logged. A code lives CODE_TTL_MINUTES, allows MAX_CODE_ATTEMPTS wrong
// tries, is used once, and is replaced by the next one sent for the same purpose, which may only be
// sent RESEND_COOLDOWN_SECONDS after the last.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_CODE_LENGTH } from '../../src-shared/api/accountCodes';
import { messages } from '../../src-shared/messages';
import { isoAt, type ServerContext } from '../context';
import type { Db } from '../db/open';
import { ApiError, invalidFields } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import type { UserRow } from '../repos/users';

const m = messages.accountCodes;

export type AccountCodePurpose = 'verify_account' | 'reset_password';

export const CODE_TTL_MINUTES = 30;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 60;

export type AccountCodeContext = Pick<ServerContext, 'db' | 'repos' | 'now' | 'mailer'>;

type CodeRow = {
  id: number;
  user_id: number;
  code_salt: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hashCode = (salt: string, code: string) => sha256(`${salt}:${code}`);
export const hashLinkToken = (token: string) => sha256(token);

/** The portal addresses the e-mails link to (routing/routeTable.ts). */
export const verifyAccountUrl = (origin: string, token: string) => `${origin}/app/citizen/v2/verify-account?token=${token}`;
export const resetPasswordUrl = (origin: string, token: string) => `${origin}/app/citizen/reset-password?token=${token}`;

const latest = (db: Db, userId: number, purpose: AccountCodePurpose) =>
  db
    .prepare<[number, string], CodeRow>('SELECT * FROM account_codes WHERE user_id = ? AND purpose = ? ORDER BY created_at DESC, id DESC LIMIT 1')
    .get(userId, purpose);

/** Seconds before another code of this purpose may be sent to the user (0: now). */
export function resendIn(ctx: Pick<AccountCodeContext, 'db' | 'now'>, userId: number, purpose: AccountCodePurpose): number {
  const last = latest(ctx.db, userId, purpose);
  if (last === undefined) return 0;
  const elapsed = (ctx.now() - Date.parse(last.created_at)) / 1000;
  return Math.max(0, Math.ceil(RESEND_COOLDOWN_SECONDS - elapsed));
}

/** The code still open for typing: not used, not expired, tries left. */
export function liveCode(ctx: Pick<AccountCodeContext, 'db' | 'now'>, userId: number, purpose: AccountCodePurpose): CodeRow | undefined {
  const row = latest(ctx.db, userId, purpose);
  if (row === undefined || row.used_at !== null || Date.parse(row.expires_at) <= ctx.now() || row.attempts >= MAX_CODE_ATTEMPTS) return undefined;
  return row;
}

/** A new code and token for the user; earlier unused ones of the purpose stop working. */
export function issue(ctx: AccountCodeContext, userId: number, purpose: AccountCodePurpose, ttlMinutes = CODE_TTL_MINUTES): { code: string; token: string } {
  const code = String(randomInt(0, 10 ** ACCOUNT_CODE_LENGTH)).padStart(ACCOUNT_CODE_LENGTH, '0');
  const token = randomBytes(32).toString('base64url');
  const salt = randomBytes(16).toString('base64url');
  const now = ctx.now();
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM account_codes WHERE user_id = ? AND purpose = ? AND used_at IS NULL').run(userId, purpose);
    ctx.db
      .prepare(
        `INSERT INTO account_codes (user_id, purpose, code_salt, code_hash, token_hash, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(userId, purpose, salt, hashCode(salt, code), hashLinkToken(token), isoAt(now), isoAt(now + ttlMinutes * 60_000));
  })();
  return { code, token };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function compose(purpose: AccountCodePurpose, name: string, organization: string, code: string, url: string) {
  const verify = purpose === 'verify_account';
  const subject = verify ? m.mail.verifySubject(organization) : m.mail.resetSubject(organization);
  const intro = verify ? m.mail.verifyIntro(name, organization) : m.mail.resetIntro(name, organization);
  const action = verify ? m.mail.verifyAction : m.mail.resetAction;
  const text = [intro, '', `${m.mail.codeLabel}: ${code}`, '', m.mail.linkIntro, url, '', m.mail.expiresIn(CODE_TTL_MINUTES), m.mail.notYou, '', m.mail.footer].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(m.mail.codeLabel)}: <strong style="font-size:1.5em;letter-spacing:0.2em">${code}</strong></p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(m.mail.expiresIn(CODE_TTL_MINUTES))}<br>${escapeHtml(m.mail.notYou)}</p>`,
    `<p style="color:#555">${escapeHtml(m.mail.footer)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

async function mailCode(ctx: AccountCodeContext, mailer: Mailer, user: UserRow, purpose: AccountCodePurpose, origin: string): Promise<void> {
  const person = ctx.repos.users.personOf(user);
  const email = person?.email;
  if (!person || !email) throw new ApiError(422, { message: m.server.noEmail });
  const organization = ctx.repos.organization.find(1)?.name ?? messages.app.name;
  const { code, token } = issue(ctx, user.id, purpose);
  const url = purpose === 'verify_account' ? verifyAccountUrl(origin, token) : resetPasswordUrl(origin, token);
  await mailer.send({ to: email, ...compose(purpose, person.name, organization, code, url), attachments: [] });
}

export const mailNotConfigured = () => new ApiError(503, { message: messages.server.mailNotConfigured });
const cooldown = (remaining: number) => new ApiError(429, { message: m.server.cooldown(remaining) }, { 'Retry-After': String(remaining) });

/** Whether the account is one the portal asks to verify: a citizen's, not yet verified. */
export const needsVerification = (user: Pick<UserRow, 'origin' | 'has_internal_access' | 'account_verified_at'>) =>
  user.has_internal_access === 0 && user.account_verified_at === null;

/**
 * Sends (or re-sends) the verification e-mail of an external user not yet verified; signup calls
 * it too. 422 when verified already or without an e-mail, 429 during the cooldown, 503 without a
 * mail relay, 502 when the relay refused it.
 */
export async function sendVerification(ctx: AccountCodeContext, userId: number, origin: string): Promise<void> {
  const user = ctx.repos.users.findById(userId);
  if (user === undefined) throw new ApiError(404, { message: messages.server.notFound });
  if (user.has_internal_access === 1) throw new ApiError(403, { message: m.server.onlyCitizens });
  if (user.account_verified_at !== null) throw new ApiError(422, { message: m.server.alreadyVerified });
  if (ctx.mailer === null) throw mailNotConfigured();
  const remaining = resendIn(ctx, userId, 'verify_account');
  if (remaining > 0) throw cooldown(remaining);
  try {
    await mailCode(ctx, ctx.mailer, user, 'verify_account', origin);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(502, { message: m.server.mailFailed });
  }
}

/** Checks a typed code against the user's live code; a wrong one uses up a try. Field errors on `code`. */
function consumeCode(ctx: AccountCodeContext, userId: number, purpose: AccountCodePurpose, code: string): void {
  const row = latest(ctx.db, userId, purpose);
  if (row === undefined || row.used_at !== null || Date.parse(row.expires_at) <= ctx.now()) throw invalidFields({ code: [m.server.codeExpired] });
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw invalidFields({ code: [m.server.codeLocked] });
  const matches = timingSafeEqual(Buffer.from(hashCode(row.code_salt, code)), Buffer.from(row.code_hash));
  if (!matches) {
    ctx.db.prepare('UPDATE account_codes SET attempts = attempts + 1 WHERE id = ?').run(row.id);
    throw invalidFields({ code: [m.server.codeWrong(MAX_CODE_ATTEMPTS - row.attempts - 1)] });
  }
  ctx.db.prepare('UPDATE account_codes SET used_at = ? WHERE id = ?').run(isoAt(ctx.now()), row.id);
}

/** The user of a live link token, marking it used; undefined when the token is no good. */
function consumeToken(ctx: AccountCodeContext, purpose: AccountCodePurpose, token: string): number | undefined {
  const row = ctx.db
    .prepare<[string, string], CodeRow>('SELECT * FROM account_codes WHERE token_hash = ? AND purpose = ?')
    .get(hashLinkToken(token), purpose);
  if (row === undefined || row.used_at !== null || Date.parse(row.expires_at) <= ctx.now()) return undefined;
  ctx.db.prepare('UPDATE account_codes SET used_at = ? WHERE id = ?').run(isoAt(ctx.now()), row.id);
  return row.user_id;
}

/** Whether a link token is still good, without using it up (a cheap check before a scrypt). */
export function isLiveLinkToken(ctx: Pick<AccountCodeContext, 'db' | 'now'>, purpose: AccountCodePurpose, token: string): boolean {
  const row = ctx.db
    .prepare<[string, string], Pick<CodeRow, 'used_at' | 'expires_at'>>('SELECT used_at, expires_at FROM account_codes WHERE token_hash = ? AND purpose = ?')
    .get(hashLinkToken(token), purpose);
  return row !== undefined && row.used_at === null && Date.parse(row.expires_at) > ctx.now();
}

const markVerified = (ctx: AccountCodeContext, userId: number) =>
  ctx.db.prepare('UPDATE users SET account_verified_at = ? WHERE id = ? AND account_verified_at IS NULL').run(isoAt(ctx.now()), userId);

export function verifyByCode(ctx: AccountCodeContext, userId: number, code: string): void {
  const user = ctx.repos.users.findById(userId);
  if (user === undefined) throw new ApiError(404, { message: messages.server.notFound });
  if (user.has_internal_access === 1) throw new ApiError(403, { message: m.server.onlyCitizens });
  if (user.account_verified_at !== null) return;
  // A wrong try is counted even though the answer is an error: its own transaction commits first.
  let failure: unknown;
  ctx.db.transaction(() => {
    try {
      consumeCode(ctx, userId, 'verify_account', code);
      markVerified(ctx, userId);
    } catch (error) {
      failure = error;
    }
  })();
  if (failure !== undefined) throw failure;
}

/** The link's token: verifies its user's account. 422 when the link is no good. */
export function verifyByToken(ctx: AccountCodeContext, token: string): void {
  const done = ctx.db.transaction(() => {
    const userId = consumeToken(ctx, 'verify_account', token);
    if (userId !== undefined) markVerified(ctx, userId);
    return userId !== undefined;
  })();
  if (!done) throw invalidFields({ token: [m.server.linkInvalid] });
}

/**
 * Esqueci minha senha: mails a reset link and code to a citizen account with this e-mail, unless
 * one was sent within the cooldown. Nothing in the outcome tells whether the account exists, and
 * the e-mail goes out after the answer, so neither does the time taken.
 */
export function requestPasswordReset(ctx: AccountCodeContext, email: string, origin: string, onMailError: (error: unknown) => void): void {
  if (ctx.mailer === null) throw mailNotConfigured();
  const user = ctx.repos.users.findByEmail(email);
  if (user === undefined || user.status !== 'enabled' || user.has_internal_access === 1) return;
  if (resendIn(ctx, user.id, 'reset_password') > 0) return;
  void mailCode(ctx, ctx.mailer, user, 'reset_password', origin).catch(onMailError);
}

/**
 * Proves a reset (link token, or e-mail and code) and returns the user whose password may now be
 * replaced; the code or token is used up in the same transaction as `apply`.
 */
export function resetWith(
  ctx: AccountCodeContext,
  proof: { token: string } | { email: string; code: string },
  apply: (userId: number) => void,
): void {
  let failure: unknown;
  ctx.db.transaction(() => {
    try {
      let userId: number | undefined;
      if ('token' in proof) {
        userId = consumeToken(ctx, 'reset_password', proof.token);
        if (userId === undefined) throw invalidFields({ token: [m.server.linkInvalid] });
      } else {
        const user = ctx.repos.users.findByEmail(proof.email);
        // An unknown e-mail reads like a code never sent.
        if (user === undefined || user.has_internal_access === 1) throw invalidFields({ code: [m.server.codeExpired] });
        consumeCode(ctx, user.id, 'reset_password', proof.code);
        userId = user.id;
      }
      // Whoever holds the link or code received it at the account's e-mail: that proves it too.
      markVerified(ctx, userId);
      apply(userId);
    } catch (error) {
      failure = error;
    }
  })();
  if (failure !== undefined) throw failure;
}
