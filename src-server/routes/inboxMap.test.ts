// The Mapa view's server side (issue 19 §5): an address published without coordinates gets them
// from the geocoding service after the publish has answered (never blocking it), and the map
// answers the markers of exactly the filtered list, in its inbox's scope, telling no more about an
// anonymous document than its list row.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mapConfigSchema, mapMarkersSchema, type MapMarkers } from '../../src-shared/api/map';
import { messages } from '../../src-shared/messages';
import { createDraft, publish, publishableBody, type BodyInput } from '../testing/documents';
import { startGeocodingFixture, type GeocodingFixture } from '../testing/geocodingFixture';
import { bearer, json, testServer, tokenFor, type TestServer } from '../testing/harness';
import { getInbox, sectorIdOf } from '../testing/inbox';
import { startTileFixture, type TileFixture } from '../testing/tileFixture';

let server: TestServer;
let geocoding: GeocodingFixture;
let clerk: string;
let admin: string;

const start = async (fixture: Parameters<typeof startGeocodingFixture>[0] = {}) => {
  geocoding = await startGeocodingFixture(fixture);
  server = testServer({ geocodingUrl: geocoding.url });
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
  admin = await tokenFor(server.app, 'admin@demo.gov.br');
};
afterEach(async () => {
  await server.stop();
  await geocoding.stop();
});

const address = (street: string, extra: Partial<NonNullable<BodyInput['address']>> = {}): BodyInput => ({
  hasAddress: true,
  address: { zip: '37500-000', uf: 'MG', city: 'Vale Verde', number: '10', street, neighborhood: 'Centro', complement: '', ...extra },
});

/** Published by the clerk (PROT) to the Gabinete, whose inbox the administrator reads. */
async function file(title: string, extra: BodyInput = {}) {
  const draft = await createDraft(server.app, clerk, publishableBody(server.db, 'GAB', { subject: title, ...extra }));
  await publish(server.app, clerk, draft.inbox_email_uuid);
  return draft.id;
}

const coordinatesOf = (documentId: number) =>
  server.db.prepare('SELECT address_latitude AS latitude, address_longitude AS longitude FROM documents WHERE id = ?').get(documentId);

const mapOf = async (query = '', token = admin, sector = 'GAB'): Promise<MapMarkers> => {
  const response = await getInbox(server.app, `/api/inbox/query/tasks/sector/map?filter=tasks${query}`, token, { type: 'sector', sectorId: sectorIdOf(server.db, sector) });
  expect(response.statusCode, response.body).toBe(200);
  return mapMarkersSchema.parse(json(response));
};

describe('geocoding when a document is published', () => {
  beforeEach(() => start());

  it('finds the coordinates of an address typed without them, after the publish, and audits the write', async () => {
    const id = await file('Buraco na Rua Coronel Rennó', address('Rua Coronel Rennó'));
    await server.app.geocoding.idle();
    expect(coordinatesOf(id)).toEqual({ latitude: -22.4235, longitude: -45.4578 });
    expect(geocoding.requests).toHaveLength(1);
    const audit = server.db.prepare("SELECT action, entity, changes FROM audit_entries WHERE entity = 'document' AND entity_id = ? AND route = 'geocoding'").get(String(id)) as {
      changes: string;
    };
    expect(audit).toMatchObject({ action: 'update', entity: 'document' });
    expect(JSON.parse(audit.changes)).toEqual({ address_latitude: [null, -22.4235], address_longitude: [null, -45.4578] });
  });

  it('keeps typed coordinates and asks nothing for them, nor for a document without an address', async () => {
    const typed = await file('Poste apagado', address('Praça Tiradentes', { latitude: -22.41, longitude: -45.44 }));
    const none = await file('Sem endereço');
    await server.app.geocoding.idle();
    expect(coordinatesOf(typed)).toEqual({ latitude: -22.41, longitude: -45.44 });
    expect(coordinatesOf(none)).toEqual({ latitude: null, longitude: null });
    expect(geocoding.requests).toHaveLength(0);
  });

  it('leaves an address the service does not know without coordinates', async () => {
    const id = await file('Rua desconhecida', address('Rua que não existe'));
    await server.app.geocoding.idle();
    expect(geocoding.requests).toHaveLength(1);
    expect(coordinatesOf(id)).toEqual({ latitude: null, longitude: null });
  });

  it('refuses a latitude without its longitude', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/inbox/email',
      headers: bearer(clerk),
      payload: publishableBody(server.db, 'GAB', address('Praça Tiradentes', { latitude: -22.4 })) as object,
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(messages.map.coordinatesTogether);
  });
});

