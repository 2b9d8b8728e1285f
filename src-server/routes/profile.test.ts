import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginType, loggedUserSchema } from '../../src-shared/api/auth';
import { photoUploadResponseSchema, profileSchema, THUMBNAIL_SIZE } from '../../src-shared/api/profile';
import { messages } from '../../src-shared/messages';
import { createMoodleClient } from '../moodle/client';
import { closedPort } from '../testing/localServer';
import { startMoodleFixture, type MoodleFixture } from '../testing/moodleFixture';
import { multipartBody, SAMPLE } from '../testing/multipart';
import { bearer, json, testServer, tokenFor, type TestServer } from '../testing/harness';

const p = messages.profileEditor.server;
const m = messages.server;
const v = messages.validation;
let server: TestServer;
let moodle: MoodleFixture | undefined;
beforeEach(() => {
  server = testServer();
});
afterEach(async () => {
  await server.stop();
  await moodle?.stop();
  moodle = undefined;
});

const citizen = () => tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
const clerk = () => tokenFor(server.app, 'servidor@demo.gov.br');
const getProfile = async (token: string) => profileSchema.parse(json(await server.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })));
const putProfile = (token: string, payload: object) => server.app.inject({ method: 'PUT', url: '/api/user/profile', headers: bearer(token), payload });
const upload = (token: string, filename: string, type: string, content: Buffer, name = 'profile') => {
  const body = multipartBody([{ name, filename, type, content }]);
  return server.app.inject({ method: 'POST', url: '/api/person/image', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};
const image = (key: string, token: string) => server.app.inject({ method: 'GET', url: `/api/person/image/${key}`, headers: bearer(token) });
const png = (width = 800, height = 500) => sharp({ create: { width, height, channels: 3, background: '#1b3a6b' } }).png().toBuffer();

describe('GET /api/user/profile', () => {
  it('answers every Profile field of the logged user, notification settings on by default', async () => {
    const profile = await getProfile(await citizen());
    expect(profile).toMatchObject({
      name: 'Carlos Eduardo Nogueira',
      cpfCnpj: '51937468291',
      email: 'cidadao@demo.gov.br',
      dateOfBirth: '1975-01-30',
      gender: 'male',
      photo_link: null,
      profile_remote_file_key: null,
      address_id: null,
      is_staff: false,
    });
    expect(Object.values(profile.external_notification_settings)).toEqual([true, true, true, true, true, true]);
  });
});

describe('PUT /api/user/profile', () => {
  it('saves personal data, the address and the notification settings', async () => {
    const token = await citizen();
    const response = await putProfile(token, {
      name: 'Carlos Eduardo Nogueira Filho',
      cellphone: '(35) 99876-1299',
      dateOfBirth: '1976-02-29',
      gender: 'other',
      address: { zip: '01001-000', street: 'Praça da Sé', number: '10', neighborhood: 'Sé', complement: '', city: 'São Paulo', state: 'sp' },
      external_notification_settings: { enable_reply_internal_email: false },
    });
    expect(response.statusCode).toBe(200);
    const profile = profileSchema.parse(json(response));
    expect(profile).toMatchObject({ name: 'Carlos Eduardo Nogueira Filho', cellphone: '35998761299', dateOfBirth: '1976-02-29', gender: 'other' });
    expect(profile.address).toEqual({ zip: '01001000', street: 'Praça da Sé', number: '10', neighborhood: 'Sé', complement: null, city: 'São Paulo', state: 'SP' });
    expect(profile.external_notification_settings.enable_reply_internal_email).toBe(false);
    expect(profile.external_notification_settings.enable_forward_internal_email).toBe(true);
    expect(await getProfile(token)).toEqual(profile);
  });

  it('answers each field rule of §5 on its field', async () => {
    const response = await putProfile(await citizen(), {
      name: 'Carlos',
      cellphone: '123',
      dateOfBirth: '2020-02-30',
      email: 'sem-arroba',
      address: { zip: '123', state: 'São Paulo' },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      name: [v.fullName],
      cellphone: [v.cellphone],
      dateOfBirth: [v.birthday],
      email: [v.email],
      'address.zip': [messages.profileEditor.zipInvalid],
      'address.state': [messages.profileEditor.stateInvalid],
    });
  });

  it('keeps the CPF: it identifies the account and cannot be changed, not even to a valid one', async () => {
    const token = await citizen();
    const response = await putProfile(token, { cpfCnpj: '529.982.247-25' });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({ cpfCnpj: [p.cpfLocked] });
    expect((await putProfile(token, { cpfCnpj: '519.374.682-91' })).statusCode).toBe(200);
    expect((await getProfile(token)).cpfCnpj).toBe('51937468291');
  });

  it("sets a missing CPF once, refusing another person's with §5's message", async () => {
    const token = await citizen();
    server.db.prepare("UPDATE people SET cpf_cnpj = NULL WHERE email = 'cidadao@demo.gov.br'").run();
    const taken = await putProfile(token, { cpfCnpj: '37192584673' });
    expect(json(taken).errors).toEqual({ cpfCnpj: ['Cpf existente ou inválido'] });
    expect((await putProfile(token, { cpfCnpj: '529.982.247-25' })).statusCode).toBe(200);
    expect((await getProfile(token)).cpfCnpj).toBe('52998224725');
  });

  it('changes the e-mail only with the current password, as PUT user/me does, and refuses a taken one', async () => {
    const token = await citizen();
    expect(json(await putProfile(token, { email: 'carlos.novo@demo.gov.br' })).errors).toEqual({ current_password: [m.currentPasswordForEmail] });
    expect(json(await putProfile(token, { email: 'carlos.novo@demo.gov.br', current_password: 'errada123' })).errors).toEqual({
      current_password: [m.currentPasswordWrong],
    });
    expect(json(await putProfile(token, { email: 'admin@demo.gov.br', current_password: 'demo1234' })).errors).toEqual({ email: ['E-mail existente ou inválido'] });
    const right = await putProfile(token, { email: 'Carlos.Novo@demo.gov.br', current_password: 'demo1234' });
    expect(profileSchema.parse(json(right)).email).toBe('carlos.novo@demo.gov.br');
  });

  it('takes the responsible person and secondary CPF from company accounts only', async () => {
    const token = await citizen();
    const refused = await putProfile(token, { responsibility: 'Maria', secondaryCpfCnpj: '529.982.247-25' });
    expect(json(refused).errors).toEqual({ responsibility: [p.companyOnly], secondaryCpfCnpj: [p.companyOnly] });
    server.db.prepare("UPDATE people SET person_type = 'organization' WHERE email = 'cidadao@demo.gov.br'").run();
    expect(json(await putProfile(token, { secondaryCpfCnpj: '123.456.789-00' })).errors).toEqual({ secondaryCpfCnpj: [v.cpf] });
    const saved = profileSchema.parse(json(await putProfile(token, { responsibility: 'Maria Souza Lima', secondaryCpfCnpj: '529.982.247-25' })));
    expect(saved).toMatchObject({ type: 'organization', responsibility: 'Maria Souza Lima', secondaryCpfCnpj: '52998224725' });
    expect(json(await putProfile(token, { type: 'contact' })).errors).toEqual({ type: [p.typeLocked] });
  });

  it('keeps the textual signature and the inbox sort for staff; a citizen sending them is refused', async () => {
    const refused = await putProfile(await citizen(), { textualSignature: 'Carlos', user_preferences: { default_inbox_sort: 'createdAt' } });
    expect(json(refused).errors).toEqual({ textualSignature: [p.staffOnly], 'user_preferences.default_inbox_sort': [p.staffOnly] });
    const token = await clerk();
    const saved = profileSchema.parse(
      json(await putProfile(token, { textualSignature: 'João Pedro — Protocolo', user_preferences: { default_inbox_sort: 'createdAt' }, external_notification_settings: { enable_new_sector_tasks: false } })),
    );
    expect(saved).toMatchObject({ textualSignature: 'João Pedro — Protocolo', user_preferences: { default_inbox_sort: 'createdAt' }, is_staff: true });
    expect(saved.external_notification_settings.enable_new_sector_tasks).toBe(false);
    const me = loggedUserSchema.parse(json(await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })));
    expect(me.user_preferences.default_inbox_sort).toBe('createdAt');
    expect(me.person.textualSignature).toBe('João Pedro — Protocolo');
  });
});

