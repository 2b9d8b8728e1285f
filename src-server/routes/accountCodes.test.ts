// Account verification and Esqueci minha senha: real e-mails through a real SMTP client to the
// MailDev fixture, read back from it.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { verificationStatusSchema } from '../../src-shared/api/accountCodes';
import { messages } from '../../src-shared/messages';
import { CODE_TTL_MINUTES, MAX_CODE_ATTEMPTS, RESEND_COOLDOWN_SECONDS } from '../auth/accountCodes';
import { createMailer } from '../mail/mailer';
import { createUnverifiedCitizen } from '../testing/accounts';
import { bearer, json, loginRequest, testServer, tokenFor, type TestServer } from '../testing/harness';
import { startMailDevFixture, type CaughtMail, type MailDevFixture } from '../testing/mailDevFixture';

const m = messages.accountCodes.server;
const PASSWORD = 'senha1234';
let mailDev: MailDevFixture;
let server: TestServer;
let logs: string[];
let seq = 0;
let email: string;
let userId: number;
let token: string;

beforeAll(async () => {
  mailDev = await startMailDevFixture();
});
afterAll(() => mailDev.stop());
beforeEach(async () => {
  logs = [];
  server = testServer({
    mailer: createMailer({ smtpUrl: mailDev.smtpUrl, from: 'Prefeitura de Vale Verde <nao-responda@valeverde.gov.br>' }),
    logger: { level: 'debug', stream: { write: (line: string) => logs.push(line) } },
  });
  seq += 1;
  email = `maria.${seq}.${Date.now()}@exemplo.com.br`;
  userId = createUnverifiedCitizen(server.db, { name: 'Maria das Dores', email, password: PASSWORD });
  token = await tokenFor(server.app, email, LoginType.EXTERNAL_NATIVE);
});
afterEach(() => server.stop());

const post = (url: string, payload: object, auth?: string) =>
  server.app.inject({ method: 'POST', url, payload, headers: { host: 'portal.valeverde.gov.br', ...(auth === undefined ? {} : bearer(auth)) } });
const sendCode = () => post('/api/user/verification/send', {}, token);
const verify = (code: string) => post('/api/user/verification/verify', { code }, token);
const verifiedAt = () => server.db.prepare('SELECT account_verified_at FROM users WHERE id = ?').pluck().get(userId);

const mailsTo = async (address: string) => (await mailDev.messages()).filter((mail) => mail.to.some((to) => to.address === address));
const codeOf = (mail: CaughtMail) => /Código: (\d{6})/.exec(mail.text ?? '')?.[1] ?? '';
const linkTokenOf = (mail: CaughtMail, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text ?? '')?.[1] ?? '';
const lastMailTo = async (address: string) => {
  const mails = await mailsTo(address);
  const last = mails.at(-1);
  if (last === undefined) throw new Error(`No mail to ${address}`);
  return last;
};

