// The work queue's Mapa view (issue 19 §5, §7): documents with addresses published through the API
// (one with typed coordinates, two geocoded by the local Nominatim fixture, one the fixture does not
// know) show as one marker each for the filtered list, a filter changes the markers, the tiles come
// from the local tile fixture through the server, and a keyboard user opens an item from the text
// list and from a marker's popup.
import { sectorIdBySymbol } from './support/flowDocuments';
import { tabTo } from './support/keyboard';
import { apiLogin, expect, expectAccessible, test } from './fixtures';

type Address = { street: string; number: string; neighborhood: string; latitude?: number; longitude?: number };
type Markers = { markers: { inbox_email_uuid: string; title: string }[]; total: number; without_location: number };

const PREFIX = 'Mapa e2e';
const PLACES: Record<string, Address> = {
  // Typed with its coordinates: the geocoder is not asked.
  'Poste apagado na Rua Coronel Rennó': { street: 'Rua Coronel Rennó', number: '45', neighborhood: 'Centro', latitude: -22.4235, longitude: -45.4578 },
  // Geocoded by the fixture when published.
  'Buraco na Praça Tiradentes': { street: 'Praça Tiradentes', number: '100', neighborhood: 'Centro' },
  'Entulho na Avenida das Acácias': { street: 'Avenida das Acácias', number: '1200', neighborhood: 'Distrito Industrial' },
  // A street the geocoder does not know: no coordinates, counted "sem localização".
  'Árvore caída na Rua Sem Nome': { street: 'Rua Sem Nome', number: '1', neighborhood: 'Centro' },
};

async function publishWithAddress(serverUrl: string, dataDir: string, token: string, title: string, address: Address): Promise<string> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const body = {
    type: 'oficio',
    subject: `${PREFIX} — ${title}`,
    content: `<p>${title}.</p>`,
    recipients: [{ sector_id: sectorIdBySymbol(dataDir, 'GAB') }],
    hasAddress: true,
    address: { zip: '37500-000', uf: 'MG', city: 'Vale Verde', complement: '', ...address },
  };
  const created = await fetch(`${serverUrl}/api/inbox/email`, { method: 'POST', headers, body: JSON.stringify(body) });
  expect(created.status, await created.clone().text()).toBe(201);
  const draft = (await created.json()) as { inbox_email_uuid: string };
  const published = await fetch(`${serverUrl}/api/inbox/email/${draft.inbox_email_uuid}/publish`, { method: 'POST', headers: { Authorization: headers.Authorization } });
  expect(published.status).toBe(200);
  return draft.inbox_email_uuid;
}

