// Coordinates for a published document's address (§3 address latitude, longitude) when none were
// typed: looked up after the publish transaction has committed, never inside it, so a slow or
// absent geocoding service never slows or blocks publishing. A failure, a timeout or no result
// just leaves the document without coordinates (it is then counted "sem localização" on the map);
// the log line names the document id and the outcome, never the address (personal data).
import type { AuditLog } from '../audit/log';
import type { Db } from '../db/open';
import type { GeocodingClient } from './client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lookups publishing started (buildApp decorates the app with it; tests await idle()). */
    geocoding: GeocodingQueue;
  }
}

type Logger = { info(object: object, message: string): void; warn(object: object, message: string): void };

export type GeocodingQueue = {
  /** The client, or null when --geocoding-url is not configured. */
  client: GeocodingClient | null;
  /** Starts looking the document's address up unless it has coordinates or no address; never throws. */
  afterPublish(documentId: number): void;
  /** Resolves once every lookup started so far has answered and been written: tests await it. */
  idle(): Promise<void>;
};

type AddressRow = {
  has_address: number;
  address_street: string | null;
  address_number: string | null;
  address_city: string | null;
  address_uf: string | null;
  address_zip: string | null;
  address_latitude: number | null;
};

export function createGeocodingQueue(deps: { client: GeocodingClient | null; db: Db; audit: AuditLog; log: Logger }): GeocodingQueue {
  const pending = new Set<Promise<void>>();

  async function lookUp(documentId: number): Promise<void> {
    const client = deps.client;
    const row = deps.db
      .prepare<[number], AddressRow>(
        'SELECT has_address, address_street, address_number, address_city, address_uf, address_zip, address_latitude FROM documents WHERE id = ?',
      )
      .get(documentId);
    if (client === null || row === undefined || row.has_address !== 1 || row.address_latitude !== null) return;
    const result = await client.search({
      street: row.address_street ?? '',
      number: row.address_number ?? '',
      city: row.address_city ?? '',
      uf: row.address_uf ?? '',
      zip: row.address_zip ?? '',
    });
    if (result.kind !== 'found') {
      deps.log.info({ documentId, geocoding: result.kind, ...(result.kind === 'unavailable' ? { detail: result.detail } : {}) }, 'address left without coordinates');
      return;
    }
    const { latitude, longitude } = result.coordinates;
    deps.db.transaction(() => {
      // Only where nothing was written meanwhile (typed coordinates win).
      const { changes } = deps.db
        .prepare('UPDATE documents SET address_latitude = ?, address_longitude = ? WHERE id = ? AND address_latitude IS NULL AND has_address = 1')
        .run(latitude, longitude, documentId);
      if (changes === 0) return;
      deps.audit.append({
        action: 'update',
        entity: 'document',
        entityId: documentId,
        documentId,
        userId: null,
        route: 'geocoding',
        changes: { address_latitude: [null, latitude], address_longitude: [null, longitude] },
      });
    })();
  }

  return {
    client: deps.client,
    afterPublish(documentId) {
      if (deps.client === null) return;
      const job = lookUp(documentId).catch((error: unknown) => {
        deps.log.warn({ documentId, error: (error as Error).message }, 'geocoding after publish failed');
      });
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
