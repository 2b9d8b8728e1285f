// The import button's calls, for the external contacts' import: the check (dryRun=true) and the
// import post the file in the multipart field `file` to the contacts' path, and the template is
// fetched through the API client, with the token.
import { describe, expect, it } from 'vitest';
import { CSV_IMPORT_FILE_FIELD, type CsvImportReport } from '../../../src-shared/api/csvImport';
import { createHttpClient } from '../../api/http';
import { CONTACT_IMPORT_PATH } from './contactImport';
import { csvImportCalls } from './csvImportApi';

const REPORT: CsvImportReport = { dryRun: true, total: 1, created: 1, failed: [], warnings: [] };

function calls(respond: (url: string) => Response) {
  const seen: { url: string; init: RequestInit }[] = [];
  const http = createHttpClient({
    baseUrl: () => 'http://127.0.0.1:3100',
    token: () => 'tok',
    inboxHeaders: () => ({}),
    onUnauthorized: () => {},
    onDisabledUser: () => {},
    fetch: (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return respond(url);
    }) as typeof fetch,
  });
  return { api: csvImportCalls(http, CONTACT_IMPORT_PATH), seen };
}

describe("the external contacts' import calls", () => {
  it('checks with dryRun=true, then imports without it, the file in the field `file`', async () => {
    const { api, seen } = calls(() => new Response(JSON.stringify(REPORT), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const file = new File(['tipo;nome\n'], 'contatos.csv', { type: 'text/csv' });
    await expect(api.importFn(file, true)).resolves.toEqual(REPORT);
    await api.importFn(file, false);
    expect(seen.map((call) => [call.init.method, call.url])).toEqual([
      ['POST', 'http://127.0.0.1:3100/api/citizen/contact/import?dryRun=true'],
      ['POST', 'http://127.0.0.1:3100/api/citizen/contact/import'],
    ]);
    const body = seen[0]?.init.body as FormData;
    expect((body.get(CSV_IMPORT_FILE_FIELD) as File).name).toBe('contatos.csv');
    expect(seen[0]?.init.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('downloads the template with the token', async () => {
    const { api, seen } = calls(() => new Response('\uFEFFtipo;nome\r\n', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }));
    const blob = await api.downloadTemplate();
    expect(await blob.text()).toContain('tipo;nome');
    expect(seen[0]?.url).toBe('http://127.0.0.1:3100/api/citizen/contact/import/template');
    expect(seen[0]?.init.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });
});
