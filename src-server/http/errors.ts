// One place that turns anything thrown into the API's error body {message, errors?, reason?}:
// our own ApiErrors, Fastify's body-parsing errors (400/413/415, never 500), and the unexpected,
// which are logged and answered with a generic 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DISABLED_USER_REASON, type ApiErrorBody } from '../../src-shared/api/errors';
import { messages } from '../../src-shared/messages';

const m = messages.server;

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
}

export const unauthenticated = () => new ApiError(401, { message: m.unauthenticated });
export const disabledUser = () => new ApiError(403, { message: m.disabledUser, reason: DISABLED_USER_REASON });
export const forbidden = () => new ApiError(403, { message: m.forbidden });
export const notFound = () => new ApiError(404, { message: m.notFound });
export const invalidFields = (errors: FieldErrors) => new ApiError(422, { message: m.invalidBody, errors });

type ErrorResponse = { statusCode: number; body: ApiErrorBody; headers: Record<string, string>; unexpected: boolean };

const bodyError = (statusCode: number, message: string): ErrorResponse => ({
  statusCode,
  body: { message, errors: { body: [message] } },
  headers: {},
  unexpected: false,
});

export function errorResponse(error: unknown): ErrorResponse {
  if (error instanceof ApiError) {
    return { statusCode: error.statusCode, body: error.body, headers: error.headers, unexpected: false };
  }
  const fastifyError = error as Partial<FastifyError> | undefined;
  const status = fastifyError?.statusCode;
  switch (fastifyError?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return bodyError(413, m.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return bodyError(415, m.unsupportedMediaType);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return bodyError(400, m.malformedJson);
  }
  // JSON.parse and secure-json-parse (prototype poisoning) throw SyntaxErrors marked 400.
  if (error instanceof SyntaxError && status === 400) return bodyError(400, m.malformedJson);
  if (status === 404) return { statusCode: 404, body: { message: m.notFound }, headers: {}, unexpected: false };
  if (typeof status === 'number' && status >= 400 && status < 500) return bodyError(status, m.badRequest);
  return { statusCode: 500, body: { message: m.internalError }, headers: {}, unexpected: true };
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const response = errorResponse(error);
  if (response.unexpected) request.log.error({ err: error }, 'unexpected error');
  return reply.code(response.statusCode).headers(response.headers).send(response.body);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}
