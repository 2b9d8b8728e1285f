// Document models (blueprints, companion §7 Blueprints): a sector's starting texts for memos. The
// create form's calls (GET document/blueprint/?search=&sectorId=, GET/POST/PUT document/blueprint/
// {id}) keep their shape (src-shared/api/documents.ts); the administration adds:
// - GET document/blueprint/manage?search=&sector_id=&page=: paged, with the sector's name and when
//   each was last changed.
// - DELETE document/blueprint/{id}: a model is only a starting text; no document depends on it.
// Who: staff manage the models of the sectors they belong to (and their sub-sectors), holders of
// sector-create-update those of any sector.
import { z } from 'zod';
import { blueprintSchema } from './documents';
import { pageSchema } from './page';

export { blueprintBodySchema as blueprintInputSchema } from './documents';
export type BlueprintInput = { name: string; content: string; sector_id: number };

export const blueprintItemSchema = blueprintSchema.extend({
  sector: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  updated_at: z.string(),
});
export type BlueprintItem = z.infer<typeof blueprintItemSchema>;

export const blueprintPageSchema = pageSchema(blueprintItemSchema);
