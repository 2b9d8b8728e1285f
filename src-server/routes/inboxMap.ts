// The work queue's Mapa view (issue 19 §5): GET inbox/query/tasks/sector/map?<the list's filters>
// answers the items of the same filtered list (inbox/querySql.ts: scope, list, filters, order) whose
// document has coordinates, as markers, at most MAX_MAP_MARKERS of them, and how many have none.
// A marker carries the row's number, title and due date and the place, never the sender, so an
// anonymous or confidential document shows nothing on the map that its list row hides.
import type { FastifyInstance } from 'fastify';
import { MAX_MAP_MARKERS, type MapMarker, type MapMarkers } from '../../src-shared/api/map';
import type { ServerContext } from '../context';
import { refreshDocumentBodies } from '../documents/searchIndex';
import { ITEM_FROM } from '../inbox/items';
import { inboxQuerySql } from '../inbox/querySql';
import { filtersAndScope, staffOnly } from './inbox';

type MarkerRow = {
  uuid: string;
  box: MapMarker['box'];
  kind: MapMarker['kind'];
  title: string;
  number: string;
  latitude: number;
  longitude: number;
  due_at: string | null;
  street: string | null;
  address_number: string | null;
  neighborhood: string | null;
  city: string | null;
};

const LOCATED = 'd.has_address = 1 AND d.address_latitude IS NOT NULL AND d.address_longitude IS NOT NULL';

export function registerInboxMapRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/api/inbox/query/tasks/sector/map', staffOnly, async (request): Promise<MapMarkers> => {
    const { filters, scope } = filtersAndScope(ctx, request);
    if (filters.content) refreshDocumentBodies(ctx.db);
    const sql = inboxQuerySql(scope, filters, ctx.now());
    const count = (condition: string) =>
      ctx.db.prepare<unknown[], number>(`SELECT count(*) ${ITEM_FROM} WHERE ${sql.where} AND ${condition}`).pluck().get(...sql.params) ?? 0;
    const total = count(LOCATED);
    const rows = ctx.db
      .prepare<unknown[], MarkerRow>(
        `SELECT ie.uuid, ie.box, d.kind, d.title, d.number, d.address_latitude AS latitude, d.address_longitude AS longitude, ie.due_at,
           d.address_street AS street, d.address_number, d.address_neighborhood AS neighborhood, d.address_city AS city
         ${ITEM_FROM} WHERE ${sql.where} AND ${LOCATED} ORDER BY ${sql.orderBy} LIMIT ?`,
      )
      .all(...sql.params, MAX_MAP_MARKERS);
    return {
      markers: rows.map((row) => ({
        inbox_email_uuid: row.uuid,
        kind: row.kind,
        box: row.box,
        title: row.title,
        number: row.number,
        latitude: row.latitude,
        longitude: row.longitude,
        // Only a task (in the inbox) is due; what was sent or drafted shows no deadline, as in the list.
        due_at: row.box === 'inbox' ? row.due_at : null,
        address: { street: row.street ?? '', number: row.address_number ?? '', neighborhood: row.neighborhood ?? '', city: row.city ?? '' },
      })),
      total,
      without_location: count(`NOT (${LOCATED})`),
      truncated: total > rows.length,
    };
  });
}
