import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { OriginPolicy } from './origins';

/** Bearer tokens, never cookies: no credentials, and only the headers the clients send (§7). */
export function registerCors(app: FastifyInstance, origins: OriginPolicy): void {
  void app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && origins.isAllowedOrigin(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-InboxType', 'X-InboxSectorId', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After'],
    credentials: false,
    maxAge: 600,
  });
}
