// Subjects (issue 18; companion §2 Subject settings tabs, §3 Subject, §4, §8) declared for the
// administration's generic screens: the list (name, sector, priority, who may create, status
// switch) filtered by search, status and sector, and the editor's six tabs — Assunto, Configuração,
// Anexos, Etapas, Permissionamento and the preview — all but the first waiting for an id.
import { Group, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DEADLINE_UNITS, subjectInputSchema, type DeadlineUnit, type SubjectDetail } from '../../../src-shared/api/subjects';
import { PRIORITIES } from '../../../src-shared/api/priority';
import { messages } from '../../../src-shared/messages';
import { documentsApi, subjectsApi } from '../../api/client';
import { DocumentEditor } from '../../screens/create/DocumentEditor';
import { defineResource, onceSaved, type FieldRenderProps } from '../resource/defineResource';
import { apiListParams } from '../resource/listQuery';
import { FlowStagesField } from './FlowStagesField';
import { RequiredAttachmentsField } from './RequiredAttachmentsField';
import { SectorSelect } from '../SectorSelect';
import { SubjectPermissionsTab } from './SubjectPermissionsTab';
import { SubjectPreview } from './SubjectPreview';
import { SubjectSettingsTab } from './SubjectSettingsTab';
import { UserSelect } from './UserSelect';
import { emptySubjectForm, subjectFormOf, type SubjectForm } from './subjectForm';
import { sectorIdFilter } from '../sectorIdFilter';

const t = messages.subjects;
export const SUBJECTS_PATH = '/administration/settings/subjects';
const MANAGE = ['manage-subjects'];

type TabProps = Omit<FieldRenderProps<SubjectForm>, 'error'>;

/** Who may create, in the list's words. */
function whoCreates(subject: SubjectDetail): string {
  if (subject.only_allowed_users_can_create) return t.who.allowed;
  const who = [subject.if_has_internal_can_create ? t.who.internal : null, subject.external_can_create ? t.who.external : null].filter((word) => word !== null);
  return who.length === 0 ? t.who.none : who.join(', ');
}

function ParentField({ values, setValue, error, disabled, item }: TabProps & { error: string | undefined }) {
  const subjects = useQuery({ queryKey: ['admin', 'subjects', 'parents'], queryFn: ({ signal }) => documentsApi.subjects(undefined, signal) });
  const self = (item as SubjectDetail | undefined)?.id;
  const options = (subjects.data?.data ?? []).filter((subject) => subject.id !== self).map((subject) => ({ value: String(subject.id), label: subject.name }));
  return (
    <Select
      label={t.parent}
      placeholder={t.parentNone}
      data={options}
      value={values.parent_id === null ? null : String(values.parent_id)}
      onChange={(next) => setValue('parent_id', next === null ? null : Number(next))}
      searchable
      clearable
      nothingFoundMessage={messages.adminResource.empty}
      error={error}
      disabled={disabled}
      data-field="parent_id"
    />
  );
}

function DeadlineField({ values, setValue, errors, disabled }: TabProps) {
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <NumberInput
        label={t.deadline}
        placeholder={t.deadlineNone}
        value={values.deadline ?? ''}
        onChange={(next) => setValue('deadline', typeof next === 'number' ? next : null)}
        min={1}
        max={10_000}
        allowDecimal={false}
        allowNegative={false}
        error={errors.deadline}
        disabled={disabled}
        w={160}
        data-field="deadline"
      />
      <Select
        label={t.deadlineUnit}
        placeholder={t.deadlineNone}
        data={DEADLINE_UNITS.map((unit) => ({ value: unit, label: t.units[unit] }))}
        value={values.deadline_unit}
        onChange={(next) => setValue('deadline_unit', next as DeadlineUnit | null)}
        clearable
        error={errors.deadline_unit}
        disabled={disabled}
        w={200}
        data-field="deadline_unit"
      />
    </Group>
  );
}

