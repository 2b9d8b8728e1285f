// Migration 033: tags get a text colour; the ones made before read in black or white, whichever
// contrasts more with their background.
import { describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import { openDatabase } from '../open';
import { MIGRATIONS } from './index';
import { tagColors } from './033_tag_colors';

describe('033_tag_colors', () => {
  it('adds font_color, black on light backgrounds and white on dark ones', () => {
    const db = openDatabase(':memory:');
    migrate(db, MIGRATIONS, tagColors.version - 1);
    db.prepare("INSERT INTO sectors (name, symbol) VALUES ('Setor', 'SET')").run();
    const sector = db.prepare('SELECT id FROM sectors').pluck().get();
    const insert = db.prepare('INSERT INTO tags (name, color, sector_id) VALUES (?, ?, ?)');
    insert.run('Clara', '#d98c1f', sector);
    insert.run('Escura', '#2f6db5', sector);
    migrate(db, MIGRATIONS, tagColors.version);
    expect(db.prepare('SELECT name, font_color FROM tags ORDER BY name').all()).toEqual([
      { name: 'Clara', font_color: '#000000' },
      { name: 'Escura', font_color: '#ffffff' },
    ]);
    db.close();
  });
});