describe('account verification by e-mail', () => {
  it('sends the organisation’s code and link to the account’s e-mail; the code verifies the account once', async () => {
    const sent = await sendCode();
    expect(sent.statusCode, sent.body).toBe(200);
    expect(verificationStatusSchema.parse(json(sent))).toEqual({
      verified: false, email, resend_in: RESEND_COOLDOWN_SECONDS, code_sent: true, message: m.codeSent(email),
    });
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe(messages.accountCodes.mail.verifySubject('Prefeitura Municipal de Vale Verde'));
    expect(mail.text).toContain('Olá, Maria das Dores.');
    expect(mail.text).toContain(`http://portal.valeverde.gov.br/app/citizen/v2/verify-account?token=${linkTokenOf(mail, 'verify-account')}`);
    const code = codeOf(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(`<strong style="font-size:1.5em;letter-spacing:0.2em">${code}</strong>`);
    expect(mail.html).toContain(`<a href="http://portal.valeverde.gov.br/app/citizen/v2/verify-account?token=${linkTokenOf(mail, 'verify-account')}">`);

    const ok = await verify(code.slice(0, 3) + ' ' + code.slice(3));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toMatchObject({ verified: true, message: m.verified });
    expect(verifiedAt()).toBe(new Date(server.clock.now()).toISOString());
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(json(me).accountVerifiedAt).toBe(verifiedAt());

    // Used once: even on an account that lost its verification, the same code is no good.
    server.db.prepare('UPDATE users SET account_verified_at = NULL WHERE id = ?').run(userId);
    const again = await verify(code);
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ errors: { code: [m.codeExpired] } });
  });

  it('refuses an expired code', async () => {
    await sendCode();
    const code = codeOf(await lastMailTo(email));
    server.clock.advance(CODE_TTL_MINUTES * 60);
    const late = await verify(code);
    expect(late.statusCode).toBe(422);
    expect(json(late)).toMatchObject({ errors: { code: [m.codeExpired] } });
    expect(verifiedAt()).toBeNull();
  });

  it('counts wrong codes and, after the last try, refuses even the right one', async () => {
    await sendCode();
    const code = codeOf(await lastMailTo(email));
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) answers.push((json(await verify(wrong)).errors as Record<string, string[]>).code?.[0] ?? '');
    expect(answers).toEqual([m.codeWrong(4), m.codeWrong(3), m.codeWrong(2), m.codeWrong(1), m.codeWrong(0)]);
    const right = await verify(code);
    expect(json(right)).toMatchObject({ errors: { code: [m.codeLocked] } });
    expect(verifiedAt()).toBeNull();
    // A new code (after the cooldown) opens the tries again.
    server.clock.advance(RESEND_COOLDOWN_SECONDS);
    await sendCode();
    expect((await verify(codeOf(await lastMailTo(email)))).statusCode).toBe(200);
  });

  it('waits a minute between e-mails (429 with the seconds left), and a new code replaces the old one', async () => {
    await sendCode();
    const first = codeOf(await lastMailTo(email));
    server.clock.advance(18);
    const early = await sendCode();
    expect(early.statusCode).toBe(429);
    expect(json(early)).toEqual({ message: m.cooldown(42) });
    expect(early.headers['retry-after']).toBe('42');
    expect(await mailsTo(email)).toHaveLength(1);
    const status = await server.app.inject({ method: 'GET', url: '/api/user/verification', headers: bearer(token) });
    expect(json(status)).toEqual({ verified: false, email, resend_in: 42, code_sent: true });

    server.clock.advance(42);
    expect((await sendCode()).statusCode).toBe(200);
    const second = codeOf(await lastMailTo(email));
    expect(await mailsTo(email)).toHaveLength(2);
    if (first !== second) expect(json(await verify(first))).toMatchObject({ errors: { code: [m.codeWrong(MAX_CODE_ATTEMPTS - 1)] } });
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('verifies through the e-mail’s link without a session, once', async () => {
    await sendCode();
    const linkToken = linkTokenOf(await lastMailTo(email), 'verify-account');
    const ok = await post('/api/auth/verify-account', { token: linkToken });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toEqual({ message: m.verified });
    expect(verifiedAt()).not.toBeNull();
    const reused = await post('/api/auth/verify-account', { token: linkToken });
    expect(reused.statusCode).toBe(422);
    expect(json(reused)).toMatchObject({ errors: { token: [m.linkInvalid] } });
  });

  it('is for unverified citizens only', async () => {
    server.db.prepare('UPDATE users SET account_verified_at = ? WHERE id = ?').run('2026-01-01T00:00:00.000Z', userId);
    expect(json(await sendCode())).toEqual({ message: m.alreadyVerified });
    const staff = await post('/api/user/verification/send', {}, await tokenFor(server.app, 'servidor@demo.gov.br'));
    expect(staff.statusCode).toBe(403);
    expect((await post('/api/user/verification/send', {})).statusCode).toBe(401);
  });

  it('answers 503 when the server has no mail relay', async () => {
    const own = testServer();
    try {
      const id = createUnverifiedCitizen(own.db, { name: 'José Lima', email: 'jose@exemplo.com.br', password: PASSWORD });
      const citizen = await tokenFor(own.app, 'jose@exemplo.com.br', LoginType.EXTERNAL_NATIVE);
      const response = await own.app.inject({ method: 'POST', url: '/api/user/verification/send', headers: bearer(citizen) });
      expect(response.statusCode).toBe(503);
      expect(own.db.prepare('SELECT count(*) FROM account_codes WHERE user_id = ?').pluck().get(id)).toBe(0);
    } finally {
      await own.stop();
    }
  });
});

