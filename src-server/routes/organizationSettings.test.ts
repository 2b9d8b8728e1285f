// Organisation settings (companion §2, §3 Organisation, §5, §7 Organisation, §9): PUT /organization
// checks every field (prices with at most 4 decimals, GED address when GED is on, CNPJ, days to the
// first login); the logo is a real PNG or JPEG of limited size, never an SVG; the print layout is
// versioned, previewed through the printouts' own writer and printed on the real printouts; the
// document types' settings are stored and read back by GET document/settings. Each call keeps to
// its tab's permission: manage-organization or manage-doc-settings.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { documentSettingsSchema } from '../../src-shared/api/documents';
import { organizationSchema, type OrganizationInput } from '../../src-shared/api/organization';
import { messages } from '../../src-shared/messages';
import { call, server, admin, useAdminServer } from '../testing/adminServer';
import { bearer, json, tokenFor } from '../testing/harness';
import { createDraft, publish, publishableBody } from '../testing/documents';
import { emailUuid } from '../testing/inbox';
import { multipartBody, SAMPLE } from '../testing/multipart';
import { checkPdf } from '../testing/pdfTools';

useAdminServer();
const o = messages.organizationSettings.server;
const flat = (text: string) => text.replace(/\s+/g, ' ');

const current = async () => organizationSchema.parse(json(await call('GET', '/api/organization/1', admin)));

/** The profile as PUT /organization takes it back, with `changes` applied. */
async function body(changes: Partial<OrganizationInput> = {}): Promise<OrganizationInput> {
  const org = await current();
  return {
    name: org.name,
    type: org.type,
    documentNumber: org.documentNumber,
    telephones: org.telephones,
    address: org.address,
    primary_color: org.primary_color,
    is_ged_module_enabled: org.is_ged_module_enabled,
    is_govbr_login_enable: org.is_govbr_login_enable,
    is_moodle_enabled: org.is_moodle_enabled,
    convert_word_files_on_upload: org.convert_word_files_on_upload,
    is_edoc: org.is_edoc,
    ged_app_url: org.ged_app_url ?? 'https://ged.valeverde.mg.gov.br',
    limit_days_to_first_login: org.limit_days_to_first_login,
    paperPrice: org.paperPrice,
    printPrice: org.printPrice,
    support_url: org.support_url,
    privacy_url: org.privacy_url,
    terms_url: org.terms_url,
    internal_service_letter: org.internal_service_letter,
    external_service_letter: org.external_service_letter,
    ...changes,
  };
}

/** A user who holds only the given permissions, on a role of their own. */
function grantOnly(email: string, permissions: string[]): void {
  const db = server.db;
  const roleId = db.prepare<[], number>("INSERT INTO roles (name, description) VALUES ('Só documentos', NULL) RETURNING id").pluck().get() as number;
  for (const name of permissions) db.prepare('INSERT INTO role_permissions (role_id, permission_id) SELECT ?, id FROM permissions WHERE name = ?').run(roleId, name);
  const userId = db.prepare<[string], number>('SELECT u.id FROM users u JOIN people p ON p.id = u.person_id WHERE p.email = ?').pluck().get(email) as number;
  db.prepare('DELETE FROM user_roles WHERE user_id = ?').run(userId);
  db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(userId, roleId);
}

describe('GET /api/organization/1', () => {
  it('answers the §9 defaults of the new settings: the print layout at version 1 with 25,4 mm margins, and no service letters', async () => {
    const org = await current();
    expect(org).toMatchObject({
      convert_word_files_on_upload: false,
      is_edoc: false,
      document_print_layout_id: 1,
      print_layout: { version: 1, content: '', footer_text: '', margin_y: 25.4, margin_x: 25.4 },
      internal_service_letter: '',
      external_service_letter: '',
      login_images: [],
    });
  });
});