const mapOf = async (serverUrl: string, token: string, search: string): Promise<Markers> => {
  const response = await fetch(`${serverUrl}/api/inbox/query/tasks/sector/map?search=${encodeURIComponent(search)}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-InboxType': 'sector' },
  });
  return (await response.json()) as Markers;
};

test.describe('the work queue map', () => {
  test.use({ isolatedServer: true });

  test('shows one marker per filtered item, with tiles from the local fixture, and opens items by keyboard', async ({ page, server, staff }) => {
    const clerk = await apiLogin(server.url, 'servidor@demo.gov.br');
    for (const [title, address] of Object.entries(PLACES)) await publishWithAddress(server.url, server.dataDir, clerk, title, address);
    // The geocoder answers after the publish: wait until the Gabinete's map has the two it found.
    const admin = await apiLogin(server.url, 'admin@demo.gov.br');
    await expect.poll(async () => (await mapOf(server.url, admin, PREFIX)).total).toBe(3);
    const asked = server.geocoding.requests.map((request) => new URL(request.url, 'http://x').searchParams.get('street'));
    expect(asked.sort()).toEqual(['1 Rua Sem Nome', '100 Praça Tiradentes', '1200 Avenida das Acácias']);

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    await staff.login('admin@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto(`/workspace/sector/map?search=${encodeURIComponent(PREFIX)}`);
    await expect(page.getByTestId('map-count')).toHaveText('3 documentos no mapa (1 sem localização)');
    const list = page.getByTestId('map-list').getByRole('link');
    await expect(list).toHaveCount(3);
    await expect(list.filter({ hasText: 'Árvore caída' })).toHaveCount(0);

    // Every located item is on the map: single markers plus the counts of the clusters add up to 3.
    const map = page.getByTestId('queue-map');
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect
      .poll(async () => {
        const singles = await map.locator('[data-marker]').count();
        const clustered = (await map.locator('.marker-cluster span').allTextContents()).reduce((sum, text) => sum + Number(text), 0);
        return singles + clustered;
      })
      .toBe(3);

    // The tiles: drawn by the local fixture, fetched through the server's proxy, shown from blob: URLs.
    expect(server.tiles.requests.length).toBeGreaterThan(0);
    const tileRequests = requests.filter((url) => url.includes('/map/tiles/'));
    expect(tileRequests.length).toBeGreaterThan(0);
    expect(tileRequests.every((url) => url.startsWith(`${server.url}/api/map/tiles/`))).toBe(true);
    // Nothing leaves this computer: no request to OpenStreetMap or any other outside host.
    expect(requests.filter((url) => /^https?:/.test(url) && !['127.0.0.1', 'localhost'].includes(new URL(url).hostname))).toEqual([]);
    const tile = map.locator('img.leaflet-tile-loaded').first();
    expect(await tile.getAttribute('src')).toMatch(/^blob:/);
    expect(await tile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    await expect(map.getByText('© GDoc — mapa de teste local')).toBeVisible();
    await expectAccessible(page);

    // A filter changes the markers: the search narrows the map to one document.
    await page.getByLabel('Buscar na fila').fill(`${PREFIX} — Entulho`);
    await page.getByLabel('Buscar na fila').press('Enter');
    await expect(page.getByTestId('map-count')).toHaveText('1 documento no mapa (0 sem localização)');
    await expect(page).toHaveURL(/search=/);
    await expect(map.locator('[data-marker]')).toHaveCount(1);
    await expect(map.locator('.marker-cluster')).toHaveCount(0);

    // Keyboard: Tab to the marker, Enter opens its popup (number, title, Abrir focused), Enter opens the item.
    const marker = map.locator('[data-marker]');
    const uuid = await marker.getAttribute('data-marker');
    await tabTo(page, marker, 80);
    await page.keyboard.press('Enter');
    const popup = map.locator('.leaflet-popup');
    await expect(popup).toContainText('Entulho na Avenida das Acácias');
    await expect(popup.getByRole('link', { name: 'Abrir' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/inbox/sector/view/document/${uuid}`));
    await expect(page.getByRole('heading', { name: /Entulho na Avenida das Acácias/ }).first()).toBeVisible();
    // Its Detalhes show the place on a small map, with its one marker.
    await page.getByRole('tab', { name: 'Detalhes' }).click();
    await expect(page.getByTestId('document-place-map').locator('.leaflet-marker-icon')).toHaveCount(1);

    // Back on the map, the text list: Tab into it, Enter opens the item.
    await page.goBack();
    await expect(page.getByTestId('map-count')).toHaveText('1 documento no mapa (0 sem localização)');
    const entry = page.getByTestId('map-list').getByRole('link').first();
    await tabTo(page, entry, 80);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/inbox/sector/view/document/${uuid}`));
  });

  test('says so when the filtered list has nothing with a place', async ({ page, staff }) => {
    await staff.login('servidora@demo.gov.br');
    await expect(page).toHaveURL(/\/workspace\/sector\/tasks$/);
    await staff.goto('/workspace/sector/map?search=nada-com-este-nome');
    await expect(page.getByTestId('map-count')).toHaveText('0 documentos no mapa (0 sem localização)');
    await expect(page.getByTestId('map-empty')).toHaveText('Nenhum documento com localização para estes filtros.');
  });
});
