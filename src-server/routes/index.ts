import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerAuthRoutes } from './auth';
import { registerDocumentLookupRoutes } from './documentLookups';
import { registerDocumentRoutes } from './documents';
import { registerInboxRoutes } from './inbox';
import { registerInboxEmailRoutes } from './inboxEmail';
import { registerInboxTaskRoutes } from './inboxTasks';
import { registerMediaRoutes } from './medias';
import { registerNotificationRoutes } from './notifications';
import { registerOrganizationRoutes } from './organization';
import { registerPermissionRoutes } from './permissions';
import { registerPkiTokenRoutes } from './pkiToken';
import { registerPrintRoutes } from './print';
import { registerSectorRoutes } from './sectors';
import { registerSignatureRoutes } from './signature';
import { registerSigningSessionRoutes } from './signingSession';
import { registerUserRoutes } from './user';
import { registerZipCodeRoutes } from './zipCode';

export function registerApiRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerAuthRoutes(app, ctx);
  registerPermissionRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerSectorRoutes(app, ctx);
  registerOrganizationRoutes(app, ctx);
  registerPkiTokenRoutes(app, ctx);
  registerSignatureRoutes(app, ctx);
  registerSigningSessionRoutes(app, ctx);
  registerInboxRoutes(app, ctx);
  registerInboxTaskRoutes(app, ctx);
  registerInboxEmailRoutes(app, ctx);
  registerDocumentLookupRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  registerPrintRoutes(app, ctx);
  registerZipCodeRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
}