describe('PUT /api/organization', () => {
  it('stores the service letters sanitised: formatting stays, scripts and handlers go', async () => {
    const letter = '<p><strong>Carta</strong> de Serviços</p><script>alert(1)</script><p onclick="steal()">Atendimento</p>';
    const response = await call('PUT', '/api/organization', admin, await body({ internal_service_letter: letter, external_service_letter: letter }));
    expect(response.statusCode, response.body).toBe(200);
    const org = await current();
    for (const stored of [org.internal_service_letter, org.external_service_letter]) {
      expect(stored).toContain('<strong>Carta</strong> de Serviços');
      expect(stored).toContain('Atendimento');
      expect(stored).not.toMatch(/script|onclick|steal/);
    }
  });

  it('saves every general field and answers the profile; prices keep their 4 decimals', async () => {
    const response = await call(
      'PUT',
      '/api/organization',
      admin,
      await body({
        name: 'Prefeitura de Vale Verde',
        type: 'private',
        telephones: [{ number: '(35) 3421-2000' }],
        paperPrice: 0.1234,
        printPrice: 1.5,
        is_edoc: true,
        convert_word_files_on_upload: true,
        limit_days_to_first_login: 10,
        external_service_letter: '<p>Serviços ao cidadão</p>',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const org = await current();
    expect(org).toMatchObject({
      name: 'Prefeitura de Vale Verde',
      type: 'private',
      telephones: [{ number: '(35) 3421-2000' }],
      paperPrice: 0.1234,
      printPrice: 1.5,
      is_edoc: true,
      convert_word_files_on_upload: true,
      limit_days_to_first_login: 10,
      external_service_letter: '<p>Serviços ao cidadão</p>',
    });
    expect(organizationSchema.parse(json(response))).toEqual(org);
  });

  it('refuses more than 4 decimals, negative prices, a bad CNPJ, days outside 1..365, a bad colour, and GED on without its address — field by field, nothing saved', async () => {
    const before = await current();
    const response = await call(
      'PUT',
      '/api/organization',
      admin,
      await body({
        name: ' ',
        paperPrice: 0.12345,
        printPrice: -1,
        documentNumber: '11.111.111/0001-11',
        limit_days_to_first_login: 0,
        primary_color: 'azul',
        is_ged_module_enabled: true,
        ged_app_url: null,
        support_url: 'javascript:alert(1)',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(response).errors).toEqual({
      name: [messages.validation.required],
      paperPrice: [o.priceDecimals],
      printPrice: [o.priceMin],
      documentNumber: [messages.validation.cnpj],
      limit_days_to_first_login: [o.limitDays],
      primary_color: [o.color],
      ged_app_url: [o.gedUrlRequired],
      support_url: [o.url],
    });
    expect(await current()).toEqual(before);
  });

  it('is manage-organization only', async () => {
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    expect((await call('PUT', '/api/organization', clerk, await body())).statusCode).toBe(403);
    grantOnly('servidor@demo.gov.br', ['workspaceAccess', 'manage-doc-settings']);
    expect((await call('PUT', '/api/organization', clerk, await body())).statusCode).toBe(403);
    expect((await call('PUT', '/api/organization/print-layout', clerk, { content: '', footer_text: '', margin_x: 20, margin_y: 20 })).statusCode).toBe(403);
    expect((await call('GET', '/api/organization/document-settings', clerk)).statusCode).toBe(200);
  });
});

describe('POST /api/organization/logo', () => {
  const upload = (part: { filename: string; type: string; content: Buffer }, token = admin) => {
    const { payload, headers } = multipartBody([{ name: 'logo', ...part }]);
    return server.app.inject({ method: 'POST', url: '/api/organization/logo', payload, headers: { ...headers, ...bearer(token) } });
  };

  it('stores a PNG, re-encoded and no larger than 800 px, and serves it as the logo at once', async () => {
    const png = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#1b3a6b' } }).png().toBuffer();
    const response = await upload({ filename: 'logo.png', type: 'image/png', content: png });
    expect(response.statusCode, response.body).toBe(200);
    expect(organizationSchema.parse(json(response)).logoLink).toBe('/api/organization/1/logo?v=2');
    const logo = await server.app.inject({ method: 'GET', url: '/api/organization/1/logo' });
    expect(logo.headers['content-type']).toMatch(/^image\/png/);
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ format: 'png', width: 800, height: 200 });
  });

  it('refuses an SVG, a renamed text and a damaged PNG (422) and a file over 2 MB (413); the logo stays', async () => {
    const before = (await server.app.inject({ method: 'GET', url: '/api/organization/1/logo' })).rawPayload;
    for (const [content, reason] of [
      [SAMPLE.svg, o.logoType],
      [SAMPLE.txt, o.logoType],
      [SAMPLE.png, o.logoUnreadable],
    ] as const) {
      const response = await upload({ filename: 'logo.png', type: 'image/png', content });
      expect(response.statusCode).toBe(422);
      expect(json(response)).toMatchObject({ errors: { logo: [reason] } });
    }
    const huge = Buffer.concat([SAMPLE.png, Buffer.alloc(2 * 1024 * 1024 + 1)]);
    expect((await upload({ filename: 'logo.png', type: 'image/png', content: huge })).statusCode).toBe(413);
    expect((await server.app.inject({ method: 'GET', url: '/api/organization/1/logo' })).rawPayload.equals(before)).toBe(true);
  });

  it('is manage-organization only', async () => {
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer();
    expect((await upload({ filename: 'logo.png', type: 'image/png', content: png }, clerk)).statusCode).toBe(403);
  });
});

describe('login images', () => {
  const upload = async (content: Buffer, token = admin) => {
    const { payload, headers } = multipartBody([{ name: 'image', filename: 'fachada.jpg', type: 'image/jpeg', content }]);
    return server.app.inject({ method: 'POST', url: '/api/organization/login-images', payload, headers: { ...headers, ...bearer(token) } });
  };
  const jpeg = (color: string) => sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).jpeg().toBuffer();

  it('adds up to five images, served publicly in order; removes one; refuses a sixth, an SVG and a clerk', async () => {
    for (const color of ['#111111', '#222222', '#333333', '#444444', '#555555']) expect((await upload(await jpeg(color))).statusCode).toBe(201);
    const images = (await current()).login_images;
    expect(images).toHaveLength(5);
    const first = await server.app.inject({ method: 'GET', url: images[0]!.link });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^image\/jpeg/);
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 64, height: 48 });

    const sixth = await upload(await jpeg('#666666'));
    expect(sixth.statusCode).toBe(422);
    expect(json(sixth)).toMatchObject({ errors: { image: [o.imagesFull(5)] } });
    expect(json(await upload(SAMPLE.svg))).toMatchObject({ errors: { image: [o.imageType] } });
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    expect((await upload(await jpeg('#777777'), clerk)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/organization/login-images/${images[0]!.id}`, clerk)).statusCode).toBe(403);

    const removed = await call('DELETE', `/api/organization/login-images/${images[0]!.id}`, admin);
    expect(organizationSchema.parse(json(removed)).login_images.map((image) => image.id)).toEqual(images.slice(1).map((image) => image.id));
    expect((await server.app.inject({ method: 'GET', url: images[0]!.link })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/organization/login-images/${images[0]!.id}`, admin)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/organization/1/login-images/abc' })).statusCode).toBe(404);
  });
});

