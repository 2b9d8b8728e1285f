// Which inbox a request looks at (spec §7: X-InboxType, X-InboxSectorId) and what a user may see:
// the sector inboxes of its sectors and their sub-sectors, and its own personal inbox.
import type { FastifyRequest } from 'fastify';
import { INBOX_TYPES, type InboxType } from '../../src-shared/api/inboxFilters';
import { messages } from '../../src-shared/messages';
import type { ServerContext } from '../context';
import { chosenWithDescendants } from '../domain/sectorTree';
import { ApiError, invalidFields } from '../http/errors';

const m = messages.server;

export type InboxScope = {
  type: InboxType;
  userId: number;
  /** Sector inboxes the request covers (empty for a personal inbox). */
  sectorIds: number[];
  /** Every sector inbox the user may open. */
  visible: ReadonlySet<number>;
  /** The sector chosen by X-InboxSectorId, or the primary one. */
  sectorId: number | null;
};

export const sectorForbidden = () => new ApiError(403, { message: m.inboxSectorForbidden });

export function visibleSectorIds(ctx: ServerContext, userId: number): number[] {
  const enabled = ctx.repos.sectors.allEnabled().map((sector) => ({ ...sector, parentId: sector.parent_id }));
  const own = new Set(ctx.repos.sectors.membershipsOf(userId).map((sector) => sector.id));
  return chosenWithDescendants(enabled, own).map((sector) => sector.id);
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export type ScopeFilters = { inboxType?: InboxType | undefined; allSectors?: boolean | undefined; sectorsId?: number[] | undefined };

export function resolveScope(ctx: ServerContext, request: FastifyRequest, userId: number, filters: ScopeFilters = {}): InboxScope {
  const rawType = header(request, 'x-inboxtype');
  if (rawType !== undefined && !(INBOX_TYPES as readonly string[]).includes(rawType)) {
    throw invalidFields({ 'X-InboxType': [m.inboxTypeInvalid] });
  }
  const type = (rawType as InboxType | undefined) ?? filters.inboxType ?? 'sector';
  const visibleList = visibleSectorIds(ctx, userId);
  const visible = new Set(visibleList);

  const rawSector = header(request, 'x-inboxsectorid');
  let sectorId: number | null;
  if (rawSector !== undefined && rawSector !== '') {
    if (!/^\d{1,9}$/.test(rawSector)) throw invalidFields({ 'X-InboxSectorId': [m.inboxSectorInvalid] });
    sectorId = Number(rawSector);
    if (!visible.has(sectorId)) throw sectorForbidden();
  } else {
    sectorId = ctx.repos.sectors.membershipsOf(userId)[0]?.id ?? visibleList[0] ?? null;
  }

  if (type === 'personal') return { type, userId, sectorIds: [], visible, sectorId };
  if (filters.sectorsId !== undefined && filters.sectorsId.length > 0) {
    if (filters.sectorsId.some((id) => !visible.has(id))) throw sectorForbidden();
    return { type, userId, sectorIds: [...new Set(filters.sectorsId)], visible, sectorId };
  }
  if (filters.allSectors === true) return { type, userId, sectorIds: visibleList, visible, sectorId };
  if (sectorId === null) throw sectorForbidden();
  return { type, userId, sectorIds: [sectorId], visible, sectorId };
}
