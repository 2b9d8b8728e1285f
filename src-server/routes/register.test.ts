// POST /api/user/register, read as the companion's rules (§3 signup form, §5 messages, §7 call):
// every bad input answers its message under its field, duplicates answer only "existente ou
// inválido", a company needs its responsible person and their CPF, the state and city are IBGE's,
// reCAPTCHA is checked with the siteverify fixture when the organisation turns it on, the
// verification e-mail reaches MailDev, and the new citizen is logged in to verify the account.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { registerResponseSchema, type RegisterRequest } from '../../src-shared/api/signup';
import { messages } from '../../src-shared/messages';
import { createMailer } from '../mail/mailer';
import { bearer, json, testServer, type TestServer } from '../testing/harness';
import { startIbgeFixture, type IbgeFixture } from '../testing/ibgeFixture';
import { closedPort } from '../testing/localServer';
import { startMailDevFixture, type MailDevFixture } from '../testing/mailDevFixture';
import { RECAPTCHA_FIXTURE_SECRET, RECAPTCHA_FIXTURE_TOKEN, startRecaptchaFixture, type RecaptchaFixture } from '../testing/recaptchaFixture';

const v = messages.validation;
const s = messages.signup.server;
const PASSWORD = 'senha1234';
const CPF = '00722569157';
const OTHER_CPF = '66817157102';
const CNPJ = '44074112675445';

let mailDev: MailDevFixture;
let ibge: IbgeFixture;
let recaptcha: RecaptchaFixture;
let server: TestServer;
let logs: string[];

beforeAll(async () => {
  [mailDev, ibge, recaptcha] = await Promise.all([startMailDevFixture(), startIbgeFixture(), startRecaptchaFixture()]);
});
afterAll(async () => {
  await Promise.all([mailDev.stop(), ibge.stop(), recaptcha.stop()]);
});
afterEach(() => server.stop());

function start(options: Parameters<typeof testServer>[0] = {}) {
  logs = [];
  server = testServer({
    mailer: createMailer({ smtpUrl: mailDev.smtpUrl, from: 'Prefeitura de Vale Verde <nao-responda@valeverde.gov.br>' }),
    ibgeUrl: ibge.url,
    recaptcha: { secret: RECAPTCHA_FIXTURE_SECRET, verifyUrl: recaptcha.url },
    logger: { level: 'debug', stream: { write: (line: string) => logs.push(line) } },
    ...options,
  });
  return server;
}

let seq = 0;
function citizen(overrides: Partial<Omit<RegisterRequest, 'person'>> & { person?: Partial<RegisterRequest['person']> } = {}): RegisterRequest {
  seq += 1;
  const { person, ...rest } = overrides;
  return {
    type: 'contact',
    origin: 'external',
    person: {
      name: 'Joana Darc Ferreira',
      cpfCnpj: '007.225.691-57',
      dateOfBirth: '1990-04-12',
      gender: 'female',
      cellphone: '(35) 99876-1204',
      email: `Joana.${seq}@Exemplo.com.br`,
      address: { zip: '01001-000', state: 'SP', city: 'SAO PAULO', street: 'Praça da Sé', number: '10', neighborhood: 'Sé', complement: 'lado ímpar' },
      ...person,
    },
    password: PASSWORD,
    password_confirmation: PASSWORD,
    acceptTerm: true,
    ...rest,
  };
}

const company = (person: Partial<RegisterRequest['person']> = {}) =>
  citizen({ type: 'organization', person: { name: 'Padaria Pão Quente Ltda', cpfCnpj: CNPJ, responsibility: 'Paulo Roberto Dias', secondaryCpfCnpj: OTHER_CPF, ...person } });

const register = (body: unknown, remoteAddress = '127.0.0.1') =>
  server.app.inject({ method: 'POST', url: '/api/user/register', payload: body as object, remoteAddress, headers: { host: 'portal.valeverde.gov.br' } });