describe('the profile photo', () => {
  it('takes the type from the bytes: a PNG named .pdf is a PNG; a thumbnail is square at 256 px and the original keeps its size', async () => {
    const token = await citizen();
    const response = await upload(token, 'documento.pdf', 'application/pdf', await png(800, 500));
    expect(response.statusCode).toBe(201);
    const answer = photoUploadResponseSchema.parse(json(response));
    expect(answer.url).toBe(`person/image/${answer.remote_thumbnail_file_key}`);
    const original = await image(answer.remote_file_key, token);
    expect(original.headers['content-type']).toBe('image/png');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'png', width: 800, height: 500 });
    const thumbnail = await image(answer.remote_thumbnail_file_key, token);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE });
    const profile = await getProfile(token);
    expect(profile).toMatchObject({ profile_remote_file_key: answer.remote_file_key, profile_remote_thumbnail_file_key: answer.remote_thumbnail_file_key, photo_link: answer.url });
  });

  it('refuses a text file named .png, an SVG and bytes that only start like an image', async () => {
    const token = await citizen();
    for (const [name, type, content] of [
      ['foto.png', 'image/png', SAMPLE.txt],
      ['foto.svg', 'image/svg+xml', SAMPLE.svg],
    ] as const) {
      const response = await upload(token, name, type, content);
      expect(response.statusCode).toBe(422);
      expect(json(response)).toEqual({ message: p.photoType, errors: { profile: [p.photoType] } });
    }
    const broken = await upload(token, 'foto.png', 'image/png', SAMPLE.png);
    expect(json(broken)).toEqual({ message: p.photoUnreadable, errors: { profile: [p.photoUnreadable] } });
    expect((await upload(token, 'foto.png', 'image/png', await png(), 'files[]')).statusCode).toBe(422);
    expect((await getProfile(token)).photo_link).toBeNull();
  });

  it('strips the metadata (EXIF, GPS) from the stored original', async () => {
    const token = await citizen();
    const withExif = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#808080' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Carlos', ImageDescription: 'Rua das Flores 10' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '21/1 30/1 0/1' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const answer = photoUploadResponseSchema.parse(json(await upload(token, 'foto.jpg', 'image/jpeg', withExif)));
    const stored = (await image(answer.remote_file_key, token)).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Rua das Flores'))).toBe(false);
  });

  it('replaces the keys on a new upload and clears them on removal', async () => {
    const token = await citizen();
    const first = photoUploadResponseSchema.parse(json(await upload(token, 'a.png', 'image/png', await png())));
    const second = photoUploadResponseSchema.parse(json(await upload(token, 'b.png', 'image/png', await png(400, 400))));
    expect(second.remote_file_key).not.toBe(first.remote_file_key);
    expect((await image(first.remote_file_key, token)).statusCode).toBe(404);
    const me = loggedUserSchema.parse(json(await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })));
    expect(me.person.photo_link).toBe(second.url);

    const removed = await server.app.inject({ method: 'DELETE', url: '/api/person/image', headers: bearer(token) });
    expect(removed.statusCode).toBe(204);
    expect(await getProfile(token)).toMatchObject({ photo_link: null, profile_remote_file_key: null, profile_remote_thumbnail_file_key: null });
    expect((await image(second.remote_file_key, token)).statusCode).toBe(404);
  });

  it("shows a photo to its owner, a staff photo to staff, and a citizen's photo to no one else", async () => {
    const citizenToken = await citizen();
    const staffToken = await clerk();
    const colleague = await tokenFor(server.app, 'servidora@demo.gov.br');
    const citizenPhoto = photoUploadResponseSchema.parse(json(await upload(citizenToken, 'a.png', 'image/png', await png())));
    const staffPhoto = photoUploadResponseSchema.parse(json(await upload(staffToken, 'b.png', 'image/png', await png())));
    expect((await image(staffPhoto.remote_thumbnail_file_key, colleague)).statusCode).toBe(200);
    expect((await image(citizenPhoto.remote_thumbnail_file_key, staffToken)).statusCode).toBe(404);
    expect((await image(staffPhoto.remote_thumbnail_file_key, citizenToken)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `/api/person/image/${citizenPhoto.remote_file_key}` })).statusCode).toBe(401);
  });
});

