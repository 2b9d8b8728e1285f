// Inbox tags (issue 18; companion §3 Tag, §7 Tags, §8) declared for the administration's generic
// screens: the list (the tag as a chip in its colours, its sector, how many items carry it)
// filtered by search and sector, and the editor with text, sector, background and text colours
// (defaults #6610f2 and #ffffff) and a live chip with its contrast verdict. Who keeps tags is who
// keeps a sector (src-server/routes/tags.ts): sector-create-update, or sector-settings-access for
// one's own sectors. A saved or deleted tag reloads the work queue's tag filter at once.
import { tagSaveSchema, TAG_TEXT_MAX, type AdminTag } from '../../../src-shared/api/tags';
import { messages } from '../../../src-shared/messages';
import { tagsApi } from '../../api/client';
import { queryClient } from '../../app/queryClient';
import { refreshTagFilters } from '../../inbox/queryKeys';
import { defineResource } from '../resource/defineResource';
import { apiListParams } from '../resource/listQuery';
import { sectorIdFilter } from '../sectorIdFilter';
import { ColorField, TagChip, TagPreview, TagSectorField } from './TagFields';
import { emptyTagForm, tagFormOf, tagToSend, type TagForm } from './tagForm';

const t = messages.tags;
export const TAGS_PATH = '/administration/settings/tags';
/** As the server's routes (TAG_MANAGERS). */
export const TAG_PERMISSIONS = ['sector-create-update', 'sector-settings-access'];

/** After a write, the work queue's tag filter reloads wherever it is cached. */
const refreshingFilters = async <Result,>(write: Promise<Result>): Promise<Result> => {
  const result = await write;
  await refreshTagFilters(queryClient);
  return result;
};

export const tagResource = defineResource<AdminTag, TagForm>({
  name: 'tags',
  texts: { title: t.title, intro: t.intro, singular: t.singular, create: t.create, editTitle: t.editTitle, loadFailed: t.loadFailed, saveFailed: t.saveFailed },
  path: TAGS_PATH,
  // Deleting is the row action below: its confirmation says how many items carry the tag.
  permissions: { list: TAG_PERMISSIONS, create: TAG_PERMISSIONS, update: TAG_PERMISSIONS, delete: [] },
  schema: tagSaveSchema,
  filters: { search: true, extra: [sectorIdFilter] },
  columns: [
    { key: 'text', label: t.text, render: (tag) => <TagChip text={tag.text} background={tag.background_color} font={tag.font_color} />, primary: true },
    { key: 'sector', label: t.sector, render: (tag) => tag.sector_name },
    { key: 'items', label: t.items, render: (tag) => tag.item_count },
  ],
  editor: {
    empty: emptyTagForm,
    fromItem: tagFormOf,
    tabs: [
      {
        key: 'general',
        label: t.tabGeneral,
        fields: [
          { kind: 'text', name: 'text', label: t.text, required: true, maxLength: TAG_TEXT_MAX },
          { kind: 'custom', name: 'sector_id', render: (props) => <TagSectorField {...props} /> },
          { kind: 'custom', name: 'background_color', render: (props) => <ColorField {...props} name="background_color" label={t.backgroundColor} /> },
          { kind: 'custom', name: 'font_color', render: (props) => <ColorField {...props} name="font_color" label={t.fontColor} /> },
        ],
        render: (props) => <TagPreview {...props} />,
      },
    ],
  },
  api: {
    list: (query, signal) => tagsApi.list(apiListParams(query), signal),
    get: tagsApi.get,
    create: (form) => refreshingFilters(tagsApi.create(tagToSend(form))),
    update: (id, form) => refreshingFilters(tagsApi.update(id, tagToSend(form))),
  },
  titleOf: (tag) => tag.text,
  rowData: (tag) => ({ items: String(tag.item_count) }),
  rowActions: [
    {
      key: 'delete',
      label: t.deleteLabel,
      permissions: TAG_PERMISSIONS,
      confirm: (tag) => t.deleteQuestion(tag.text, tag.item_count),
      run: (tag) => refreshingFilters(tagsApi.remove(tag.id)),
      removesRow: true,
      done: t.deleted,
      failed: t.deleteFailed,
      color: 'red',
    },
  ],
});