const errorsOf = (response: { json: () => unknown }) => (response.json() as { errors?: Record<string, string[]> }).errors ?? {};
const firstErrors = (response: { json: () => unknown }) => Object.fromEntries(Object.entries(errorsOf(response)).map(([key, list]) => [key, list[0]]));
const accounts = () => server.db.prepare('SELECT count(*) FROM users').pluck().get() as number;
const personByCpf = (cpf: string) => server.db.prepare('SELECT * FROM people WHERE cpf_cnpj = ?').get(cpf) as Record<string, unknown> | undefined;
const userOf = (personId: unknown) => server.db.prepare('SELECT * FROM users WHERE person_id = ?').get(personId) as Record<string, unknown>;
const setRecaptcha = (on: boolean) => server.db.prepare('UPDATE organization SET recaptcha_enabled = ?, recaptcha_site_key = ? WHERE id = 1').run(on ? 1 : 0, on ? 'site-key-publica' : null);

describe('POST /api/user/register: a citizen signs up', () => {
  it('makes an external, unverified account that accepted the terms, logs it in and mails the verification code', async () => {
    start();
    const body = citizen();
    const response = await register(body);
    expect(response.statusCode, response.body).toBe(200);
    const answer = registerResponseSchema.parse(json(response));
    expect(answer.verification_sent).toBe(true);

    const person = personByCpf(CPF);
    expect(person).toMatchObject({
      name: 'Joana Darc Ferreira',
      email: body.person.email.toLowerCase(),
      cellphone: '35998761204',
      gender: 'female',
      date_of_birth: '1990-04-12',
      person_type: 'contact',
      responsibility: null,
      secondary_cpf_cnpj: null,
      address_zip: '01001000',
      address_state: 'SP',
      // IBGE's spelling, whatever was typed.
      address_city: 'São Paulo',
    });
    const user = userOf(person?.id);
    expect(user).toMatchObject({ origin: 'external', has_internal_access: 0, account_verified_at: null, status: 'enabled' });
    expect(user.accepted_terms_at).toBe(new Date(server.clock.now()).toISOString());
    expect(String(user.password_hash)).not.toContain(PASSWORD);

    // Logged in as a citizen: the portal goes on to verify the account.
    const me = await server.app.inject({ method: 'GET', url: '/api/user/verification', headers: bearer(answer.access_token) });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toMatchObject({ verified: false, email: body.person.email.toLowerCase(), code_sent: true });
    const token = server.db.prepare('SELECT login_type FROM access_tokens ORDER BY id DESC LIMIT 1').pluck().get();
    expect(token).toBe(LoginType.EXTERNAL_NATIVE);

    const mails = (await mailDev.messages()).filter((mail) => mail.to.some((to) => to.address === body.person.email.toLowerCase()));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/Código: \d{6}/);
    expect(mails[0]?.text).toContain('http://portal.valeverde.gov.br/app/citizen/v2/verify-account?token=');
    // Neither the password nor the code is logged.
    expect(logs.join('\n')).not.toContain(PASSWORD);
    expect(logs.join('\n')).not.toContain(/Código: (\d{6})/.exec(mails[0]?.text ?? '')?.[1] ?? 'no code');
  });

  it('makes a company (Pessoa jurídica) with its responsible person and their CPF', async () => {
    start();
    const response = await register(company());
    expect(response.statusCode, response.body).toBe(200);
    expect(personByCpf(CNPJ)).toMatchObject({ person_type: 'organization', responsibility: 'Paulo Roberto Dias', secondary_cpf_cnpj: OTHER_CPF });
  });

  it('keeps the account when the verification e-mail cannot go out, and says so', async () => {
    start({ mailer: null });
    const response = await register(citizen());
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({ verification_sent: false });
    expect(personByCpf(CPF)).toBeDefined();
  });
});

