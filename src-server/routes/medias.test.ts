// Attachments: upload (multipart files[] + mediaGroup), list, remove, revision request, and the
// files by key, with a bearer token or a signed link (spec §2 Attachment and gallery, §7).
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginType } from '../../src-shared/api/auth';
import { mediaSchema, mediaUploadResultSchema, uploadLinkSchema, type Media } from '../../src-shared/api/documents';
import { apiErrorBodySchema } from '../../src-shared/api/errors';
import { messages } from '../../src-shared/messages';
import { MAX_UPLOAD_BYTES } from '../medias/fileTypes';
import { LINK_TTL_SECONDS } from '../medias/links';
import { bearer, json, testServer, tokenFor, userIdOf, type TestServer } from '../testing/harness';
import { DEMO_PASSWORD } from '../db/seed/demoUsers';
import { createDraft, publish, publishableBody, receivedEmailUuid, storeFile } from '../testing/documents';
import { emailUuid } from '../testing/inbox';
import { multipartBody, SAMPLE, type FormPart } from '../testing/multipart';

const m = messages.medias;
let server: TestServer;
let clerk: string;
beforeEach(async () => {
  server = testServer();
  clerk = await tokenFor(server.app, 'servidor@demo.gov.br');
});
afterEach(() => server.stop());

