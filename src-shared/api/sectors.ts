// Sectors and work groups (companion §3 Sector, §4, §5, §7 Sectors):
// - GET /inbox/user-sectors/list: the sectors a user may connect to, with their sub-sectors.
// - GET /sector?search&status&type&parent&page (sector-list): paged, by name; search reads name and symbol.
// - GET /sector/chart?search&status (sector-list): the tree, every sector with its children.
// - GET /sector/{id} (any staff member): the sector, also as an address (sector_name, internalEmail).
// - POST /sector, PUT /sector/{id} (sector-create-update; PUT also sector-settings-access for the
//   connected sector alone), PATCH /sector/{id}/status {status}.
// - GET /sector/{id}/users, GET /sector/{id}/summary; POST/DELETE /sector/{id}/users/{userId}
//   (manage-sector-users).
// The save body's rules are here so the editor and the server check the same things; the server
// adds what needs the database (parent cycles, the manager, a symbol another sector has).
import { z } from 'zod';
import { messages } from '../messages';
import { isValidCellphone, isValidEmail } from '../validation/rules';
import { pageSchema } from './page';
import { optionalText } from '../validation/text';

const s = messages.sectors;
const v = messages.validation;

export const sectorOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  parentSectorId: z.number().int().nullable(),
});
export type SectorOption = z.infer<typeof sectorOptionSchema>;

export const userSectorsListSchema = z.object({ sectors: z.array(sectorOptionSchema) });

export const SECTOR_TYPES = ['sector', 'work-group'] as const;
export type SectorType = (typeof SECTOR_TYPES)[number];
export const SECTOR_STATUSES = ['enabled', 'disabled'] as const;
export type SectorStatus = (typeof SECTOR_STATUSES)[number];

/** §5 initials: the seed's symbols run from 2 (RH) to 6 letters (IMPORT), so the rule is letters only, 2 to 10 of them. */
export const SYMBOL_MIN = 2;
export const SYMBOL_MAX = 10;
export const SYMBOL_PATTERN = /^[A-Za-z]{2,10}$/;
export const isSectorSymbol = (value: string): boolean => SYMBOL_PATTERN.test(value);

const named = z.object({ id: z.number().int(), name: z.string() });

export const sectorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  type: z.enum(SECTOR_TYPES),
  parent_id: z.number().int().nullable(),
  parentSectorId: z.number().int().nullable(),
  parent: named.extend({ symbol: z.string() }).nullable(),
  color: z.string().nullable(),
  telephone: z.string().nullable(),
  ramal: z.string().nullable(),
  internal_email: z.string().nullable(),
  status: z.enum(SECTOR_STATUSES),
  manager_id: z.number().int().nullable(),
  manager: named.nullable(),
  access_ged_sector_id: z.number().int().nullable(),
  update_ged_sector: z.boolean(),
  users_count: z.number().int(),
  children_count: z.number().int(),
  // The sector as an address (the document create form's recipients).
  sector_name: z.string(),
  internalEmail: z.string(),
});
export type Sector = z.infer<typeof sectorSchema>;
export const sectorPageSchema = pageSchema(sectorSchema);

const optionalId = z.number({ error: v.invalid }).int(v.invalid).positive(v.invalid).nullish().transform((value) => value ?? null);

/** POST /sector and PUT /sector/{id}: the editor's fields. */
export const sectorInputSchema = z.object({
  type: z.enum(SECTOR_TYPES, { error: v.invalid }),
  name: z.string({ error: v.required }).trim().min(1, v.required).max(255, v.max(255)),
  symbol: z
    .string({ error: v.required })
    .trim()
    .min(1, v.required)
    .refine(isSectorSymbol, s.symbolRule)
    .transform((value) => value.toUpperCase()),
  color: optionalText(7).refine((value) => value === null || /^#[0-9a-fA-F]{6}$/.test(value), s.colorRule),
  telephone: optionalText(30).refine((value) => value === null || isValidCellphone(value), v.cellphone),
  ramal: optionalText(10).refine((value) => value === null || /^\d+$/.test(value), s.ramalRule),
  internal_email: optionalText(255).refine((value) => value === null || isValidEmail(value), v.email),
  parent_id: optionalId,
  manager_id: optionalId,
  access_ged_sector_id: optionalId,
  update_ged_sector: z.boolean({ error: v.invalid }).optional().default(true),
});
export type SectorInput = z.input<typeof sectorInputSchema>;

export const sectorStatusInputSchema = z.object({ status: z.enum(SECTOR_STATUSES, { error: v.invalid }) });

/** GET /sector/chart: one node of the organisation's tree. */
export type SectorChartNode = {
  id: number;
  name: string;
  symbol: string;
  type: SectorType;
  status: SectorStatus;
  manager: { id: number; name: string } | null;
  children: SectorChartNode[];
};
export const sectorChartNodeSchema: z.ZodType<SectorChartNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    symbol: z.string(),
    type: z.enum(SECTOR_TYPES),
    status: z.enum(SECTOR_STATUSES),
    manager: named.nullable(),
    children: z.array(sectorChartNodeSchema),
  }),
);
export const sectorChartSchema = z.object({ data: z.array(sectorChartNodeSchema) });

/** GET /sector/{id}/users: the sector's users, each with whether it is their primary sector. */
export const sectorUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  cellphone: z.string().nullable(),
  status: z.enum(['enabled', 'disabled']),
  is_primary: z.boolean(),
});
export type SectorUser = z.infer<typeof sectorUserSchema>;
export const sectorUsersSchema = z.object({ data: z.array(sectorUserSchema) });

/** POST /sector/{id}/users/{userId}: the user joins; `primary` makes it their primary sector (replacing the previous one). */
export const sectorUserAddSchema = z.object({ primary: z.boolean({ error: v.invalid }).optional() });

/** GET /sector/{id}/summary: the Relatório tab's figures. */
export const sectorSummarySchema = z.object({
  users: z.number().int(),
  sub_sectors: z.number().int(),
  open_items: z.number().int(),
  documents_this_month: z.number().int(),
});
export type SectorSummary = z.infer<typeof sectorSummarySchema>;
