// The Idempotency-Key header of a create (a document, a chat message, a forward): a UUID the client
// makes once per user action and sends again on a retry, so the server answers the retry with what
// the first attempt did instead of doing it twice.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../../src-shared/api/documents';
import { messages } from '../../src-shared/messages';
import { parseInput } from './validation';

const idempotencyKey = z.uuid({ error: messages.documents.idempotencyKeyInvalid });

/** The request's key, or undefined without one; 422 for a key that is not a UUID. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  return raw === undefined ? undefined : parseInput(idempotencyKey, Array.isArray(raw) ? raw[0] : raw);
}