describe('POST /api/user/register: the rules of §5, each under its field', () => {
  it.each<[string, RegisterRequest, string, string]>([
    ['a missing name', citizen({ person: { name: '' } }), 'person.name', v.required],
    ['a single name', citizen({ person: { name: 'Joana' } }), 'person.name', v.fullName],
    ['a wrong CPF', citizen({ person: { cpfCnpj: '123.456.789-00' } }), 'person.cpfCnpj', v.cpf],
    ['a CNPJ for a citizen', citizen({ person: { cpfCnpj: CNPJ } }), 'person.cpfCnpj', v.cpf],
    ['a CPF for a company', company({ cpfCnpj: CPF }), 'person.cpfCnpj', v.cnpj],
    ['a company without its responsible person', company({ responsibility: '' }), 'person.responsibility', v.required],
    ['a company without the secondary CPF', company({ secondaryCpfCnpj: null }), 'person.secondaryCpfCnpj', v.required],
    ['a company with a wrong secondary CPF', company({ secondaryCpfCnpj: '11111111111' }), 'person.secondaryCpfCnpj', v.cpf],
    ['a birthday in the future', citizen({ person: { dateOfBirth: '2999-01-01' } }), 'person.dateOfBirth', v.birthday],
    ['an absurd birthday', citizen({ person: { dateOfBirth: '1850-01-01' } }), 'person.dateOfBirth', v.birthday],
    ['a date that does not exist', citizen({ person: { dateOfBirth: '1990-02-30' } }), 'person.dateOfBirth', v.birthday],
    ['a missing gender', citizen({ person: { gender: '' as 'male' } }), 'person.gender', v.required],
    ['a gender outside the list', citizen({ person: { gender: 'x' as 'male' } }), 'person.gender', v.invalid],
    ['a wrong telephone', citizen({ person: { cellphone: '(35) 1234' } }), 'person.cellphone', v.cellphone],
    ['a wrong e-mail', citizen({ person: { email: 'joana@exemplo' } }), 'person.email', v.email],
    ['a short password', citizen({ password: 'abc123', password_confirmation: 'abc123' }), 'password', v.password],
    ['a password without digits', citizen({ password: 'senhasenha', password_confirmation: 'senhasenha' }), 'password', v.password],
    ['a confirmation that differs', citizen({ password_confirmation: 'senha12345' }), 'password_confirmation', v.confirmed],
    ['a CEP without 8 digits', citizen({ person: { address: { ...citizen().person.address, zip: '0100100' } } }), 'person.address.zip', messages.signup.zipInvalid],
    ['a missing street', citizen({ person: { address: { ...citizen().person.address, street: ' ' } } }), 'person.address.street', v.required],
    ['a missing number', citizen({ person: { address: { ...citizen().person.address, number: '' } } }), 'person.address.number', v.required],
    ['a state IBGE does not know', citizen({ person: { address: { ...citizen().person.address, state: 'XX' } } }), 'person.address.state', s.stateUnknown],
    ['a city not in the state', citizen({ person: { address: { ...citizen().person.address, city: 'Brasília' } } }), 'person.address.city', s.cityUnknown],
    ['the terms not accepted', citizen({ acceptTerm: false as true }), 'acceptTerm', messages.signup.acceptTermRequired],
  ])('refuses %s with 422 and its message', async (_case, body, field, message) => {
    start();
    const response = await register(body);
    expect(response.statusCode, response.body).toBe(422);
    expect(firstErrors(response)[field]).toBe(message);
    expect(personByCpf(CPF)).toBeUndefined();
  });

  it('lists every field error of a bad body at once, keyed as the portal finds its step', async () => {
    start();
    const response = await register({ type: 'organization', origin: 'external', person: { address: {} }, password: '', acceptTerm: false });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response))).toEqual(
      expect.arrayContaining(['person.name', 'person.cpfCnpj', 'person.dateOfBirth', 'person.gender', 'person.cellphone', 'person.email', 'person.address.zip', 'person.address.city', 'password', 'acceptTerm']),
    );
  });
});

describe('POST /api/user/register: duplicates', () => {
  it('answers only §5’s messages for a CPF or e-mail already in use, and makes nothing', async () => {
    start();
    const first = citizen();
    expect((await register(first)).statusCode).toBe(200);
    const before = accounts();

    const sameCpf = await register(citizen());
    expect(sameCpf.statusCode).toBe(422);
    expect(errorsOf(sameCpf)).toEqual({ 'person.cpfCnpj': ['Cpf existente ou inválido'] });

    const sameEmail = await register(citizen({ person: { cpfCnpj: OTHER_CPF, email: first.person.email.toUpperCase() } }));
    expect(sameEmail.statusCode).toBe(422);
    expect(errorsOf(sameEmail)).toEqual({ 'person.email': ['E-mail existente ou inválido'] });

    // A staff member's CPF and e-mail get the same answers: nothing says whose they are.
    const staff = await register(citizen({ person: { cpfCnpj: '28416357919', email: 'admin@demo.gov.br' } }));
    expect(errorsOf(staff)).toEqual({ 'person.cpfCnpj': ['Cpf existente ou inválido'], 'person.email': ['E-mail existente ou inválido'] });
    expect(accounts()).toBe(before);
  });
});

