// The one rule for internal notes (dispatches of type 'note'): a note is seen by the inbox that
// held the document when it was written (its sector's staff, or the personal inbox's owner) and by
// its writer, and by nobody else, in every view that lists dispatches: the Sumário, the timeline,
// the item view, the printouts and the ZIP.
import type { Viewer } from './emails';

/** An SQL condition on the dispatch alias `dp`, with its parameters, true for what `reader` may see. */
export function visibleDispatch(reader: Viewer): { sql: string; params: number[] } {
  const sectors = [...reader.visible];
  const inSectors = sectors.length === 0 ? '0' : `dp.to_sector_id IN (${sectors.map(() => '?').join(', ')})`;
  return {
    sql: `(dp.type <> 'note' OR dp.from_user_id = ? OR dp.to_user_id = ? OR ${inSectors})`,
    params: [reader.userId, reader.userId, ...sectors],
  };
}

/**
 * An SQL condition on the attachment alias `a`: a file sent with a nota is seen where the nota is
 * seen; a reader of null is someone who sees no nota (outsiders, citizens, the default of every
 * listing that names no reader).
 */
export function visibleAttachment(reader: Viewer | null): { sql: string; params: number[] } {
  if (reader === null) return { sql: `(a.dispatch_id IS NULL OR NOT EXISTS (SELECT 1 FROM dispatches dp WHERE dp.id = a.dispatch_id AND dp.type = 'note'))`, params: [] };
  const dispatch = visibleDispatch(reader);
  return { sql: `(a.dispatch_id IS NULL OR EXISTS (SELECT 1 FROM dispatches dp WHERE dp.id = a.dispatch_id AND ${dispatch.sql}))`, params: dispatch.params };
}
