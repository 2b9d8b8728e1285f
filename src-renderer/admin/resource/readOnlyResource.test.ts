// A read-only resource lists, details and exports; it cannot declare an editor, writes, a status
// or actions (each a compile error here, checked by tsc), and the list offers it no write.
import { describe, expect, it } from 'vitest';
import { defineReadOnlyResource, EVERY_STAFF } from './defineResource';
import { resourceAbilities } from './resourceAccess';

type Entry = { id: number; name: string };
const page = { data: [] as Entry[], current_page: 1, first_page_url: '', last_page: 1, per_page: 15, total: 0, from: null, to: null, next_page_url: null, prev_page_url: null };
const base = {
  name: 'entries',
  texts: { title: 'Registros', loadFailed: 'Erro' },
  path: '/entries',
  permissions: { list: ['entry-list'] },
  columns: [{ key: 'name', label: 'Nome', render: (entry: Entry) => entry.name }],
  filters: {},
  api: { list: async () => page },
  titleOf: (entry: Entry) => entry.name,
};

describe('read-only resources', () => {
  it('declare a detail drawer and exports, and no editor', () => {
    const resource = defineReadOnlyResource<Entry>({
      ...base,
      detail: { openLabel: (entry) => `Ver ${entry.name}`, title: (entry) => entry.name, sections: [{ key: 'main', render: (entry) => entry.name }] },
      exports: [{ key: 'export', label: 'Exportar CSV', fileName: 'x.csv', run: async () => new Blob([]), failed: 'Erro' }],
    });
    expect(resource.editor).toBeUndefined();
    expect(resource.detail?.sections.map((section) => section.key)).toEqual(['main']);
  });

  it('cannot declare editor tabs, writes or a status', () => {
    // @ts-expect-error: a read-only resource has no editor.
    defineReadOnlyResource<Entry>({ ...base, editor: { tabs: [], empty: () => ({}), fromItem: () => ({}) } });
    // @ts-expect-error: nor create or update permissions.
    defineReadOnlyResource<Entry>({ ...base, permissions: { list: ['entry-list'], create: ['entry-create'] } });
    // @ts-expect-error: nor a status to toggle.
    defineReadOnlyResource<Entry>({ ...base, statusOf: () => 'enabled' });
    expect(true).toBe(true);
  });

  it('may be read by every staff member, and still opens no write to anyone', () => {
    const resource = defineReadOnlyResource<Entry>({ ...base, permissions: { list: EVERY_STAFF } });
    expect(resourceAbilities(resource.permissions, new Set(['entry-create', 'entry-update']))).toEqual({ list: true, create: false, update: false, delete: false });
  });

  it('offers only what its permissions name: a list permission opens no write', () => {
    expect(resourceAbilities({ list: ['entry-list'] }, new Set(['entry-list', 'entry-create']))).toEqual({ list: true, create: false, update: false, delete: false });
  });
});
