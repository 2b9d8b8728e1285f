// Every upload stores the pages of its files (migration 036) as it stores them: a PDF its pages,
// an image one, anything else not counted (Consumo and Economia read these counts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaUploadResultSchema } from '../../src-shared/api/documents';
import { pdfOfPages } from '../medias/testing/pdfs';
import { createDraft, publishableBody } from '../testing/documents';
import { bearer, json, testServer, tokenFor, type TestServer } from '../testing/harness';
import { multipartBody, SAMPLE } from '../testing/multipart';

let server: TestServer;
let clerk: string;
beforeEach(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
});
afterEach(() => server.stop());

describe('POST /api/inbox/email/:uuid/medias page counts', () => {
  it('stores each file with its pages', async () => {
    const uuid = (await createDraft(server.app, clerk, publishableBody(server.db, 'RH'))).inbox_email_uuid;
    const { payload, headers } = multipartBody([
      { name: 'files[]', filename: 'planta.pdf', type: 'application/pdf', content: await pdfOfPages(3) },
      { name: 'files[]', filename: 'foto.png', type: 'image/png', content: SAMPLE.png },
      { name: 'files[]', filename: 'notas.txt', type: 'text/plain', content: SAMPLE.txt },
    ]);
    const response = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/medias`, headers: { ...bearer(clerk), ...headers }, payload });
    expect(response.statusCode, response.body).toBe(201);
    const ids = mediaUploadResultSchema.parse(json(response)).files.map((file) => file.id);
    const pages = ids.map((id) => server.db.prepare('SELECT page_count FROM attachments WHERE id = ?').pluck().get(id));
    expect(pages).toEqual([3, 1, null]);
  });
});
