// How requests reach the audit trail, in one place: a hook appends a generic entry for every
// successful write to /api (route pattern, user, IP, user agent, status), and for the reads a route
// declares (`audit: { action: 'view' | 'print' | 'download' }` in its config: a document viewed,
// printed or downloaded). Routes that know more — the entity, the before and after of what they
// changed, a failed login — call recordRequest themselves, and the hook then adds nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditEntity } from '../../src-shared/api/audit';
import type { ServerContext } from '../context';
import type { Db } from '../db/open';
import { isApiPath } from '../http/paths';
import { entityOfRoute, type DocumentSource } from './entities';
import type { AuditEntry } from './log';

export type RouteAudit = { action: 'view' | 'print' | 'download' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read worth auditing (document views, prints, downloads); writes are audited without it. */
    audit?: RouteAudit;
  }
  interface FastifyRequest {
    /** Set once the request has its own audit entry, so the hook does not add a generic one. */
    audited: boolean;
  }
}

const WRITE_ACTIONS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** The document behind a route's uuid: an inbox email's, or the document's own (citizen requests). */
function documentResolver(db: Db) {
  const byEmail = db.prepare<[string], { document_id: number }>('SELECT document_id FROM inbox_emails WHERE uuid = ?');
  const byDocument = db.prepare<[string], { id: number }>('SELECT id FROM documents WHERE uuid = ?');
  return (source: DocumentSource, uuid: string): number | null => {
    if (source.from === 'inbox-email') return byEmail.get(uuid)?.document_id ?? null;
    return byDocument.get(uuid)?.id ?? byEmail.get(uuid)?.document_id ?? null;
  };
}

/** What every entry of a request carries: who, from where, through which route. */
export function requestFacts(request: FastifyRequest): Pick<AuditEntry, 'userId' | 'ip' | 'userAgent' | 'route'> {
  const userAgent = request.headers['user-agent'];
  return {
    userId: request.auth?.userId ?? null,
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : '',
    route: `${request.method} ${request.routeOptions.url ?? ''}`,
  };
}

/** A route's own entry: the request's facts plus what the route knows, named in the vocabulary. The hook then adds none. */
export function recordRequest(ctx: Pick<ServerContext, 'audit'>, request: FastifyRequest, entry: AuditEntry & { entity: AuditEntity }): void {
  ctx.audit.append({ ...requestFacts(request), ...entry });
  request.audited = true;
}

export function installAuditTrail(app: FastifyInstance, ctx: ServerContext): void {
  app.decorateRequest('audited', false);
  const documentOf = documentResolver(ctx.db);
  // onSend: the handler has finished (its transaction committed) and the status is known, and the
  // entry is written before the answer leaves, so a client that reads the trail next finds it.
  app.addHook('onSend', async (request, reply, payload) => {
    const pattern = request.routeOptions.url;
    if (request.audited || pattern === undefined || !isApiPath(pattern) || reply.statusCode >= 400) return payload;
    const declared = request.routeOptions.config.audit;
    const action = declared?.action ?? WRITE_ACTIONS[request.method];
    if (action === undefined) return payload;
    const { entity, path, idParam, document } = entityOfRoute(pattern);
    const params = (request.params ?? {}) as Record<string, unknown>;
    const text = (name: string | null) => {
      const raw = name === null ? undefined : params[name];
      return typeof raw === 'string' ? raw : '';
    };
    const documentKey = document === null ? '' : text(document.param);
    ctx.audit.append({
      ...requestFacts(request),
      action,
      // A route the vocabulary does not name yet keeps its path rather than nothing.
      entity: entity ?? path,
      entityId: text(idParam),
      documentId: document === null || documentKey === '' ? null : documentOf(document, documentKey),
      status: reply.statusCode,
    });
    request.audited = true;
    return payload;
  });
}

/** A route's options with a read to audit: `app.get(url, audited(staffOnly, 'print'), handler)`. */
export function audited<Options extends { config?: object }>(options: Options, action: RouteAudit['action']): Options {
  return { ...options, config: { ...options.config, audit: { action } } };
}
