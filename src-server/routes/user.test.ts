import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginType, loggedUserSchema } from '../../src-shared/api/auth';
import { apiErrorBodySchema } from '../../src-shared/api/errors';
import { messages } from '../../src-shared/messages';
import { createRealtimeHub } from '../realtime/hub';
import { bearer, json, loginRequest, testServer, tokenFor, type TestServer } from '../testing/harness';

const m = messages.server;
const v = messages.validation;
let server: TestServer;
beforeEach(() => {
  server = testServer();
});
afterEach(() => server.stop());

const updateMe = (token: string, payload: unknown) =>
  server.app.inject({ method: 'PUT', url: '/api/user/me', headers: bearer(token), payload: payload as object });

describe('PUT /api/user/me', () => {
  it('updates the profile and answers the updated logged user', async () => {
    const token = await tokenFor(server.app, 'servidor@demo.gov.br');
    const response = await updateMe(token, {
      name: 'João Pedro Almeida Neto',
      gender: null,
      textualSignature: 'João Pedro — Protocolo',
      user_preferences: { default_inbox_sort: 'createdAt' },
    });
    expect(response.statusCode).toBe(200);
    const user = loggedUserSchema.parse(json(response));
    expect(user.person).toMatchObject({ name: 'João Pedro Almeida Neto', gender: null, textualSignature: 'João Pedro — Protocolo' });
    expect(user.user_preferences).toEqual({ default_inbox_sort: 'createdAt', desktop_notifications: true });
    expect(user.person.email).toBe('servidor@demo.gov.br');
  });

  it('clears need_update_contacts once the user has a valid e-mail and cellphone', async () => {
    const token = await tokenFor(server.app, 'contatos@demo.gov.br');
    const onlyEmail = loggedUserSchema.parse(json(await updateMe(token, { email: 'fernanda.santos@demo.gov.br', current_password: 'demo1234' })));
    expect(onlyEmail.need_update_contacts).toBe(true);
    const response = await updateMe(token, { cellphone: '(35) 99876-1209' });
    const user = loggedUserSchema.parse(json(response));
    expect(user.need_update_contacts).toBe(false);
    expect(user.person).toMatchObject({ email: 'fernanda.santos@demo.gov.br', cellphone: '35998761209' });
  });

  it("refuses another person's e-mail, in any letter case, with 422 on email", async () => {
    const token = await tokenFor(server.app, 'servidor@demo.gov.br');
    const response = await updateMe(token, { email: 'ADMIN@demo.gov.br', current_password: 'demo1234' });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({ message: m.invalidBody, errors: { email: [m.emailTaken] } });
    expect((await updateMe(token, { email: 'Servidor@Demo.gov.br' })).statusCode).toBe(200);
  });

  it('changes the e-mail only with the right current password', async () => {
    const token = await tokenFor(server.app, 'servidor@demo.gov.br');
    const without = await updateMe(token, { email: 'joao.novo@demo.gov.br' });
    expect(without.statusCode).toBe(422);
    expect(json(without).errors).toEqual({ current_password: [m.currentPasswordForEmail] });
    const wrong = await updateMe(token, { email: 'joao.novo@demo.gov.br', current_password: 'errada123' });
    expect(json(wrong).errors).toEqual({ current_password: [m.currentPasswordWrong] });
    expect((await loginRequest(server.app, { email: 'joao.novo@demo.gov.br' })).statusCode).toBe(401);

    const right = await updateMe(token, { email: 'joao.novo@demo.gov.br', current_password: 'demo1234' });
    expect(right.statusCode).toBe(200);
    expect(loggedUserSchema.parse(json(right)).person.email).toBe('joao.novo@demo.gov.br');
  });

  it('throttles wrong current passwords with the login rule: parallel guesses get no more tries than the limit, and the login waits too', async () => {
    await server.stop();
    server = testServer({ loginThrottle: { maxFailures: 3, windowSeconds: 60 } });
    const token = await tokenFor(server.app, 'servidor@demo.gov.br');
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => updateMe(token, { email: 'tomada@demo.gov.br', current_password: `errada${i}` })),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(47);
    const right = await updateMe(token, { email: 'tomada@demo.gov.br', current_password: 'demo1234' });
    expect(right.statusCode).toBe(429);
    expect(json(right)).toEqual({ message: m.tooManyAttempts });
    expect((await loginRequest(server.app, { email: 'servidor@demo.gov.br' })).statusCode).toBe(429);
  });

  it('changes the password only with the right current password', async () => {
    const token = await tokenFor(server.app, 'senha@demo.gov.br');
    const wrong = await updateMe(token, { current_password: 'errada123', password: 'novaSenha1', password_confirmation: 'novaSenha1' });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors).toEqual({ current_password: [m.currentPasswordWrong] });
    expect((await loginRequest(server.app, { email: 'senha@demo.gov.br' }, 'novaSenha1')).statusCode).toBe(401);
  });

  it('changes the password, clears the password flags and ends the other sessions only', async () => {
    const other = await tokenFor(server.app, 'importacao@demo.gov.br');
    const token = await tokenFor(server.app, 'importacao@demo.gov.br');
    const response = await updateMe(token, { current_password: 'demo1234', password: 'novaSenha1', password_confirmation: 'novaSenha1' });
    expect(response.statusCode).toBe(200);
    expect(loggedUserSchema.parse(json(response))).toMatchObject({ reset_password_on_login: false, need_update_password: false });
    const me = (bearerToken: string) => server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(bearerToken) });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await loginRequest(server.app, { email: 'importacao@demo.gov.br' })).statusCode).toBe(401);
    expect((await loginRequest(server.app, { email: 'importacao@demo.gov.br' }, 'novaSenha1')).statusCode).toBe(200);
  });

  it('ends the realtime subscriptions of the other sessions at once, not those of this one', async () => {
    const forgotten: number[] = [];
    const hub = createRealtimeHub();
    hub.attach({ broadcast: () => {}, onlineUserIds: () => new Set(), forgetToken: (tokenId) => void forgotten.push(tokenId) });
    const own = testServer({ realtime: hub });
    try {
      await tokenFor(own.app, 'importacao@demo.gov.br');
      await tokenFor(own.app, 'importacao@demo.gov.br');
      const token = await tokenFor(own.app, 'importacao@demo.gov.br');
      const ids = own.db.prepare("SELECT t.id FROM access_tokens t JOIN users u ON u.id = t.user_id JOIN people p ON p.id = u.person_id WHERE p.email = 'importacao@demo.gov.br' ORDER BY t.id").pluck().all() as number[];
      const response = await own.app.inject({ method: 'PUT', url: '/api/user/me', headers: bearer(token), payload: { current_password: 'demo1234', password: 'novaSenha1', password_confirmation: 'novaSenha1' } });
      expect(response.statusCode).toBe(200);
      expect(forgotten).toEqual(ids.slice(0, 2));
    } finally {
      await own.stop();
    }
  });

  it('clears need_update_password after a password change', async () => {
    const token = await tokenFor(server.app, 'senha@demo.gov.br');
    const response = await updateMe(token, { current_password: 'demo1234', password: 'outra1234', password_confirmation: 'outra1234' });
    expect(loggedUserSchema.parse(json(response)).need_update_password).toBe(false);
  });

  it('lets a citizen update their own profile', async () => {
    const token = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    const response = await updateMe(token, { cellphone: '(35) 3421-1234' });
    expect(response.statusCode).toBe(200);
    expect(loggedUserSchema.parse(json(response)).person.cellphone).toBe('3534211234');
  });

  const invalid: Array<[string, unknown, Record<string, string[]>]> = [
    ['a single-word name', { name: 'João' }, { name: [v.fullName] }],
    ['an invalid e-mail', { email: 'joao@' }, { email: [v.email] }],
    ['an invalid cellphone', { cellphone: '123' }, { cellphone: [v.cellphone] }],
    ['a weak password', { current_password: 'demo1234', password: 'abcdefgh', password_confirmation: 'abcdefgh' }, { password: [v.password] }],
    ['a password without the current one', { password: 'novaSenha1', password_confirmation: 'novaSenha1' }, { current_password: [v.required] }],
    ['a confirmation that differs', { current_password: 'demo1234', password: 'novaSenha1', password_confirmation: 'outra' }, { password_confirmation: [v.confirmed] }],
    ['an unknown gender', { gender: 'x' }, { gender: [v.invalid] }],
    ['a wrongly typed preference', { user_preferences: { default_inbox_sort: 5 } }, { 'user_preferences.default_inbox_sort': [v.invalid] }],
    ['a huge signature', { textualSignature: 'x'.repeat(5000) }, { textualSignature: [v.max(255)] }],
    ['an array', [1, 2], { body: [v.invalid] }],
  ];

  it.each(invalid)('answers 422 with field errors for %s', async (_, payload, errors) => {
    const token = await tokenFor(server.app, 'servidor@demo.gov.br');
    const response = await updateMe(token, payload);
    expect(response.statusCode).toBe(422);
    const body = apiErrorBodySchema.parse(json(response));
    expect(body.errors).toEqual(errors);
  });

  it('answers 400 with errors.body to malformed JSON and 401 without a token', async () => {
    const token = await tokenFor(server.app, 'servidor@demo.gov.br');
    const malformed = await server.app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toEqual({ message: m.malformedJson, errors: { body: [m.malformedJson] } });
    expect((await server.app.inject({ method: 'PUT', url: '/api/user/me', payload: {} })).statusCode).toBe(401);
  });
});