function SubjectTab(props: TabProps) {
  const { values, setValue, errors, disabled, item } = props;
  return (
    <Stack gap="md" maw={760}>
      <SectorSelect label={t.sector} scope="all" current={null} emptyLabel={t.sectorNone} value={values.sector_id} onChange={(next) => setValue('sector_id', next)} error={errors.sector_id} disabled={disabled} field="sector_id" />
      <ParentField {...props} error={errors.parent_id} />
      <Select
        label={t.priority}
        data={PRIORITIES.map((level) => ({ value: String(level), label: messages.priority.level(level) }))}
        value={String(values.priority)}
        onChange={(next) => next !== null && setValue('priority', Number(next))}
        allowDeselect={false}
        error={errors.priority}
        disabled={disabled}
        data-field="priority"
      />
      <DeadlineField {...props} />
      <TextInput label={t.keywords} description={t.keywordsHint} value={values.keywords} onChange={(event) => setValue('keywords', event.currentTarget.value)} maxLength={500} error={errors.keywords} disabled={disabled} data-field="keywords" />
      <Textarea label={t.announcement} description={t.announcementHint} value={values.announcement} onChange={(event) => setValue('announcement', event.currentTarget.value)} maxLength={5000} autosize minRows={2} error={errors.announcement} disabled={disabled} data-field="announcement" />
      <SectorSelect label={t.responsibleSector} scope="all" current={null} emptyLabel={t.sectorNone} value={values.sector_responsible_id} onChange={(next) => setValue('sector_responsible_id', next)} error={errors.sector_responsible_id} disabled={disabled} field="sector_responsible_id" />
      <UserSelect
        label={t.responsible}
        value={values.responsible_id}
        current={(item as SubjectDetail | undefined)?.responsible ?? null}
        onChange={(next) => setValue('responsible_id', next)}
        error={errors.responsible_id}
        disabled={disabled}
        field="responsible_id"
      />
      <Textarea label={t.terms} value={values.terms ?? ''} onChange={(event) => setValue('terms', event.currentTarget.value === '' ? null : event.currentTarget.value)} maxLength={20_000} autosize minRows={2} error={errors.terms} disabled={disabled} data-field="terms" />
      <DocumentEditor label={t.model} required={false} value={values.model} resetKey={0} onChange={(html) => setValue('model', html)} fonts={[]} sectorId={values.sector_id} error={errors.model} />
    </Stack>
  );
}

export const subjectResource = defineResource<SubjectDetail, SubjectForm>({
  name: 'subjects',
  texts: { title: t.title, intro: t.intro, singular: t.singular, create: t.create, editTitle: t.editTitle, loadFailed: t.loadFailed, saveFailed: t.saveFailed },
  path: SUBJECTS_PATH,
  // Subjects are never deleted (documents filed under them keep them): disabled instead.
  permissions: { list: MANAGE, create: MANAGE, update: MANAGE, delete: [] },
  schema: subjectInputSchema,
  filters: {
    search: true,
    status: { default: 'enabled' },
    extra: [sectorIdFilter],
  },
  columns: [
    { key: 'name', label: t.name, render: (subject) => subject.name, primary: true },
    { key: 'sector', label: t.sector, render: (subject) => subject.sector_name ?? t.sectorNone },
    { key: 'priority', label: t.priority, render: (subject) => messages.priority.level(subject.priority) },
    { key: 'deadline', label: t.deadline, render: (subject) => (subject.deadline === null || subject.deadline_unit === null ? t.deadlineNone : t.deadlineLabel(subject.deadline, subject.deadline_unit)) },
    { key: 'who', label: t.whoCreates, render: whoCreates },
  ],
  editor: {
    empty: emptySubjectForm,
    fromItem: subjectFormOf,
    tabs: [
      {
        key: 'subject',
        label: t.tabs.subject,
        fields: [
          { kind: 'text', name: 'name', label: t.name, required: true, maxLength: 255 },
          { kind: 'textarea', name: 'description', label: t.description, maxLength: 2000 },
          { kind: 'switch', name: 'is_circular', label: t.isCircular },
          { kind: 'switch', name: 'is_topic', label: t.isTopic },
        ],
        render: (props) => <SubjectTab {...props} />,
      },
      { key: 'settings', label: t.tabs.settings, enabledWhen: onceSaved, render: (props) => <SubjectSettingsTab {...props} /> },
      {
        key: 'attachments',
        label: t.tabs.attachments,
        enabledWhen: onceSaved,
        render: ({ values, setValue, errors, disabled }) => <RequiredAttachmentsField value={values.required_attachments} onChange={(next) => setValue('required_attachments', next)} errors={errors} disabled={disabled} />,
      },
      {
        key: 'stages',
        label: t.tabs.stages,
        enabledWhen: onceSaved,
        render: ({ values, setValue, errors, disabled }) => <FlowStagesField value={values.stages} onChange={(next) => setValue('stages', next)} errors={errors} disabled={disabled} />,
      },
      { key: 'permissions', label: t.tabs.permissions, enabledWhen: onceSaved, render: (props) => <SubjectPermissionsTab {...props} /> },
      { key: 'preview', label: t.tabs.preview, enabledWhen: onceSaved, render: ({ values }) => <SubjectPreview values={values} /> },
    ],
  },
  api: {
    list: (query, signal) => subjectsApi.list(apiListParams(query), signal),
    get: (id, signal) => subjectsApi.get(id, signal),
    create: (input) => subjectsApi.create(input),
    update: (id, input) => subjectsApi.update(id, input),
    toggleStatus: (subject, status) => subjectsApi.setStatus(subject.id, status),
  },
  titleOf: (subject) => subject.name,
  statusOf: (subject) => subject.status,
});