describe('POST /api/user/register: reCAPTCHA', () => {
  it('is not asked for while the organisation keeps it off', async () => {
    start();
    const calls = recaptcha.requests.length;
    expect((await register(citizen())).statusCode).toBe(200);
    expect(recaptcha.requests.length).toBe(calls);
  });

  it('when on, checks the token with the verifier (secret, response and address, form-encoded) and accepts a good one', async () => {
    start();
    setRecaptcha(true);
    const response = await register(citizen({ 'g-recaptcha-response': RECAPTCHA_FIXTURE_TOKEN }), '198.51.100.4');
    expect(response.statusCode, response.body).toBe(200);
    expect(recaptcha.requests.at(-1)).toEqual({
      response: RECAPTCHA_FIXTURE_TOKEN,
      remoteip: '198.51.100.4',
      secretMatched: true,
      contentType: 'application/x-www-form-urlencoded',
    });
  });

  it('when on, refuses a missing or failed token under its field, and makes nothing', async () => {
    start();
    setRecaptcha(true);
    for (const token of [undefined, 'token-errado']) {
      const response = await register(citizen(token === undefined ? {} : { 'g-recaptcha-response': token }));
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ 'g-recaptcha-response': [s.recaptchaFailed] });
    }
    expect(personByCpf(CPF)).toBeUndefined();
  });

  it('when on and the verifier is down, answers 503 with a clear message, and makes nothing', async () => {
    start({ recaptcha: { secret: RECAPTCHA_FIXTURE_SECRET, verifyUrl: `http://127.0.0.1:${await closedPort()}` } });
    setRecaptcha(true);
    const response = await register(citizen({ 'g-recaptcha-response': RECAPTCHA_FIXTURE_TOKEN }));
    expect(response.statusCode).toBe(503);
    expect(json(response)).toEqual({ message: s.recaptchaUnavailable });
    expect(personByCpf(CPF)).toBeUndefined();
  });

  it('when on without a configured secret, refuses signups with 503', async () => {
    start({ recaptcha: null });
    setRecaptcha(true);
    const response = await register(citizen({ 'g-recaptcha-response': RECAPTCHA_FIXTURE_TOKEN }));
    expect(response.statusCode).toBe(503);
    expect(json(response)).toEqual({ message: s.recaptchaNotConfigured });
  });

  it('shows in the public organisation profile, with the site key but never the secret', async () => {
    start();
    setRecaptcha(true);
    const profile = await server.app.inject({ method: 'GET', url: '/api/organization/1' });
    expect(json(profile)).toMatchObject({ recaptcha_enabled: true, recaptcha_site_key: 'site-key-publica' });
    expect(profile.body).not.toContain(RECAPTCHA_FIXTURE_SECRET);
  });
});

describe('POST /api/user/register: the address when IBGE is down', () => {
  it('keeps the state and city as typed rather than refusing the citizen', async () => {
    start({ ibgeUrl: `http://127.0.0.1:${await closedPort()}` });
    const response = await register(citizen());
    expect(response.statusCode, response.body).toBe(200);
    expect(personByCpf(CPF)).toMatchObject({ address_state: 'SP', address_city: 'SAO PAULO' });
  });
});

describe('POST /api/user/register: rate limit', () => {
  it('refuses signups past the per-IP limit with 429 and its pt-BR message', async () => {
    start({ rateLimits: { register: { max: 1, windowSeconds: 600 } } });
    expect((await register({})).statusCode).toBe(422);
    const refused = await register(citizen());
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({ message: s.tooMany });
    expect((await register(citizen(), '203.0.113.9')).statusCode).toBe(200);
  });
});