describe('Esqueci minha senha', () => {
  const forgot = (address: string) => post('/api/auth/forgot-password', { email: address });
  const reset = (payload: object) => post('/api/auth/reset-password', payload);

  it('answers the same for an unknown e-mail and sends nothing; a known one gets a link and a code', async () => {
    const unknown = `ninguem.${seq}@exemplo.com.br`;
    const a = await forgot(unknown);
    const b = await forgot(email.toUpperCase());
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(json(a)).toEqual({ message: m.forgotSent });
    expect(json(b)).toEqual(json(a));
    await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1));
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe(messages.accountCodes.mail.resetSubject('Prefeitura Municipal de Vale Verde'));
    expect(mail.text).toContain('http://portal.valeverde.gov.br/app/citizen/reset-password?token=');
    expect(codeOf(mail)).toMatch(/^\d{6}$/);
    expect(await mailsTo(unknown)).toEqual([]);
    // Staff reset their passwords with the administration, not by e-mail.
    await forgot('servidor@demo.gov.br');
    expect(server.db.prepare("SELECT count(*) FROM account_codes WHERE purpose = 'reset_password'").pluck().get()).toBe(1);
  });

  it('resets the password with the link: the old password stops working, every session ends, the account counts as verified', async () => {
    await forgot(email);
    await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1));
    const linkToken = linkTokenOf(await lastMailTo(email), 'reset-password');

    const weak = await reset({ token: linkToken, password: 'curta', password_confirmation: 'outra' });
    expect(weak.statusCode).toBe(422);
    expect(json(weak)).toMatchObject({ errors: { password: [messages.validation.password], password_confirmation: [messages.validation.confirmed] } });

    const done = await reset({ token: linkToken, password: 'novaSenha99', password_confirmation: 'novaSenha99' });
    expect(done.statusCode, done.body).toBe(200);
    expect(json(done)).toEqual({ message: m.passwordReset });
    expect((await loginRequest(server.app, { email }, PASSWORD, LoginType.EXTERNAL_NATIVE)).statusCode).toBe(401);
    expect((await loginRequest(server.app, { email }, 'novaSenha99', LoginType.EXTERNAL_NATIVE)).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    expect(verifiedAt()).not.toBeNull();

    const reused = await reset({ token: linkToken, password: 'outraSenha1', password_confirmation: 'outraSenha1' });
    expect(json(reused)).toMatchObject({ errors: { token: [m.linkInvalid] } });
  });

  it('resets with the e-mail and the code too, counting wrong codes', async () => {
    await forgot(email);
    await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1));
    const code = codeOf(await lastMailTo(email));
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await reset({ email, code: wrong, password: 'novaSenha99', password_confirmation: 'novaSenha99' });
    expect(json(bad)).toMatchObject({ errors: { code: [m.codeWrong(MAX_CODE_ATTEMPTS - 1)] } });
    const ok = await reset({ email, code, password: 'novaSenha99', password_confirmation: 'novaSenha99' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await loginRequest(server.app, { email }, 'novaSenha99', LoginType.EXTERNAL_NATIVE)).statusCode).toBe(200);
  });

  it('sends one e-mail a minute per account, answering the same', async () => {
    await forgot(email);
    await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1));
    expect(json(await forgot(email))).toEqual({ message: m.forgotSent });
    server.clock.advance(RESEND_COOLDOWN_SECONDS);
    await forgot(email);
    await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(2));
  });
});

describe('secrets', () => {
  it('never logs a code or a link token, nor keeps them in the database', async () => {
    await sendCode();
    const mail = await lastMailTo(email);
    const [code, linkToken] = [codeOf(mail), linkTokenOf(mail, 'verify-account')];
    await verify(code === '000000' ? '111111' : '000000');
    await post('/api/auth/verify-account', { token: linkToken });
    const stored = JSON.stringify(server.db.prepare('SELECT * FROM account_codes').all());
    const log = logs.join('');
    expect(log).toContain('/api/auth/verify-account');
    // The code standing alone (not inside a longer number such as a timestamp).
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(stored).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(log).not.toContain(linkToken);
    expect(stored).not.toContain(linkToken);
  });
});
