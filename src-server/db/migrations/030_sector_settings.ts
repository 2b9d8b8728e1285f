// What the sector editor keeps beyond 001 (companion §3 Sector): the sector's manager (an
// internal user; removing the user leaves the sector without one), the GED's own id for the
// sector (access_ged_sector_id, an integer the GED gives) and whether a save should update the
// sector in the GED (update_ged_sector).
import type { Migration } from './types';

export const sectorSettings: Migration = {
  version: 30,
  name: 'sector_settings',
  up(db) {
    db.exec(`
      ALTER TABLE sectors ADD COLUMN manager_id INTEGER REFERENCES users (id) ON DELETE SET NULL;
      ALTER TABLE sectors ADD COLUMN access_ged_sector_id INTEGER;
      ALTER TABLE sectors ADD COLUMN update_ged_sector INTEGER NOT NULL DEFAULT 0 CHECK (update_ged_sector IN (0, 1));
      CREATE INDEX sectors_manager ON sectors (manager_id) WHERE manager_id IS NOT NULL;
    `);
  },
};
