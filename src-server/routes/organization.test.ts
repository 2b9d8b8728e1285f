import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION_TEXT_KINDS, organizationSchema, organizationTextSchema } from '../../src-shared/api/organization';
import { messages } from '../../src-shared/messages';
import { isValidCnpjNumber } from '../../src-shared/validation/rules';
import { DEMO_LOGO_FILE } from '../db/seed/organization';
import { DEMO_ORGANIZATION_TEXTS } from '../db/seed/organizationTexts';
import { json, testServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(() => {
  server = testServer();
});
afterAll(() => server.stop());

describe('GET /api/organization/1', () => {
  it("answers the organisation's public profile without authentication", async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/organization/1' });
    expect(response.statusCode).toBe(200);
    const raw = json(response);
    expect(Object.keys(raw).sort()).toEqual(Object.keys(organizationSchema.shape).sort());
    const organization = organizationSchema.parse(raw);
    expect(organization).toMatchObject({
      id: 1,
      name: 'Prefeitura Municipal de Vale Verde',
      type: 'public',
      logoLink: '/api/organization/1/logo?v=1',
      is_ged_module_enabled: true,
      limit_days_to_first_login: 5,
      pades_signature_form: 'ETSI.CAdES.detached',
      address: { city: { name: 'Vale Verde' }, state: { name: 'Minas Gerais' } },
    });
    expect(isValidCnpjNumber(organization.documentNumber)).toBe(true);
    expect(organization.telephones.length).toBeGreaterThan(0);
  });

  it('answers 404 for any other organisation id', async () => {
    for (const id of ['2', '0', 'abc', '01', '1.0']) {
      const response = await server.app.inject({ method: 'GET', url: `/api/organization/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(json(response)).toEqual({ message: messages.server.notFound });
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/organization/2/logo' })).statusCode).toBe(404);
  });
});

describe('GET /api/organization/1/logo', () => {
  it('serves the SVG logo publicly, under a CSP that forbids scripts', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/organization/1/logo' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(readFileSync(DEMO_LOGO_FILE))).toBe(true);
  });
});

describe('GET /api/organization/1/texts/:kind', () => {
  it('answers the terms, the usage policy and the privacy policy to a visitor', async () => {
    for (const kind of ORGANIZATION_TEXT_KINDS) {
      const response = await server.app.inject({ method: 'GET', url: `/api/organization/1/texts/${kind}` });
      expect(response.statusCode, kind).toBe(200);
      const text = organizationTextSchema.parse(json(response));
      expect(text).toMatchObject({ kind, title: DEMO_ORGANIZATION_TEXTS[kind].title });
      expect(text.content).toContain('<p>');
    }
  });

  it('answers 404 for an unknown kind or organisation', async () => {
    for (const url of ['/api/organization/1/texts/cookies', '/api/organization/2/texts/terms', '/api/organization/1/texts/']) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
