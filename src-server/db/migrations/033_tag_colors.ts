// Migration 033 (issue 18): a tag has a text colour besides its background (§3 Tag: text,
// background_color, font_color). The columns keep their names — `name` is the tag's text, `color`
// its background — so the work queue, its filter and the seed read them as before; the API answers
// with the spec's names. Tags made before this read in black or white, whichever contrasts more
// with their background, as the work queue drew them until now.
import { betterTextOn, normaliseHexColor } from '../../../src-shared/colorContrast';
import type { Migration } from './types';

export const tagColors: Migration = {
  version: 33,
  name: 'tag_colors',
  up(db) {
    db.exec("ALTER TABLE tags ADD COLUMN font_color TEXT NOT NULL DEFAULT '#ffffff'");
    const setFont = db.prepare<[string, number]>('UPDATE tags SET font_color = ? WHERE id = ?');
    for (const tag of db.prepare<[], { id: number; color: string }>('SELECT id, color FROM tags').all()) {
      const background = normaliseHexColor(tag.color);
      if (background !== null) setFont.run(betterTextOn(background), tag.id);
    }
  },
};
