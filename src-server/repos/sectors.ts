import type { Db } from '../db/open';

export type SectorRow = {
  id: number;
  name: string;
  symbol: string;
  type: 'sector' | 'work-group';
  parent_id: number | null;
  color: string | null;
  telephone: string | null;
  ramal: string | null;
  status: 'enabled' | 'disabled';
  internal_email: string | null;
  manager_id: number | null;
  access_ged_sector_id: number | null;
  update_ged_sector: 0 | 1;
};

export type MembershipRow = SectorRow & { is_primary: 0 | 1 };

export function createSectorsRepo(db: Db) {
  const enabled = db.prepare<[], SectorRow>("SELECT * FROM sectors WHERE status = 'enabled' ORDER BY id");
  const memberships = db.prepare<[number], MembershipRow>(
    `SELECT sectors.*, user_sectors.is_primary FROM sectors JOIN user_sectors ON user_sectors.sector_id = sectors.id
     WHERE user_sectors.user_id = ? AND sectors.status = 'enabled' ORDER BY user_sectors.is_primary DESC, sectors.name`,
  );
  const setStatus = db.prepare<[string, number]>('UPDATE sectors SET status = ? WHERE id = ?');

  return {
    allEnabled: () => enabled.all(),
    /** The sectors a user belongs to directly (disabled ones left out), the primary first. */
    membershipsOf: (userId: number) => memberships.all(userId),
    setStatus: (sectorId: number, status: SectorRow['status']) => void setStatus.run(status, sectorId),
  };
}

export type SectorsRepo = ReturnType<typeof createSectorsRepo>;
