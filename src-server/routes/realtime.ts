// GET /realtime: where the realtime server listens, for clients that were only told the API's
// address (the desktop app's server URL, the web build). Public: the port is no secret, and the
// client needs it before any subscription can be authorised.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { realtimeInfoSchema } from '../../src-shared/api/chat';
import { messages } from '../../src-shared/messages';
import { publicAccess, withAccess } from '../auth/access';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';

export function registerRealtimeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/realtime', withAccess(publicAccess), async (): Promise<z.infer<typeof realtimeInfoSchema>> => {
    const port = ctx.realtime.port();
    if (port === null) throw new ApiError(503, { message: messages.chat.realtimeUnavailable });
    return { port };
  });
}
