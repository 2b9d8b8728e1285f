// The tag editor's form (issue 18) and what its preview says about the colours: fine from 4.5:1,
// a warning from 3:1, refused below (the shared schema refuses the same, and so does the server).
import { contrastRatio, CONTRAST_MINIMUM, CONTRAST_RECOMMENDED, formatRatio } from '../../../src-shared/colorContrast';
import { TAG_DEFAULT_BACKGROUND, TAG_DEFAULT_FONT, type AdminTag, type TagSaveRequest } from '../../../src-shared/api/tags';
import { messages } from '../../../src-shared/messages';

const t = messages.tags;

export type TagForm = { text: string; background_color: string; font_color: string; sector_id: number | null };

export const emptyTagForm = (): TagForm => ({ text: '', background_color: TAG_DEFAULT_BACKGROUND, font_color: TAG_DEFAULT_FONT, sector_id: null });
export const tagFormOf = (tag: AdminTag): TagForm => ({ text: tag.text, background_color: tag.background_color, font_color: tag.font_color, sector_id: tag.sector_id });
/** Sent once the editor's check passed (sector_id is then a number). */
export const tagToSend = (form: TagForm): TagSaveRequest => ({ ...form, sector_id: form.sector_id ?? 0 });

export type ContrastVerdict = { level: 'ok' | 'low' | 'refused'; message: string } | null;

/** What the preview says under the chip; null while a colour is not a colour yet. */
export function contrastVerdict(background: string, font: string): ContrastVerdict {
  const ratio = contrastRatio(background, font);
  if (ratio === null) return null;
  const shown = formatRatio(ratio);
  if (ratio < CONTRAST_MINIMUM) return { level: 'refused', message: t.contrastRefused(shown) };
  if (ratio < CONTRAST_RECOMMENDED) return { level: 'low', message: t.contrastLow(shown) };
  return { level: 'ok', message: t.contrast(shown) };
}