describe('print layout', () => {
  const layout = { content: '<p>Estado de Minas Gerais</p><p>Secretaria de Administração</p>', footer_text: 'Praça Tiradentes, 100 — Centro', margin_y: 20, margin_x: 30 };

  it('PUT raises the version at every save and keeps what was sent; margins outside 5..60 mm are refused', async () => {
    expect((await call('PUT', '/api/organization/print-layout', admin, layout)).statusCode).toBe(200);
    const saved = await call('PUT', '/api/organization/print-layout', admin, layout);
    expect(organizationSchema.parse(json(saved)).print_layout).toEqual({ version: 3, ...layout });
    const refused = await call('PUT', '/api/organization/print-layout', admin, { ...layout, margin_y: 2, margin_x: 61 });
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ errors: { margin_y: [o.margin], margin_x: [o.margin] } });
    expect((await current()).print_layout.version).toBe(3);
  });

  it('the preview answers a PDF of a sample page with the header and footer given, saving nothing', async () => {
    const response = await call('POST', '/api/organization/print-layout/preview', admin, layout);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = flat(checkPdf(response.rawPayload).text);
    expect(text).toContain('Estado de Minas Gerais');
    expect(text).toContain('Secretaria de Administração');
    expect(text).toContain('Praça Tiradentes, 100 — Centro');
    expect(text).toContain(messages.organizationSettings.sample.title);
    expect((await current()).print_layout.version).toBe(1);
  });

  it("the real printouts print the saved layout's header and footer", async () => {
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    const uuid = emailUuid(server.db, { sector: 'PROT' });
    const before = flat(checkPdf((await call('GET', `/api/inbox/email/${uuid}/print/standard`, clerk)).rawPayload).text);
    expect(before).not.toContain('Secretaria de Administração');
    await call('PUT', '/api/organization/print-layout', admin, layout);
    for (const [method, kind] of [['GET', 'standard'], ['GET', 'full'], ['POST', 'cover']] as const) {
      const response = await call(method, `/api/inbox/email/${uuid}/print/${kind}`, clerk, method === 'POST' ? { items: [], has_cover: true } : undefined);
      expect(response.statusCode, kind).toBe(200);
      const text = flat(checkPdf(response.rawPayload).text);
      expect(text, kind).toContain('Secretaria de Administração');
      expect(text, kind).toContain('Praça Tiradentes, 100 — Centro');
    }
  });
});

