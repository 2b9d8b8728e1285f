// The staff chat (issue 7; spec §2 Floating chat, §4 Chat message, §6, §7 Chat): colleagues, unread
// counts, the direct conversation with a colleague, its messages (pages, send text or a base64
// file, the file itself, delete) and marking it read. Every change is published on the private
// realtime channels of the participants. Staff only; a conversation the user is not in answers 404,
// so its existence is not revealed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { audited } from '../audit/trail';
import {
  CHAT_MAX_BODY_BYTES,
  CHAT_MAX_FILE_BYTES,
  CHAT_PAGE_SIZE,
  chatMessagesQuerySchema,
  chatSendBodySchema,
  type ChatConversation,
  type ChatMessagesPage,
  type ChatParticipantList,
  type ChatSendResult,
  type ChatUnread,
} from '../../src-shared/api/chat';
import { messages } from '../../src-shared/messages';
import { authOf } from '../auth/access';
import { chatFileMime, decodeBase64File } from '../chat/files';
import { conversationOfParticipant, directContactOf, openDirectConversation, participantIdsOf, type ConversationRow } from '../chat/conversations';
import { publishMessageDeleted, publishMessagesRead, publishNewMessage } from '../chat/events';
import { deleteMessage, fileContentOf, insertMessage, messageById, messageByIdempotencyKey, messagesPage, type NewChatMessage } from '../chat/messages';
import { staffContact, staffContactsOf, toParticipant, type ChatUserRow } from '../chat/participants';
import { markConversationRead, unreadOf } from '../chat/reads';
import { isoAt, type ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { idempotencyKeyOf } from '../http/idempotency';
import { parseInput } from '../http/validation';
import { isInlineSafe } from '../medias/fileTypes';
import { contentDisposition, pdfViewerCsp } from '../medias/headers';
import { cleanFileName } from '../medias/store';
import { staffOnly } from './inbox';

const m = messages.chat;
const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
const messageParams = z.object({ id, messageId: id });
// The same header and format as document creation (routes/documents.ts): a UUID per submission.

const conversationNotFound = () => new ApiError(404, { message: m.conversationNotFound });
const messageNotFound = () => new ApiError(404, { message: m.messageNotFound });
const contentRefused = (status: 413 | 422, message: string) => new ApiError(status, { message, errors: { content: [message] } });

export function registerChatRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** The conversation of the route's :id, for a participant only. */
  const conversationOf = (request: FastifyRequest, conversationId: number): ConversationRow => {
    const conversation = conversationOfParticipant(ctx.db, conversationId, authOf(request).userId);
    if (conversation === undefined) throw conversationNotFound();
    return conversation;
  };

  app.get('/api/chat/participants', staffOnly, async (request): Promise<ChatParticipantList> => {
    const online = ctx.realtime.onlineUserIds();
    return { data: staffContactsOf(ctx.db, authOf(request).userId).map((row) => toParticipant(row, online)) };
  });

  app.get('/api/chat/conversation/unread', staffOnly, async (request): Promise<ChatUnread> => unreadOf(ctx.db, authOf(request).userId));

  // Opening a colleague's conversation creates it the first time; both sides get the same one.
  app.get('/api/chat/conversation/direct/:id', staffOnly, async (request): Promise<ChatConversation> => {
    const { id: contactId } = parseInput(idParams, request.params);
    const { userId } = authOf(request);
    if (contactId === userId) throw new ApiError(422, { message: m.selfConversation, errors: { id: [m.selfConversation] } });
    const contact = staffContact(ctx.db, contactId);
    if (contact === undefined) throw new ApiError(404, { message: m.contactNotFound });
    const conversation = openDirectConversation(ctx.db, userId, contactId, isoAt(ctx.now()));
    const online = ctx.realtime.onlineUserIds();
    const me = staffContact(ctx.db, userId) as ChatUserRow;
    const participants = [me, contact].sort((a, b) => a.id - b.id).map((row) => toParticipant(row, online));
    return {
      id: conversation.id,
      title: contact.name,
      online: online.has(contact.id),
      photoLink: contact.photo_link,
      direct_contact_id: directContactOf(conversation, userId),
      participants,
      ...messagesPage(ctx.db, conversation.id, { limit: CHAT_PAGE_SIZE }),
    };
  });

  app.put('/api/chat/conversation/:id/mark-as-read', staffOnly, async (request) => {
    const { id: conversationId } = parseInput(idParams, request.params);
    const conversation = conversationOf(request, conversationId);
    const { userId } = authOf(request);
    const marked = markConversationRead(ctx.db, conversation.id, userId, isoAt(ctx.now()));
    publishMessagesRead(ctx.realtime, conversation.id, userId, marked);
    return { read: marked.messageIds.length };
  });

  app.get('/api/chat/conversation/:id/messages', staffOnly, async (request): Promise<ChatMessagesPage> => {
    const { id: conversationId } = parseInput(idParams, request.params);
    const conversation = conversationOf(request, conversationId);
    const { last_id: lastId, limit } = parseInput(chatMessagesQuerySchema, request.query);
    return messagesPage(ctx.db, conversation.id, { lastId, limit });
  });

  // A file travels as base64 in the JSON body (§7), so this one route takes a larger body.
  app.post('/api/chat/conversation/:id/messages', { ...staffOnly, bodyLimit: CHAT_MAX_BODY_BYTES }, async (request, reply) => {
    const { id: conversationId } = parseInput(idParams, request.params);
    const conversation = conversationOf(request, conversationId);
    const { userId } = authOf(request);
    const key = idempotencyKeyOf(request);
    const body = parseInput(chatSendBodySchema, request.body);
    if (key !== undefined) {
      // A resent submission (the client retrying after a lost answer) gets the first message back.
      const known = messageByIdempotencyKey(ctx.db, userId, key);
      if (known !== undefined && known.conversation_id !== conversation.id) throw new ApiError(422, { message: m.idempotencyKeyReused, errors: { body: [m.idempotencyKeyReused] } });
      const message = known === undefined ? undefined : messageById(ctx.db, conversation.id, known.id);
      if (message !== undefined) return reply.code(200).send({ id: message.id, message } satisfies ChatSendResult);
    }
    const base = { conversationId: conversation.id, senderId: userId, at: isoAt(ctx.now()), idempotencyKey: key };
    let draft: NewChatMessage;
    if (body.type === 'text') draft = { ...base, type: 'text', content: body.content };
    else {
      const decoded = decodeBase64File(body.content, CHAT_MAX_FILE_BYTES);
      if (!decoded.ok) throw decoded.reason === 'too-large' ? contentRefused(413, m.fileTooLargeServer) : contentRefused(422, m.invalidFile);
      const verdict = chatFileMime(body.type, body.file_name, decoded.bytes);
      if (!verdict.ok) throw contentRefused(422, m.fileTypeMismatch);
      draft = { ...base, type: 'file', file: { type: body.type, mime: verdict.mime, fileName: cleanFileName(body.file_name), bytes: decoded.bytes } };
    }
    const message = messageById(ctx.db, conversation.id, insertMessage(ctx.db, draft));
    if (message === undefined) throw messageNotFound();
    publishNewMessage(ctx.realtime, participantIdsOf(ctx.db, conversation.id), message);
    return reply.code(201).send({ id: message.id, message } satisfies ChatSendResult);
  });

  app.get('/api/chat/conversation/:id/messages/:messageId/file', audited({ ...staffOnly, onSend: pdfViewerCsp }, 'download'), async (request, reply) => {
    const { id: conversationId, messageId } = parseInput(messageParams, request.params);
    const conversation = conversationOf(request, conversationId);
    const message = messageById(ctx.db, conversation.id, messageId);
    const content = message === undefined ? undefined : fileContentOf(ctx.db, message.id);
    if (message === undefined || content === undefined || message.mime_type === null) throw messageNotFound();
    // Images and PDFs open in the app's viewer; anything else (SVG included) is a download.
    const inline = isInlineSafe(message.mime_type);
    return reply
      .header('Content-Type', message.mime_type === 'text/plain' ? 'text/plain; charset=utf-8' : message.mime_type)
      .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', message.file_name ?? 'arquivo'))
      .header('Content-Length', String(content.length))
      .header('Cache-Control', 'private, no-store')
      .send(content);
  });

  // Only the sender deletes (§6); the other participant is told it is not theirs.
  app.delete('/api/chat/conversation/:id/messages/:messageId', staffOnly, async (request, reply) => {
    const { id: conversationId, messageId } = parseInput(messageParams, request.params);
    const conversation = conversationOf(request, conversationId);
    const message = messageById(ctx.db, conversation.id, messageId);
    if (message === undefined) throw messageNotFound();
    if (message.sender_id !== authOf(request).userId) throw new ApiError(403, { message: m.notYourMessage });
    deleteMessage(ctx.db, message.id);
    publishMessageDeleted(ctx.realtime, participantIdsOf(ctx.db, conversation.id), { conversation_id: conversation.id, message_id: message.id });
    return reply.code(204).send();
  });
}