describe('geocoding with the service in trouble', () => {
  it('publishes anyway when the service fails, and the document stays without coordinates', async () => {
    await start({ failWith: 503 });
    const id = await file('Calçada quebrada', address('Avenida Brasil'));
    expect(server.db.prepare("SELECT status FROM documents WHERE id = ?").pluck().get(id)).toBe('published');
    await server.app.geocoding.idle();
    expect(geocoding.requests).toHaveLength(1);
    expect(coordinatesOf(id)).toEqual({ latitude: null, longitude: null });
  });

  it('answers the publish before a slow service does', async () => {
    // The fixture answers after 1 s; the publish is back first, the coordinates arrive afterwards.
    await start({ delayMs: 1000 });
    const id = await file('Árvore caída', address('Rua das Palmeiras'));
    expect(coordinatesOf(id)).toEqual({ latitude: null, longitude: null });
    await server.app.geocoding.idle();
    expect(coordinatesOf(id)).toEqual({ latitude: -22.4108, longitude: -45.4662 });
  });
});

describe('GET /api/inbox/query/tasks/sector/map', () => {
  beforeEach(() => start());

  it('answers one marker per item of the filtered list that has coordinates, and counts those without', async () => {
    const before = await mapOf();
    const rennó = await file('Buraco na Rua Coronel Rennó', address('Rua Coronel Rennó'));
    const typed = await file('Poste apagado na praça', address('Praça Tiradentes', { latitude: -22.41, longitude: -45.44 }));
    await file('Endereço desconhecido', address('Rua que não existe'));
    await file('Sem endereço nenhum');
    await server.app.geocoding.idle();

    const map = await mapOf();
    expect(map.total).toBe(before.total + 2);
    expect(map.without_location).toBe(before.without_location + 2);
    expect(map.truncated).toBe(false);
    const byTitle = new Map(map.markers.map((marker) => [marker.title, marker]));
    expect(byTitle.get('Buraco na Rua Coronel Rennó')).toMatchObject({
      kind: 'document',
      box: 'inbox',
      latitude: -22.4235,
      longitude: -45.4578,
      address: { street: 'Rua Coronel Rennó', number: '10', neighborhood: 'Centro', city: 'Vale Verde' },
    });
    expect(byTitle.get('Poste apagado na praça')).toMatchObject({ latitude: -22.41, longitude: -45.44 });
    expect(rennó).not.toBe(typed);

    // The list's filters narrow the markers as they narrow the list.
    const searched = await mapOf(`&search=${encodeURIComponent('Poste apagado')}`);
    expect(searched.markers.map((marker) => marker.title)).toEqual(['Poste apagado na praça']);
    expect(searched.without_location).toBe(0);
    // Filed to the Gabinete: none of them is in the Protocolo's tasks (whose demo requests have their own places).
    const protocolo = await mapOf('', clerk, 'PROT');
    const filed = ['Buraco na Rua Coronel Rennó', 'Poste apagado na praça'];
    expect(protocolo.markers.filter((marker) => filed.includes(marker.title))).toEqual([]);
    const sentList = await getInbox(server.app, '/api/inbox/query/tasks/sector/map?filter=sent', clerk, { type: 'sector', sectorId: sectorIdOf(server.db, 'PROT') });
    expect(mapMarkersSchema.parse(json(sentList)).markers.map((marker) => [marker.title, marker.box, marker.due_at])).toEqual(
      expect.arrayContaining([['Poste apagado na praça', 'sent', null]]),
    );
  });

  it('answers only the inbox in scope: another sector sees none of these markers', async () => {
    await file('Poste apagado na praça', address('Praça Tiradentes', { latitude: -22.41, longitude: -45.44 }));
    const nurse = await tokenFor(server.app, 'servidora@demo.gov.br');
    const theirs = await mapOf('', nurse, 'SESAU');
    expect(theirs.markers.map((marker) => marker.title)).not.toContain('Poste apagado na praça');
  });

  it('shows an anonymous document as its list row does: the place, never who wrote it', async () => {
    await file('Denúncia anônima de entulho', { ...address('Avenida Brasil'), identification: 'anonymous' });
    await server.app.geocoding.idle();
    const map = await getInbox(server.app, '/api/inbox/query/tasks/sector/map?filter=tasks', admin, { type: 'sector', sectorId: sectorIdOf(server.db, 'GAB') });
    const marker = mapMarkersSchema.parse(json(map)).markers.find((item) => item.title === 'Denúncia anônima de entulho');
    expect(marker).toMatchObject({ latitude: -22.433, longitude: -45.462 });
    expect(map.body).not.toContain('João Pedro Almeida');
    // The number (which names the sector that numbered it) is the list row's own; the sender is not there.
    const list = json<{ data: Array<{ inbox_email_uuid: string; number: string; sender: string }> }>(
      await getInbox(server.app, '/api/inbox/query/tasks/sector?filter=tasks&search=entulho', admin, { type: 'sector', sectorId: sectorIdOf(server.db, 'GAB') }),
    );
    expect(list.data[0]).toMatchObject({ inbox_email_uuid: marker?.inbox_email_uuid, number: marker?.number, sender: messages.server.authorHidden.anonymous });
    expect(Object.keys(marker ?? {}).sort()).toEqual(['address', 'box', 'due_at', 'inbox_email_uuid', 'kind', 'latitude', 'longitude', 'number', 'title']);
  });

  it('answers nothing without a session (the permission matrix checks every role)', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/inbox/query/tasks/sector/map' })).statusCode).toBe(401);
  });
});

