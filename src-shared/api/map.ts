// The work queue's Mapa view (issue 19 §5, spec §2 "work queue lists with sector calendar and map"):
// GET inbox/query/tasks/sector/map?<the list's filters> answers the filtered list's items that have
// coordinates as markers; GET map/config tells the renderer where its tiles come from (always this
// server's map/tiles proxy) and where the map opens.
import { z } from 'zod';
import { emailUuidSchema } from './inbox';

/** At most this many markers in one answer; `truncated` says there were more. */
export const MAX_MAP_MARKERS = 2000;

/**
 * One item of the filtered list on the map. It carries what the list row shows (number, title,
 * kind, box, due date) and the place, never the sender: an anonymous or confidential document's
 * marker tells no more about who wrote it than its row does.
 */
export const mapMarkerSchema = z.object({
  inbox_email_uuid: emailUuidSchema,
  kind: z.enum(['document', 'process']),
  box: z.enum(['inbox', 'sent', 'draft']),
  title: z.string(),
  number: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  due_at: z.string().nullable(),
  address: z.object({ street: z.string(), number: z.string(), neighborhood: z.string(), city: z.string() }),
});
export type MapMarker = z.infer<typeof mapMarkerSchema>;

export const mapMarkersSchema = z.object({
  markers: z.array(mapMarkerSchema),
  /** Items of the filtered list with coordinates (markers.length unless truncated). */
  total: z.number().int().nonnegative(),
  /** Items of the filtered list without coordinates ("M sem localização"). */
  without_location: z.number().int().nonnegative(),
  truncated: z.boolean(),
});
export type MapMarkers = z.infer<typeof mapMarkersSchema>;

export const latLngSchema = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });

export const mapConfigSchema = z.object({
  /** Relative to the API: {z}/{x}/{y} placeholders, fetched with the session's token. */
  tiles_url: z.string(),
  attribution: z.string(),
  /** Where the map opens when it has no marker to fit: the organisation's city, geocoded. */
  center: latLngSchema,
  zoom: z.number().int().min(0).max(19),
  max_zoom: z.number().int().min(0).max(19),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

export const tileParamsSchema = z.object({
  z: z.coerce.number().int().min(0).max(19),
  x: z.coerce.number().int().min(0),
  y: z.coerce.number().int().min(0),
});