/** A draft of the Protocolo (the clerk's sector), addressed to RH: where files are added. */
const draftEmail = async () => (await createDraft(server.app, clerk, publishableBody(server.db, 'RH'))).inbox_email_uuid;
const file = (filename: string, type: string, content: Buffer): FormPart => ({ name: 'files[]', filename, type, content });
const upload = (uuid: string, parts: readonly FormPart[], token = clerk) => {
  const { payload, headers } = multipartBody(parts);
  return server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/medias`, headers: { ...bearer(token), ...headers }, payload });
};
const uploadOne = async (uuid: string, part: FormPart = file('oficio.pdf', 'application/pdf', SAMPLE.pdf)): Promise<Media> => {
  const response = await upload(uuid, [part]);
  expect(response.statusCode, response.body).toBe(201);
  return mediaUploadResultSchema.parse(json(response)).files[0]!;
};
const documentOf = (uuid: string) => server.db.prepare('SELECT document_id FROM inbox_emails WHERE uuid = ?').pluck().get(uuid) as number;

describe('POST /api/inbox/email/:uuid/medias', () => {
  it('stores several files in one group and answers them; GET lists them', async () => {
    const uuid = await draftEmail();
    const response = await upload(uuid, [
      { name: 'mediaGroup', value: 'Documentos pessoais' },
      file('Relatório de vistoria.pdf', 'application/pdf', SAMPLE.pdf),
      file('foto.png', 'image/png', SAMPLE.png),
      file('notas.txt', 'text/plain', SAMPLE.txt),
      file('retrato.jpg', 'application/octet-stream', SAMPLE.jpeg),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { files } = mediaUploadResultSchema.parse(json(response));
    expect(files.map((media) => [media.name, media.type, media.extensionType, media.size, media.groupName])).toEqual([
      ['Relatório de vistoria.pdf', 'application/pdf', 'pdf', SAMPLE.pdf.length, 'Documentos pessoais'],
      ['foto.png', 'image/png', 'png', SAMPLE.png.length, 'Documentos pessoais'],
      ['notas.txt', 'text/plain', 'txt', SAMPLE.txt.length, 'Documentos pessoais'],
      ['retrato.jpg', 'image/jpeg', 'jpg', SAMPLE.jpeg.length, 'Documentos pessoais'],
    ]);
    expect(files.every((media) => media.rejected_status === null && !media.attachment_has_been_signed)).toBe(true);
    expect(new Set(files.map((media) => media.remote_file_key)).size).toBe(4);
    expect(files[0]!.remote_file_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = server.db.prepare('SELECT sha256, created_by FROM attachments WHERE id = ?').get(files[0]!.id);
    expect(stored).toEqual({ sha256: createHash('sha256').update(SAMPLE.pdf).digest('hex'), created_by: userIdOf(server.db, 'servidor@demo.gov.br') });

    const list = await server.app.inject({ method: 'GET', url: `/api/inbox/email/${uuid}/medias`, headers: bearer(clerk) });
    const listed = json<{ files: unknown[] }>(list).files.map((media) => mediaSchema.parse(media));
    expect(listed.filter((media) => files.some((sent) => sent.id === media.id))).toHaveLength(4);
  });

  it('puts files without a group in "Anexos" and accepts the field name files', async () => {
    const media = await uploadOne(await draftEmail(), { name: 'files', filename: 'a.pdf', type: 'application/pdf', content: SAMPLE.pdf });
    expect(media.groupName).toBe(m.defaultGroup);
  });

  it('refuses a file over 20 MiB with 413 and stores nothing', async () => {
    const uuid = await draftEmail();
    const before = server.db.prepare('SELECT count(*) FROM attachments').pluck().get();
    const big = Buffer.concat([SAMPLE.pdf, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - SAMPLE.pdf.length, 0x20)]);
    const response = await upload(uuid, [file('pequeno.pdf', 'application/pdf', SAMPLE.pdf), file('grande.pdf', 'application/pdf', big)]);
    expect(response.statusCode).toBe(413);
    expect(apiErrorBodySchema.parse(json(response)).message).toBe(m.uploadTooLarge('grande.pdf', MAX_UPLOAD_BYTES));
    expect(server.db.prepare('SELECT count(*) FROM attachments').pluck().get()).toBe(before);
  });

  it('accepts a file of exactly 20 MiB', async () => {
    const exact = Buffer.concat([SAMPLE.pdf, Buffer.alloc(MAX_UPLOAD_BYTES - SAMPLE.pdf.length, 0x20)]);
    const media = await uploadOne(await draftEmail(), file('limite.pdf', 'application/pdf', exact));
    expect(media.size).toBe(MAX_UPLOAD_BYTES);
  });

  it('refuses types off the list, and content that is not what it claims, with 422', async () => {
    const uuid = await draftEmail();
    const exe = await upload(uuid, [file('setup.exe', 'application/x-msdownload', Buffer.from('MZ\x90\x00', 'latin1'))]);
    expect(exe.statusCode).toBe(422);
    expect(json(exe)).toMatchObject({ message: m.uploadTypeNotAllowed('setup.exe') });
    const html = await upload(uuid, [file('pagina.html', 'text/html', SAMPLE.html)]);
    expect(html.statusCode).toBe(422);
    const fakePdf = await upload(uuid, [file('contrato.pdf', 'application/pdf', SAMPLE.html)]);
    expect(fakePdf.statusCode).toBe(422);
    expect(json(fakePdf)).toMatchObject({ message: m.uploadContentMismatch('contrato.pdf') });
    const fakePng = await upload(uuid, [file('foto.png', 'image/png', SAMPLE.jpeg)]);
    expect(json(fakePng)).toMatchObject({ message: m.uploadContentMismatch('foto.png') });
    const wrongExtension = await upload(uuid, [file('foto.html', 'image/png', SAMPLE.png)]);
    expect(json(wrongExtension)).toMatchObject({ message: m.uploadTypeNotAllowed('foto.html') });
    const empty = await upload(uuid, [file('vazio.txt', 'text/plain', Buffer.alloc(0))]);
    expect(json(empty)).toMatchObject({ message: m.uploadEmptyFile('vazio.txt') });
  });

  it('refuses a request without files, and more than 10 files', async () => {
    const uuid = await draftEmail();
    expect(json(await upload(uuid, [{ name: 'mediaGroup', value: 'x' }]))).toMatchObject({ message: m.uploadNoFiles });
    const eleven = Array.from({ length: 11 }, (_, index) => file(`f${index}.txt`, 'text/plain', SAMPLE.txt));
    const response = await upload(uuid, eleven);
    expect(response.statusCode).toBe(413);
    expect(json(response)).toMatchObject({ message: m.uploadTooManyFiles(10) });
    const json422 = await server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/medias`, headers: bearer(clerk), payload: { files: [] } });
    expect(json422.statusCode).toBe(422);
  });

  it('is for who can open the email: another sector 403, citizens 403, no token 401', async () => {
    const uuid = await draftEmail();
    const other = await tokenFor(server.app, 'servidora@demo.gov.br');
    expect((await upload(uuid, [file('a.pdf', 'application/pdf', SAMPLE.pdf)], other)).statusCode).toBe(403);
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    expect((await upload(uuid, [file('a.pdf', 'application/pdf', SAMPLE.pdf)], citizen)).statusCode).toBe(403);
    const anonymous = multipartBody([file('a.pdf', 'application/pdf', SAMPLE.pdf)]);
    expect((await server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/medias`, ...anonymous })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: `/api/inbox/email/${uuid}/medias`, headers: bearer(other) })).statusCode).toBe(403);
  });
});

describe('DELETE /api/inbox/email/:uuid/medias/:id', () => {
  const remove = (uuid: string, id: number, token = clerk) => server.app.inject({ method: 'DELETE', url: `/api/inbox/email/${uuid}/medias/${id}`, headers: bearer(token) });

  it('removes a file of the draft, whoever of the sector uploaded it, and the bytes go with the row', async () => {
    const uuid = await draftEmail();
    const media = await uploadOne(uuid);
    server.db.prepare('UPDATE attachments SET created_by = ? WHERE id = ?').run(userIdOf(server.db, 'admin@demo.gov.br'), media.id);
    expect((await remove(uuid, media.id)).statusCode).toBe(204);
    expect(server.db.prepare('SELECT count(*) FROM attachment_contents WHERE attachment_id = ?').pluck().get(media.id)).toBe(0);
    expect((await remove(uuid, media.id)).statusCode).toBe(404);
  });

  it('is only through an email the user can open, and finds only files of that document', async () => {
    const uuid = await draftEmail();
    const media = await uploadOne(uuid);
    const other = await tokenFor(server.app, 'servidora@demo.gov.br');
    expect((await remove(uuid, media.id, other)).statusCode).toBe(403);
    const foreign = storeFile(server.db, documentOf(emailUuid(server.db, { sector: 'SESAU' })), null);
    expect((await remove(uuid, foreign.id)).statusCode).toBe(404);
    expect((await remove(uuid, 999999)).statusCode).toBe(404);
  });
});

describe('who may change the attachments of a document (issue 14)', () => {
  const remove = (uuid: string, id: number, token = clerk) => server.app.inject({ method: 'DELETE', url: `/api/inbox/email/${uuid}/medias/${id}`, headers: bearer(token) });
  const reject = (uuid: string, id: number, token = clerk) =>
    server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/attachment/${id}/reject`, headers: bearer(token), payload: { rejected_message: 'Falta a escala.' } });
  const refusedWith = (response: { statusCode: number; body: string }, message: string) => {
    expect(response.statusCode, response.body).toBe(403);
    expect(JSON.parse(response.body)).toMatchObject({ message });
  };
  const filesOf = (uuid: string) => server.db.prepare('SELECT count(*) FROM attachments WHERE document_id = ?').pluck().get(documentOf(uuid));
  /** The clerk's draft to Saúde, with one file, published: the clerk's copy (Enviados) and Saúde's. */
  const published = async () => {
    const draft = await createDraft(server.app, clerk, publishableBody(server.db, 'SESAU'));
    const media = await uploadOne(draft.inbox_email_uuid);
    const sent = (await publish(server.app, clerk, draft.inbox_email_uuid)).inbox_email_uuid;
    return { media, sent, received: receivedEmailUuid(server.db, draft.id, 'SESAU') };
  };
  const signDocument = async (uuid: string) => {
    const response = await server.app.inject({ method: 'POST', url: `/api/signature/sign/${documentOf(uuid)}?type=doc`, headers: bearer(clerk), payload: { password: DEMO_PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('a recipient sector cannot add files to a published document', async () => {
    const { received } = await published();
    const recipient = await tokenFor(server.app, 'servidora@demo.gov.br');
    const before = filesOf(received);
    refusedWith(await upload(received, [file('novo.pdf', 'application/pdf', SAMPLE.pdf)], recipient), m.addNotDraft);
    expect(filesOf(received)).toBe(before);
  });

  it('nor can the sector that wrote it, once it is published: files are added to the draft only', async () => {
    const { sent } = await published();
    refusedWith(await upload(sent, [file('esquecido.pdf', 'application/pdf', SAMPLE.pdf)]), m.addNotDraft);
  });

  it('the files of a published document stay as they were sent: neither side removes them', async () => {
    const { media, sent, received } = await published();
    refusedWith(await remove(sent, media.id), m.removeNotDraft);
    refusedWith(await remove(received, media.id, await tokenFor(server.app, 'servidora@demo.gov.br')), m.removeNotDraft);
    expect(server.db.prepare('SELECT count(*) FROM attachments WHERE id = ?').pluck().get(media.id)).toBe(1);
  });

  it('a recipient may ask for a revision of a file it received; the sender cannot through its own copy', async () => {
    const { media, sent, received } = await published();
    refusedWith(await reject(sent, media.id), m.rejectNotRecipient);
    const asked = await reject(received, media.id, await tokenFor(server.app, 'servidora@demo.gov.br'));
    expect(asked.statusCode, asked.body).toBe(200);
    expect(mediaSchema.parse(json(asked)).rejected_status).toBe('REJECTED');
  });

  it('the writers may ask for a revision of a file of their own draft', async () => {
    const uuid = await draftEmail();
    const media = await uploadOne(uuid);
    expect((await reject(uuid, media.id)).statusCode).toBe(200);
  });

  it('nothing is added, removed or sent back for revision once the document is signed, not even on its draft', async () => {
    const uuid = await draftEmail();
    const media = await uploadOne(uuid);
    await signDocument(uuid);
    refusedWith(await upload(uuid, [file('depois.pdf', 'application/pdf', SAMPLE.pdf)]), m.writeDocumentSigned);
    refusedWith(await remove(uuid, media.id), m.writeDocumentSigned);
    refusedWith(await reject(uuid, media.id), m.writeDocumentSigned);
    expect(filesOf(uuid)).toBe(1);
  });

  it('a signed file is never removed nor sent back for revision', async () => {
    const uuid = await draftEmail();
    const media = await uploadOne(uuid);
    server.db.prepare('UPDATE attachments SET is_signed = 1 WHERE id = ?').run(media.id);
    refusedWith(await remove(uuid, media.id), m.removeSigned);
    refusedWith(await reject(uuid, media.id), m.rejectSigned);
    const { media: received, received: receivedUuid } = await published();
    server.db.prepare('UPDATE attachments SET is_signed = 1 WHERE id = ?').run(received.id);
    refusedWith(await reject(receivedUuid, received.id, await tokenFor(server.app, 'servidora@demo.gov.br')), m.rejectSigned);
  });
});

describe('POST /api/inbox/email/:uuid/attachment/:fileId/reject', () => {
  const reject = (uuid: string, id: number, payload: unknown, token = clerk) =>
    server.app.inject({ method: 'POST', url: `/api/inbox/email/${uuid}/attachment/${id}/reject`, headers: bearer(token), payload: payload as object });

  it('marks the file REJECTED with the reason and answers the media; a second time is 422', async () => {
    const uuid = await draftEmail();
    const media = await uploadOne(uuid);
    const response = await reject(uuid, media.id, { rejected_message: '  Falta a assinatura do requerente.  ' });
    expect(response.statusCode).toBe(200);
    expect(mediaSchema.parse(json(response))).toMatchObject({ id: media.id, rejected_status: 'REJECTED', rejected_message: 'Falta a assinatura do requerente.' });
    const again = await reject(uuid, media.id, { rejected_message: 'De novo' });
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ message: m.alreadyRejected });
  });

  it('requires the reason, and refuses citizens and other sectors', async () => {
    const uuid = await draftEmail();
    const media = await uploadOne(uuid);
    expect((await reject(uuid, media.id, { rejected_message: '   ' })).statusCode).toBe(422);
    expect((await reject(uuid, media.id, {})).statusCode).toBe(422);
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    expect((await reject(uuid, media.id, { rejected_message: 'x' }, citizen)).statusCode).toBe(403);
    const other = await tokenFor(server.app, 'servidora@demo.gov.br');
    expect((await reject(uuid, media.id, { rejected_message: 'x' }, other)).statusCode).toBe(403);
    expect((await reject(uuid, 999999, { rejected_message: 'x' })).statusCode).toBe(404);
    expect(server.db.prepare('SELECT rejected_status FROM attachments WHERE id = ?').pluck().get(media.id)).toBeNull();
  });
});

describe('GET /api/upload and /api/upload/link', () => {
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('streams the file to a user who can open the email, with its type, name and nosniff', async () => {
    const uuid = await draftEmail();
    const media = await uploadOne(uuid, file('Relatório nº 1.pdf', 'application/pdf', SAMPLE.pdf));
    const response = await get(`/api/upload?key=${media.remote_file_key}`, bearer(clerk));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SAMPLE.pdf)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="Relatorio n 1.pdf"; filename*=UTF-8''Relat%C3%B3rio%20n%C2%BA%201.pdf`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).not.toMatch(/sandbox/);
    const download = await get(`/api/upload?key=${media.remote_file_key}&download=1`, bearer(clerk));
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('never answers a request for the signed copy with the plain file', async () => {
    const media = await uploadOne(await draftEmail(), file('parecer.pdf', 'application/pdf', SAMPLE.pdf));
    const signed = await get(`/api/upload?key=${media.remote_file_key}&signed=1`, bearer(clerk));
    expect(signed.statusCode).toBe(404);
    expect(json(signed)).toMatchObject({ message: m.notSigned });
  });

  it('serves SVG as a download under the sandbox CSP, so it cannot script', async () => {
    const media = await uploadOne(await draftEmail(), file('logo.svg', 'image/svg+xml', SAMPLE.svg));
    const response = await get(`/api/upload?key=${media.remote_file_key}`, bearer(clerk));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="logo.svg"/);
    expect(response.headers['content-security-policy']).toMatch(/sandbox/);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });

  it('refuses no token (401), another sector (403), citizens (403), unknown (404) and malformed keys (422)', async () => {
    const media = await uploadOne(await draftEmail());
    expect((await get(`/api/upload?key=${media.remote_file_key}`)).statusCode).toBe(401);
    const other = await tokenFor(server.app, 'servidora@demo.gov.br');
    expect((await get(`/api/upload?key=${media.remote_file_key}`, bearer(other))).statusCode).toBe(403);
    expect((await get(`/api/upload/link?key=${media.remote_file_key}`, bearer(other))).statusCode).toBe(403);
    const citizen = await tokenFor(server.app, 'cidadao@demo.gov.br', LoginType.EXTERNAL_NATIVE);
    expect((await get(`/api/upload?key=${media.remote_file_key}`, bearer(citizen))).statusCode).toBe(403);
    expect((await get(`/api/upload?key=${'A'.repeat(43)}`, bearer(clerk))).statusCode).toBe(404);
    expect((await get('/api/upload?key=../../etc/passwd', bearer(clerk))).statusCode).toBe(422);
  });

  it('gives a signed link that works without a token until it expires', async () => {
    const media = await uploadOne(await draftEmail());
    const response = await get(`/api/upload/link?key=${media.remote_file_key}`, bearer(clerk));
    expect(response.statusCode).toBe(200);
    const { link } = uploadLinkSchema.parse(json(response));
    const url = new URL(link);
    expect(url.pathname).toBe('/api/upload');
    expect(url.searchParams.get('key')).toBe(media.remote_file_key);
    const path = `${url.pathname}${url.search}`;
    const opened = await get(path);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(SAMPLE.pdf)).toBe(true);

    server.clock.advance(LINK_TTL_SECONDS + 1);
    const expired = await get(path);
    expect(expired.statusCode).toBe(403);
    expect(json(expired)).toMatchObject({ message: m.linkExpired });
  });

  it('refuses a tampered link: signature, key, user or expiry changed', async () => {
    const uuid = await draftEmail();
    const media = await uploadOne(uuid);
    const second = await uploadOne(uuid, file('outro.pdf', 'application/pdf', SAMPLE.pdf));
    const { link } = uploadLinkSchema.parse(json(await get(`/api/upload/link?key=${media.remote_file_key}`, bearer(clerk))));
    const url = new URL(link);
    const tamper = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return `${copy.pathname}${copy.search}`;
    };
    const signature = url.searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      tamper('signature', flipped),
      tamper('key', second.remote_file_key),
      tamper('uid', String(userIdOf(server.db, 'admin@demo.gov.br'))),
      tamper('expires', String(Number(url.searchParams.get('expires')) + 3600)),
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(403);
      expect(json(response)).toMatchObject({ message: m.linkInvalid });
    }
    const partial = new URL(url);
    partial.searchParams.delete('signature');
    expect((await get(`${partial.pathname}${partial.search}`)).statusCode).toBe(403);
  });

  it('stops a link working once its user is disabled or loses the sector', async () => {
    const media = await uploadOne(await draftEmail());
    const { link } = uploadLinkSchema.parse(json(await get(`/api/upload/link?key=${media.remote_file_key}`, bearer(clerk))));
    const url = new URL(link);
    server.db.prepare('DELETE FROM user_sectors WHERE user_id = ?').run(userIdOf(server.db, 'servidor@demo.gov.br'));
    expect((await get(`${url.pathname}${url.search}`)).statusCode).toBe(403);
  });

  it('answers 404 for an attachment whose bytes are missing (a row from before migration 006)', async () => {
    // Seeded attachments have bytes now; a row without them is made here rather than looked for.
    const media = await uploadOne(await draftEmail());
    server.db.prepare('DELETE FROM attachment_contents WHERE attachment_id = ?').run(media.id);
    const response = await get(`/api/upload?key=${media.remote_file_key}`, bearer(clerk));
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ message: m.fileContentMissing });
  });
});