describe('GET /api/map/config and /api/map/tiles', () => {
  let tiles: TileFixture;
  beforeEach(async () => {
    geocoding = await startGeocodingFixture();
    tiles = await startTileFixture();
    server = testServer({ geocodingUrl: geocoding.url, mapTiles: { url: tiles.template, attribution: 'Mapa de teste' } });
    admin = await tokenFor(server.app, 'admin@demo.gov.br');
  });
  afterEach(() => tiles.stop());

  it('opens the map on the organisation city, geocoded, with the source attribution and the proxy template', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/map/config', headers: bearer(admin) });
    expect(mapConfigSchema.parse(json(response))).toEqual({
      tiles_url: 'map/tiles/{z}/{x}/{y}.png',
      attribution: 'Mapa de teste',
      center: { latitude: -22.4257, longitude: -45.453 },
      zoom: 13,
      max_zoom: 19,
    });
  });

  it('serves a tile of the configured source through its cache, and refuses a tile that does not exist', async () => {
    const get = (url: string) => server.app.inject({ method: 'GET', url, headers: bearer(admin) });
    const first = await get('/api/map/tiles/13/3062/4659.png');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get('/api/map/tiles/13/3062/4659.png')).rawPayload.equals(first.rawPayload)).toBe(true);
    expect(tiles.requests).toEqual(['/13/3062/4659.png']);
    expect((await get('/api/map/tiles/2/4/0.png')).statusCode).toBe(404);
    expect((await get('/api/map/tiles/20/0/0.png')).statusCode).toBe(404);
    expect((await get('/api/map/tiles/1/0/0.jpg')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/map/tiles/1/0/0.png' })).statusCode).toBe(401);
  });
});
