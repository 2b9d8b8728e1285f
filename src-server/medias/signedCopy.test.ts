// The signed copy of an attachment (GET /upload?key&signed=1, §6): only once the attachment was
// signed; then a ZIP holding the file as signed, a detached .p7s per ICP signature that verifies
// over that file, and a manifest per signature. Read back with unzip, OpenSSL and pdfinfo.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mediaUploadResultSchema, type Media } from '../../src-shared/api/documents';
import { signatureStartResponseSchema } from '../../src-shared/api/signatures';
import { messages } from '../../src-shared/messages';
import { bearer, json, testServer, tokenFor, type TestServer } from '../testing/harness';
import { cadesSign, createPki, type TestPkiHandle } from '../testing/icpSigning';
import { createDraft } from '../testing/documents';
import { multipartBody, SAMPLE } from '../testing/multipart';
import { checkZip, unzipEntry } from '../testing/pdfTools';

let pki: TestPkiHandle;
beforeAll(() => {
  pki = createPki();
});
afterAll(() => pki.remove());

let server: TestServer;
afterEach(() => server.stop());

/** A file uploaded to a draft of the Gabinete, where files are added (medias/writeRules.ts). */
async function uploadToGabinete(admin: string): Promise<Media> {
  const { payload, headers } = multipartBody([{ name: 'files[]', filename: 'parecer.pdf', type: 'application/pdf', content: SAMPLE.pdf }]);
  const uuid = (await createDraft(server.app, admin, { subject: 'Parecer' }, { 'x-inboxtype': 'sector' })).inbox_email_uuid;
  const response = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/medias`, payload, headers: { ...headers, ...bearer(admin), 'x-inboxtype': 'sector' } });
  expect(response.statusCode, response.body).toBe(201);
  return mediaUploadResultSchema.parse(json(response)).files[0]!;
}

const signedCopy = (admin: string, media: Media) =>
  server.app.inject({ method: 'GET', url: `/api/upload?key=${media.remote_file_key}&signed=1`, headers: bearer(admin) });

describe('the signed copy of an attachment', () => {
  it('is refused before any signature, then holds the file, its ICP .p7s and a manifest per signature', async () => {
    server = testServer({ trustList: pki.trustList });
    server.clock.set(new Date().toISOString());
    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    const media = await uploadToGabinete(admin);

    const before = await signedCopy(admin, media);
    expect(before.statusCode).toBe(404);
    expect(json(before)).toMatchObject({ message: messages.medias.notSigned });

    // Mariana signs it with her e-CPF.
    const search = new URLSearchParams({ certificateContent: pki.pki.certs.ecpf.certDer.toString('base64'), type: 'attachment' });
    const started = signatureStartResponseSchema.parse(json(await server.app.inject({ method: 'GET', url: `/api/signature/start/${media.id}?${search}`, headers: bearer(admin) })));
    const cms = cadesSign(pki.pki.certs.ecpf, SAMPLE.pdf);
    const completed = await server.app.inject({
      method: 'POST',
      url: `/api/signature/sign/icp/${media.id}/complete`,
      headers: bearer(admin),
      payload: { type: 'attachment', signature: cms.toString('base64'), signature_id: started.signature_id },
    });
    expect(completed.statusCode, completed.body).toBe(200);

    const response = await signedCopy(admin, media);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="parecer-assinado.zip"/);
    const zip = response.rawPayload;
    const names = checkZip(zip);
    expect(names).toEqual(['parecer.pdf', 'parecer.pdf.p7s', expect.stringMatching(/^manifesto-assinatura-\d+\.pdf$/)]);
    expect(unzipEntry(zip, 'parecer.pdf').equals(SAMPLE.pdf)).toBe(true);

    // OpenSSL verifies the .p7s over the file from the same archive.
    const dir = mkdtempSync(join(tmpdir(), 'gdoc-signed-copy-'));
    try {
      writeFileSync(join(dir, 'file.pdf'), unzipEntry(zip, 'parecer.pdf'));
      writeFileSync(join(dir, 'file.p7s'), unzipEntry(zip, 'parecer.pdf.p7s'));
      const verified = execFileSync(
        'openssl',
        ['cms', '-verify', '-binary', '-inform', 'DER', '-in', join(dir, 'file.p7s'), '-content', join(dir, 'file.pdf'), '-CAfile', pki.pki.chainPemPath, '-purpose', 'any', '-out', '/dev/null'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      expect(verified).toBeDefined();
      writeFileSync(join(dir, 'manifest.pdf'), unzipEntry(zip, names[2]!));
      expect(execFileSync('pdfinfo', [join(dir, 'manifest.pdf')], { encoding: 'utf8' })).toMatch(/Pages:\s+\d+/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says the signed copy is missing when the flag is set but no signature is kept', async () => {
    server = testServer();
    const admin = await tokenFor(server.app, 'admin@demo.gov.br');
    const media = await uploadToGabinete(admin);
    server.db.prepare('UPDATE attachments SET is_signed = 1 WHERE id = ?').run(media.id);
    const response = await signedCopy(admin, media);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ message: messages.medias.signedCopyMissing });
  });
});
