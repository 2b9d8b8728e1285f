// Absence reasons (issue 17, companion §3, §7) declared for the administration's generic screens.
import { absenceReasonInputSchema, ABSENCE_DESCRIPTION_MAX, ABSENCE_REASON_MAX, type AbsenceReason } from '../../../src-shared/api/absenceReasons';
import { messages } from '../../../src-shared/messages';
import { absenceReasonsApi } from '../../api/client';
import { defineResource } from '../resource/defineResource';
import { apiListParams } from '../resource/listQuery';

const t = messages.absenceReasons;
export const ABSENCE_REASONS_PATH = '/administration/settings/absence-reasons';
/** Keeping the list is user administration (the server's writes need user-update); reading is any staff's. */
const MANAGE = ['user-update'];

type AbsenceReasonForm = { reason: string; description: string };

export const absenceReasonResource = defineResource<AbsenceReason, AbsenceReasonForm>({
  name: 'absence-reasons',
  texts: { title: t.title, singular: t.singular, create: t.create, editTitle: t.editTitle, loadFailed: t.loadFailed, saveFailed: t.saveFailed },
  path: ABSENCE_REASONS_PATH,
  permissions: { list: MANAGE, create: MANAGE, update: MANAGE, delete: MANAGE },
  schema: absenceReasonInputSchema,
  filters: { search: true },
  columns: [
    { key: 'reason', label: t.reason, render: (row) => row.reason, primary: true },
    { key: 'description', label: t.description, render: (row) => row.description ?? '' },
  ],
  editor: {
    empty: () => ({ reason: '', description: '' }),
    fromItem: (row) => ({ reason: row.reason, description: row.description ?? '' }),
    tabs: [
      {
        key: 'general',
        label: t.tabGeneral,
        fields: [
          { kind: 'text', name: 'reason', label: t.reason, required: true, maxLength: ABSENCE_REASON_MAX },
          { kind: 'textarea', name: 'description', label: t.description, maxLength: ABSENCE_DESCRIPTION_MAX },
        ],
      },
    ],
  },
  api: {
    list: (query, signal) => absenceReasonsApi.list(apiListParams(query), signal),
    get: absenceReasonsApi.get,
    create: absenceReasonsApi.create,
    update: absenceReasonsApi.update,
    remove: absenceReasonsApi.remove,
  },
  titleOf: (row) => row.reason,
});