describe('the per-IP limit profile', () => {
  it('holds PUT user/profile and photo uploads, each counted on its own', async () => {
    await server.stop();
    server = testServer({ rateLimits: { profile: { max: 2, windowSeconds: 60 } } });
    const token = await citizen();
    expect((await putProfile(token, { gender: 'male' })).statusCode).toBe(200);
    expect((await putProfile(token, { gender: 'male' })).statusCode).toBe(200);
    expect((await putProfile(token, { gender: 'male' })).statusCode).toBe(429);
    expect((await upload(token, 'a.png', 'image/png', await png())).statusCode).toBe(201);
    expect((await upload(token, 'b.png', 'image/png', await png())).statusCode).toBe(201);
    expect((await upload(token, 'c.png', 'image/png', await png())).statusCode).toBe(429);
  });
});

describe('PATCH /api/contact/first-login and GET /api/citizen/contact/uuid', () => {
  it("leaves a citizen's first visit to the portal: a citizen login does not record it, a staff login does", async () => {
    const flag = (email: string) => server.db.prepare<[string], number>('SELECT has_been_logged FROM users JOIN people ON people.id = users.person_id WHERE email = ?').pluck().get(email);
    server.db.prepare('UPDATE users SET has_been_logged = 0').run();
    await citizen();
    expect(flag('cidadao@demo.gov.br')).toBe(0);
    await clerk();
    expect(flag('servidor@demo.gov.br')).toBe(1);
  });

  it('records whether the user has been logged', async () => {
    const token = await citizen();
    const patch = (hasBeenLogged: unknown) =>
      server.app.inject({ method: 'PATCH', url: '/api/contact/first-login', headers: bearer(token), payload: { hasBeenLogged } as object });
    expect(json(await patch(false))).toEqual({ hasBeenLogged: false });
    const me = () => server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(loggedUserSchema.parse(json(await me())).hasBeenLogged).toBe(false);
    expect(json(await patch(true))).toEqual({ hasBeenLogged: true });
    expect(loggedUserSchema.parse(json(await me())).hasBeenLogged).toBe(true);
    expect((await patch('sim')).statusCode).toBe(422);
  });

  it("answers a citizen's contact uuid, 403 for staff and 401 without a session", async () => {
    const token = await citizen();
    const uuid = server.db.prepare<[], string>("SELECT uuid FROM people WHERE email = 'cidadao@demo.gov.br'").pluck().get();
    expect(json(await server.app.inject({ method: 'GET', url: '/api/citizen/contact/uuid', headers: bearer(token) }))).toEqual({ uuid });
    expect((await server.app.inject({ method: 'GET', url: '/api/citizen/contact/uuid', headers: bearer(await clerk()) })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/citizen/contact/uuid' })).statusCode).toBe(401);
  });
});

describe('GET /api/auth/moodle', () => {
  const enableMoodle = (on: 0 | 1) => server.db.prepare('UPDATE organization SET is_moodle_enabled = ?').run(on);
  const withMoodle = async (options: Parameters<typeof startMoodleFixture>[0] = {}, token?: string) => {
    moodle = await startMoodleFixture(options);
    await server.stop();
    server = testServer({ moodle: createMoodleClient({ baseUrl: moodle.url, token: token ?? moodle.token }) });
    enableMoodle(1);
  };
  const call = async (token: string) => server.app.inject({ method: 'GET', url: '/api/auth/moodle', headers: bearer(token) });

  it("answers the platform's one-time login URL for the user's e-mail, which works once", async () => {
    await withMoodle();
    const response = await call(await clerk());
    expect(response.statusCode).toBe(200);
    const { loginurl } = json<{ loginurl: string }>(response);
    expect(loginurl).toMatch(new RegExp(`^${moodle!.url}/auth/userkey/login\\.php\\?key=[0-9a-f]{40}$`));
    expect(moodle!.requests).toEqual([
      expect.objectContaining({
        wstoken: '(right token)',
        wsfunction: 'auth_userkey_request_login_url',
        'user[email]': 'servidor@demo.gov.br',
        'user[firstname]': 'João',
        'user[lastname]': 'Pedro Almeida',
      }),
    ]);
    const page = await fetch(loginurl);
    expect(await page.text()).toContain('servidor@demo.gov.br');
    expect((await fetch(loginurl)).status).toBe(403);
  });

  it('answers 502 with "Erro ao redirecionar a plataforma EAD" when the platform refuses or fails, 503 unconfigured', async () => {
    const failure = { message: 'Erro ao redirecionar a plataforma EAD' };
    await withMoodle({}, 'token-errado');
    const refused = await call(await clerk());
    expect([refused.statusCode, json(refused)]).toEqual([502, failure]);
    await moodle!.stop();
    await withMoodle({ failWith: 500 });
    expect((await call(await clerk())).statusCode).toBe(502);
    await server.stop();
    server = testServer({ moodle: createMoodleClient({ baseUrl: `http://127.0.0.1:${await closedPort()}`, token: 'x' }) });
    enableMoodle(1);
    expect([(await call(await clerk())).statusCode, json(await call(await clerk()))]).toEqual([502, failure]);
    await server.stop();
    server = testServer();
    enableMoodle(1);
    expect([(await call(await clerk())).statusCode, json(await call(await clerk()))]).toEqual([503, failure]);
  });

  it('is refused when the organisation has no learning platform, and to citizens', async () => {
    await withMoodle();
    enableMoodle(0);
    const off = await call(await clerk());
    expect([off.statusCode, json(off)]).toEqual([403, { message: p.moodleDisabled }]);
    enableMoodle(1);
    expect((await call(await citizen())).statusCode).toBe(403);
    expect(moodle!.requests).toEqual([]);
  });
});
