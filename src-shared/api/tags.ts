// Inbox tags (companion §3 Tag, §7 Tags): a sector's labels for the items of its work queue.
// - GET inbox/tag?search=&sector_id=&page=: the tags of the sectors the user may manage, paged.
// - GET inbox/tag/{id}, POST inbox/tag, PUT inbox/tag/{id}, DELETE inbox/tag/{id}.
// A tag is only a label: deleting it takes it off the items that carry it (item_count says how
// many). The colours must read: text under 3:1 against its background is refused here, so the
// editor and the server refuse the same tags.
import { z } from 'zod';
import { contrastRatio, CONTRAST_MINIMUM, formatRatio, normaliseHexColor } from '../colorContrast';
import { messages } from '../messages';
import { pageSchema } from './page';

const t = messages.tags;
const v = messages.validation;

/** §3 defaults. */
export const TAG_DEFAULT_BACKGROUND = '#6610f2';
export const TAG_DEFAULT_FONT = '#ffffff';
export const TAG_TEXT_MAX = 60;

const color = (fallback: string) =>
  z
    .string({ error: t.colorInvalid })
    .nullish()
    .transform((value) => (value === null || value === undefined || value.trim() === '' ? fallback : value))
    .refine((value) => normaliseHexColor(value) !== null, t.colorInvalid)
    .transform((value) => normaliseHexColor(value) as string);

export const tagSaveSchema = z
  .object({
    text: z.string({ error: v.required }).trim().min(1, v.required).max(TAG_TEXT_MAX, v.max(TAG_TEXT_MAX)),
    background_color: color(TAG_DEFAULT_BACKGROUND),
    font_color: color(TAG_DEFAULT_FONT),
    sector_id: z.number({ error: v.required }).int(v.invalid).positive(v.invalid),
  })
  .superRefine((tag, ctx) => {
    const ratio = contrastRatio(tag.background_color, tag.font_color);
    if (ratio !== null && ratio < CONTRAST_MINIMUM) ctx.addIssue({ code: 'custom', path: ['font_color'], message: t.contrastRefused(formatRatio(ratio)) });
  });
export type TagSaveRequest = z.input<typeof tagSaveSchema>;
export type TagSaveInput = z.output<typeof tagSaveSchema>;

export const tagListQuerySchema = z.object({
  search: z.string().trim().max(200).optional().catch(undefined),
  sector_id: z.coerce.number({ error: t.sectorFilterInvalid }).int(t.sectorFilterInvalid).positive(t.sectorFilterInvalid).optional(),
});

export const adminTagSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  background_color: z.string(),
  font_color: z.string(),
  sector_id: z.number().int(),
  sector_name: z.string(),
  /** How many items carry it (what deleting takes it off). */
  item_count: z.number().int(),
});
export type AdminTag = z.infer<typeof adminTagSchema>;
export const adminTagPageSchema = pageSchema(adminTagSchema);
export const adminTagResultSchema = z.object({ data: adminTagSchema });
