import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { userSectorsListSchema } from '../../src-shared/api/sectors';
import { messages } from '../../src-shared/messages';
import { bearer, json, testServer, tokenFor, type TestServer } from '../testing/harness';

let server: TestServer;
beforeEach(() => {
  server = testServer();
});
afterEach(() => server.stop());

const list = async (token: string) => server.app.inject({ method: 'GET', url: '/api/inbox/user-sectors/list', headers: bearer(token) });
const symbolsFor = async (email: string) =>
  userSectorsListSchema.parse(json(await list(await tokenFor(server.app, email)))).sectors.map((sector) => sector.symbol);

describe('GET /api/inbox/user-sectors/list', () => {
  it("lists the user's sectors with all their sub-sectors, in tree order", async () => {
    expect(await symbolsFor('admin@demo.gov.br')).toEqual(['GAB', 'SEMAD', 'PROT', 'ARQ', 'RH', 'IMPORT']);
    expect(await symbolsFor('servidor@demo.gov.br')).toEqual(['PROT', 'ARQ']);
    expect(await symbolsFor('servidora@demo.gov.br')).toEqual(['SESAU', 'ATB', 'VISA']);
  });

  it('gives each sector its parent id so clients can indent sub-sectors', async () => {
    const body = userSectorsListSchema.parse(json(await list(await tokenFor(server.app, 'servidor@demo.gov.br'))));
    const [prot, arq] = body.sectors;
    expect(arq?.parentSectorId).toBe(prot?.id);
    expect(prot?.name).toBe('Protocolo Geral');
  });

  it('leaves out disabled sectors and the branch below them', async () => {
    server.db.prepare("UPDATE sectors SET status = 'disabled' WHERE symbol IN ('PROT', 'VISA')").run();
    expect(await symbolsFor('admin@demo.gov.br')).toEqual(['GAB', 'SEMAD', 'RH', 'IMPORT']);
    expect(await symbolsFor('servidora@demo.gov.br')).toEqual(['SESAU', 'ATB']);
    expect(await symbolsFor('servidor@demo.gov.br')).toEqual([]);
  });

  it('is for staff only: a citizen gets 403 and a visitor 401', async () => {
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    const response = await list(citizen);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ message: messages.server.forbidden });
    expect((await server.app.inject({ method: 'GET', url: '/api/inbox/user-sectors/list' })).statusCode).toBe(401);
  });
});