describe('document type settings', () => {
  const sectorId = (symbol: string) => server.db.prepare<[string], number>('SELECT id FROM sectors WHERE symbol = ?').pluck().get(symbol) as number;
  const staffSettings = async () => documentSettingsSchema.parse(json(await call('GET', '/api/document/settings', admin)));

  it('starts from the values that were fixed in code: layouts 1 to 5, the Protocolo receiving requerimentos', async () => {
    const response = await call('GET', '/api/organization/document-settings', admin);
    expect(json(response)).toEqual({
      data: [
        { key: 'oficio', name: 'Ofício', enabled: true, document_print_layout_id: 1, default_recipient_sector_id: null },
        { key: 'memorando', name: 'Memorando', enabled: true, document_print_layout_id: 2, default_recipient_sector_id: null },
        { key: 'circular', name: 'Circular', enabled: true, document_print_layout_id: 3, default_recipient_sector_id: null },
        { key: 'requerimento', name: 'Requerimento', enabled: true, document_print_layout_id: 4, default_recipient_sector_id: sectorId('PROT') },
        { key: 'despacho', name: 'Despacho', enabled: true, document_print_layout_id: 5, default_recipient_sector_id: null },
      ],
    });
  });

  it('PUT stores them; GET document/settings offers only enabled types with their layout and default recipient', async () => {
    const current = json<{ data: { key: string; enabled: boolean; document_print_layout_id: number; default_recipient_sector_id: number | null }[] }>(
      await call('GET', '/api/organization/document-settings', admin),
    ).data;
    const wanted = current.map(({ key, enabled, document_print_layout_id, default_recipient_sector_id }) => ({
      key,
      enabled: key === 'circular' ? false : enabled,
      document_print_layout_id: key === 'oficio' ? 3 : document_print_layout_id,
      default_recipient_sector_id: key === 'oficio' ? sectorId('RH') : default_recipient_sector_id,
    }));
    const response = await call('PUT', '/api/organization/document-settings', admin, { document_types: wanted });
    expect(response.statusCode, response.body).toBe(200);
    const settings = await staffSettings();
    expect(settings.document_types.map((type) => type.key)).toEqual(['oficio', 'memorando', 'requerimento', 'despacho']);
    const oficio = settings.document_types[0]!;
    expect(oficio.document_print_layout_id).toBe(3);
    expect(oficio.default_recipient?.sector_id).toBe(sectorId('RH'));
  });

  it('a type turned off is not published (422 under type); turned on again, the same draft publishes', async () => {
    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    const draft = await createDraft(server.app, clerk, publishableBody(server.db, 'RH'));
    const current = json<{ data: { key: string; enabled: boolean; document_print_layout_id: number; default_recipient_sector_id: number | null }[] }>(
      await call('GET', '/api/organization/document-settings', admin),
    ).data;
    const setOficio = (enabled: boolean) =>
      call('PUT', '/api/organization/document-settings', admin, {
        document_types: current.map(({ key, document_print_layout_id, default_recipient_sector_id, enabled: was }) => ({
          key,
          enabled: key === 'oficio' ? enabled : was,
          document_print_layout_id,
          default_recipient_sector_id,
        })),
      });
    expect((await setOficio(false)).statusCode).toBe(200);
    const refused = await call('POST', `/api/inbox/email/${draft.inbox_email_uuid}/publish`, clerk);
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ errors: { type: [o.typeDisabled] } });
    expect((await setOficio(true)).statusCode).toBe(200);
    expect((await publish(server.app, clerk, draft.inbox_email_uuid)).number).not.toBe('');
  });

  it('refuses an unknown sector or layout and an incomplete list, saving nothing; manage-doc-settings only', async () => {
    const before = json(await call('GET', '/api/organization/document-settings', admin));
    const types = (before as { data: { key: string }[] }).data.map((type) => ({ key: type.key, enabled: true, document_print_layout_id: 1, default_recipient_sector_id: null as number | null }));
    types[0]!.default_recipient_sector_id = 999999;
    const unknown = await call('PUT', '/api/organization/document-settings', admin, { document_types: types });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown)).toMatchObject({ errors: { 'document_types.0.default_recipient_sector_id': [o.unknownSector] } });
    const badLayout = await call('PUT', '/api/organization/document-settings', admin, { document_types: types.map((type) => ({ ...type, default_recipient_sector_id: null, document_print_layout_id: 9 })) });
    expect(json(badLayout)).toMatchObject({ errors: { 'document_types.0.document_print_layout_id': [o.unknownLayout] } });
    const short = await call('PUT', '/api/organization/document-settings', admin, { document_types: types.slice(1) });
    expect(json(short)).toMatchObject({ errors: { document_types: [o.typesIncomplete] } });
    expect(json(await call('GET', '/api/organization/document-settings', admin))).toEqual(before);

    const clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
    expect((await call('GET', '/api/organization/document-settings', clerk)).statusCode).toBe(403);
    expect((await call('PUT', '/api/organization/document-settings', clerk, { document_types: types })).statusCode).toBe(403);
  });
});
