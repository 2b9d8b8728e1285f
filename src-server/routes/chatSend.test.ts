// POST /api/chat/conversation/:id/messages and the file route (issue 7, spec §4 Chat message, §5,
// §7 Chat): text, images, PDFs and other files as base64, what is refused, the new-message event on
// both participants' private channels, and Idempotency-Key.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_EVENTS, CHAT_MAX_FILE_BYTES, CHAT_MAX_TEXT_LENGTH, chatSendResultSchema, type ChatSendResult } from '../../src-shared/api/chat';
import { messages } from '../../src-shared/messages';
import { chatCalls, chatTestServer, staffOf, type ChatTestServer, type Staff } from '../testing/chat';
import { json } from '../testing/harness';
import { SAMPLE } from '../testing/multipart';

const m = messages.chat;
let server: ChatTestServer;
let chat: ReturnType<typeof chatCalls>;
let joao: Staff;
let ana: Staff;
let conversationId: number;
beforeEach(async () => {
  server = chatTestServer();
  chat = chatCalls(server);
  joao = await staffOf(server, 'servidor@demo.gov.br');
  ana = await staffOf(server, 'servidora@demo.gov.br');
  conversationId = (await chat.open(joao.token, ana.id)).id;
  server.sent.length = 0;
});
afterEach(() => server.stop());

const base64 = (bytes: Buffer) => bytes.toString('base64');
const sendFile = (type: string, bytes: Buffer | string, fileName: string, headers: Record<string, string> = {}) =>
  chat.send(joao.token, conversationId, { type, content: typeof bytes === 'string' ? bytes : base64(bytes), file_name: fileName }, headers);
const created = async (response: Awaited<ReturnType<typeof chat.send>>): Promise<ChatSendResult> => {
  expect(response.statusCode, response.body).toBe(201);
  return chatSendResultSchema.parse(json(response));
};
const storedMessages = () => server.db.prepare('SELECT count(*) FROM chat_messages WHERE conversation_id = ?').pluck().get(conversationId);

describe('sending text', () => {
  it('stores the trimmed text, answers 201 {id, message}, and publishes the message to both participants', async () => {
    server.clock.set('2026-01-10T15:30:00.000Z');
    const result = await created(await chat.send(joao.token, conversationId, { type: 'text', content: '  Bom dia, Ana!\n' }));
    expect(result).toEqual({
      id: result.message.id,
      message: {
        id: result.id,
        conversation_id: conversationId,
        sender_id: joao.id,
        type: 'text',
        content: 'Bom dia, Ana!',
        mime_type: null,
        file_name: null,
        file_size: null,
        created_at: '2026-01-10T15:30:00.000Z',
        status: 'sent',
        readers: [],
      },
    });
    expect(server.receivedBy(joao.id)).toEqual([[CHAT_EVENTS.newMessage, result.message]]);
    expect(server.receivedBy(ana.id)).toEqual([[CHAT_EVENTS.newMessage, result.message]]);
    expect(server.sent).toHaveLength(2);
  });

  it('refuses an empty or blank text and one above the limit with 422, storing and publishing nothing', async () => {
    for (const content of ['', '   \n ', 'x'.repeat(CHAT_MAX_TEXT_LENGTH + 1)]) {
      const response = await chat.send(joao.token, conversationId, { type: 'text', content });
      expect(response.statusCode, content.slice(0, 5)).toBe(422);
      expect(Object.keys(json<{ errors: object }>(response).errors)).toEqual(['content']);
    }
    expect((await chat.send(joao.token, conversationId, { type: 'audio', content: 'x', file_name: 'a.ogg' })).statusCode).toBe(422);
    expect((await chat.send(joao.token, conversationId, {})).statusCode).toBe(422);
    expect(storedMessages()).toBe(0);
    expect(server.sent).toEqual([]);
  });
});

