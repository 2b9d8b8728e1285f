import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginType, permissionListSchema } from '../../src-shared/api/auth';
import { PERMISSIONS } from '../../src-shared/permissions';
import { bearer, json, testServer, tokenFor, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(() => {
  server = testServer();
});
afterAll(() => server.stop());

describe('GET /api/permission', () => {
  it('answers the whole catalogue to any logged user', async () => {
    for (const [email, type] of [
      ['servidor@demo.gov.br', LoginType.NATIVE],
      ['cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE],
    ] as const) {
      const response = await server.app.inject({ method: 'GET', url: '/api/permission', headers: bearer(await tokenFor(server.app, email, type)) });
      expect(response.statusCode).toBe(200);
      const list = permissionListSchema.parse(json(response));
      expect(list.map(({ name, readableName, subgroup, group }) => ({ name, readableName, subgroup, group }))).toEqual(PERMISSIONS);
      expect(new Set(list.map((permission) => permission.id)).size).toBe(PERMISSIONS.length);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/permission' })).statusCode).toBe(401);
  });
});
