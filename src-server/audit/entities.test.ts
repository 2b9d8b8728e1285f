// One vocabulary for the audit's entities: every write route and every audited read of the server
// names one (never its path or a table name), with the right id and document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ENTITIES } from '../../src-shared/api/audit';
import { messages } from '../../src-shared/messages';
import { testServer, type TestServer } from '../testing/harness';
import { entityOfRoute } from './entities';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
let server: TestServer;
beforeAll(async () => {
  server = testServer();
  await server.app.ready();
});
afterAll(() => server.stop());

describe('audit entities', () => {
  it('every recorded route (each write, each audited read) maps to a named entity of the vocabulary', () => {
    const recorded = server.app.apiRoutes.filter((route) => WRITES.has(route.method) || route.auditedRead);
    expect(recorded.length).toBeGreaterThan(50);
    const unnamed = recorded.filter((route) => entityOfRoute(route.url).entity === null).map((route) => `${route.method} ${route.url}`);
    expect(unnamed).toEqual([]);
    for (const route of recorded) expect(AUDIT_ENTITIES, route.url).toContain(entityOfRoute(route.url).entity);
  });

  it('every entity has its pt-BR name for the screen and the CSV', () => {
    for (const entity of AUDIT_ENTITIES) expect(messages.audit.entities[entity], entity).toMatch(/\S/);
  });

  it('names the entity, its id parameter and where the document comes from', () => {
    expect(entityOfRoute('/api/user/:id/status')).toMatchObject({ entity: 'user', idParam: 'id', document: null });
    expect(entityOfRoute('/api/user/me')).toMatchObject({ entity: 'user', idParam: null });
    expect(entityOfRoute('/api/role/:id')).toMatchObject({ entity: 'role', idParam: 'id' });
    expect(entityOfRoute('/api/person/absences/reason/:id')).toMatchObject({ entity: 'absence-reason', idParam: 'id' });
    expect(entityOfRoute('/api/inbox/email/:id/archive')).toMatchObject({ entity: 'inbox-email', idParam: 'id', document: { from: 'inbox-email', param: 'id' } });
    expect(entityOfRoute('/api/inbox/email/:uuid/medias/:id')).toMatchObject({ entity: 'attachment', idParam: 'id', document: { from: 'inbox-email', param: 'uuid' } });
    expect(entityOfRoute('/api/inbox/email/:uuid/medias')).toMatchObject({ entity: 'attachment', idParam: null, document: { param: 'uuid' } });
    expect(entityOfRoute('/api/signature/request/:uuid/cancel')).toMatchObject({ entity: 'signature-request', idParam: 'uuid' });
    expect(entityOfRoute('/api/citizen/requests/:uuid/answer')).toMatchObject({ entity: 'citizen-request', document: { from: 'document-or-email' } });
  });

  it('a route no rule names keeps its path, so nothing is lost until it is named', () => {
    expect(entityOfRoute('/api/nothing/here/:id')).toEqual({ entity: null, path: 'nothing/here', idParam: 'id', document: null });
  });
});