describe('sending files', () => {
  it('takes a PNG or a data-URL JPEG as an image, and serves the bytes with their type, inline', async () => {
    const png = await created(await sendFile('image', SAMPLE.png, 'foto.png'));
    expect(png.message).toMatchObject({ type: 'image', content: null, mime_type: 'image/png', file_name: 'foto.png', file_size: SAMPLE.png.length });
    expect(server.receivedBy(ana.id)).toEqual([[CHAT_EVENTS.newMessage, png.message]]);
    const jpeg = await created(await sendFile('image', `data:image/jpeg;base64,${base64(SAMPLE.jpeg)}`, 'câmera.jpg'));
    expect(jpeg.message).toMatchObject({ mime_type: 'image/jpeg', file_name: 'câmera.jpg', file_size: SAMPLE.jpeg.length });

    const served = await chat.file(ana.token, conversationId, jpeg.id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-disposition']).toBe(`inline; filename="camera.jpg"; filename*=UTF-8''c%C3%A2mera.jpg`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(SAMPLE.jpeg)).toBe(true);
  });

  it('takes a PDF as pdf and serves it as application/pdf', async () => {
    const pdf = await created(await sendFile('pdf', SAMPLE.pdf, 'Ofício 12.pdf'));
    expect(pdf.message).toMatchObject({ type: 'pdf', mime_type: 'application/pdf', file_size: SAMPLE.pdf.length });
    const served = await chat.file(joao.token, conversationId, pdf.id);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^inline; /);
    expect(served.rawPayload.equals(SAMPLE.pdf)).toBe(true);
  });

  it('takes any file, stored with a type that cannot run: known types by name and bytes, else octet-stream, as a download', async () => {
    const cases: [string, Buffer, string, string][] = [
      ['relatório.txt', SAMPLE.txt, 'text/plain', 'text/plain; charset=utf-8'],
      ['pagina.html', SAMPLE.html, 'application/octet-stream', 'application/octet-stream'],
      ['desenho.svg', SAMPLE.svg, 'application/octet-stream', 'application/octet-stream'],
      ['sem-extensao', SAMPLE.pdf, 'application/pdf', 'application/pdf'],
    ];
    for (const [name, bytes, stored, served] of cases) {
      const result = await created(await sendFile('file', bytes, name));
      expect(result.message, name).toMatchObject({ type: 'file', mime_type: stored, file_name: name });
      const response = await chat.file(ana.token, conversationId, result.id);
      expect(response.headers['content-type'], name).toBe(served);
      if (stored !== 'application/pdf') expect(response.headers['content-disposition'], name).toMatch(/^attachment; /);
      expect(response.rawPayload.equals(bytes), name).toBe(true);
    }
  });

  it('takes a file above the app-wide 1 MB body limit', async () => {
    const big = Buffer.concat([SAMPLE.png, Buffer.alloc(2 * 1024 * 1024, 7)]);
    const result = await created(await sendFile('image', big, 'grande.png'));
    expect(result.message.file_size).toBe(big.length);
  });

  it('refuses invalid base64 (422), a file over the limit (413), and bytes that are not what the type says (422)', async () => {
    const refusals: [string, Buffer | string, string, number, string][] = [
      ['file', 'isto não é base64!', 'a.bin', 422, m.invalidFile],
      ['file', 'QUJD=', 'a.bin', 422, m.invalidFile],
      ['file', 'QQ=A', 'a.bin', 422, m.invalidFile],
      ['file', 'QR==', 'a.bin', 422, m.invalidFile],
      ['image', 'data:image/png;base64,', 'a.png', 422, m.invalidFile],
      ['image', SAMPLE.pdf, 'foto.png', 422, m.fileTypeMismatch],
      ['image', SAMPLE.svg, 'desenho.svg', 422, m.fileTypeMismatch],
      ['image', SAMPLE.html, 'foto.png', 422, m.fileTypeMismatch],
      ['pdf', SAMPLE.png, 'oficio.pdf', 422, m.fileTypeMismatch],
      ['file', Buffer.alloc(CHAT_MAX_FILE_BYTES + 1, 1), 'enorme.bin', 413, m.fileTooLargeServer],
    ];
    for (const [type, content, name, status, message] of refusals) {
      const response = await sendFile(type, content, name);
      const label = `${type} ${name} ${typeof content === 'string' ? content : content.length}`;
      expect(response.statusCode, label).toBe(status);
      expect(json(response), label).toEqual({ message, errors: { content: [message] } });
    }
    // A name with a path or control characters is refused by the contract itself.
    for (const name of ['../etc/passwd', 'a\u0000.png']) {
      const response = await sendFile('file', SAMPLE.png, name);
      expect(response.statusCode, name).toBe(422);
      expect(json(response).errors, name).toEqual({ file_name: [m.invalidFileName] });
    }
    expect((await sendFile('file', SAMPLE.png, ' ')).statusCode).toBe(422);
    expect(storedMessages()).toBe(0);
    expect(server.sent).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  it('answers a resent submission with the first message (200), creating and publishing nothing more', async () => {
    const key = { 'Idempotency-Key': randomUUID() };
    const first = await created(await chat.send(joao.token, conversationId, { type: 'text', content: 'Uma vez só' }, key));
    const again = await chat.send(joao.token, conversationId, { type: 'text', content: 'Uma vez só' }, key);
    expect(again.statusCode).toBe(200);
    expect(chatSendResultSchema.parse(json(again))).toEqual(first);
    expect(storedMessages()).toBe(1);
    expect(server.sent).toHaveLength(2);

    // A file too: the bytes are not stored twice.
    const fileKey = { 'Idempotency-Key': randomUUID() };
    const file = await created(await sendFile('pdf', SAMPLE.pdf, 'a.pdf', fileKey));
    expect(json(await sendFile('pdf', SAMPLE.pdf, 'a.pdf', fileKey))).toEqual(file);
    const files = 'SELECT count(*) FROM chat_message_files f JOIN chat_messages m ON m.id = f.message_id WHERE m.conversation_id = ?';
    expect(server.db.prepare(files).pluck().get(conversationId)).toBe(1);
  });

  it('is per sender; refuses a key already used in another conversation and a key that is not a UUID', async () => {
    const key = { 'Idempotency-Key': randomUUID() };
    const joaos = await created(await chat.send(joao.token, conversationId, { type: 'text', content: 'De João' }, key));
    const anas = await created(await chat.send(ana.token, conversationId, { type: 'text', content: 'De Ana' }, key));
    expect(anas.id).not.toBe(joaos.id);

    const mariana = await staffOf(server, 'admin@demo.gov.br');
    const other = await chat.open(joao.token, mariana.id);
    const reused = await chat.send(joao.token, other.id, { type: 'text', content: 'Outra conversa' }, key);
    expect(reused.statusCode).toBe(422);
    expect(json(reused)).toEqual({ message: m.idempotencyKeyReused, errors: { body: [m.idempotencyKeyReused] } });
    const malformed = await chat.send(joao.token, conversationId, { type: 'text', content: 'x' }, { 'Idempotency-Key': 'não-é-uuid' });
    expect(malformed.statusCode).toBe(422);
    expect(json(malformed).message).toBe(messages.server.invalidBody);
    expect(storedMessages()).toBe(2);
  });
});
