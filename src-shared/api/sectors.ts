import { z } from 'zod';

/** GET /inbox/user-sectors/list: the sectors a user may connect to, with their sub-sectors. */
export const sectorOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  parentSectorId: z.number().int().nullable(),
});
export type SectorOption = z.infer<typeof sectorOptionSchema>;

export const userSectorsListSchema = z.object({ sectors: z.array(sectorOptionSchema) });
