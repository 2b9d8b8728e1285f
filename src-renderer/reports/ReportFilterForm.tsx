// A report's filters (period, sector with or without sub-sectors, subject, document type): edited as
// a draft and applied to the URL, which the report reads. The choices are the ones other screens
// already load: the administration's sector picker over every enabled sector (a report may be asked
// for any of them), the create form's subjects and the work queue's document types.
// A filter the server refused (422) is said under its field.
import { Button, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { INBOX_DOCUMENT_TYPES } from '../../src-shared/api/inboxFilters';
import { messages } from '../../src-shared/messages';
import { documentsApi } from '../api/client';
import { SectorSelect } from '../admin/SectorSelect';
import type { FilterErrors } from './filterErrors';
import type { ReportFilterValues } from './reportFilter';

const t = messages.reports.screen;
const typeOptions = INBOX_DOCUMENT_TYPES.map((type) => ({ value: type, label: messages.workQueue.documentTypes[type] ?? type }));

type Props = { filter: ReportFilterValues; errors: FilterErrors; loading: boolean; onApply: (filter: ReportFilterValues) => void };

export function ReportFilterForm({ filter, errors, loading, onApply }: Props) {
  const [draft, setDraft] = useState(filter);
  const subjects = useQuery({ queryKey: ['report-subjects'], queryFn: ({ signal }) => documentsApi.subjects(undefined, signal), staleTime: 5 * 60_000 });
  const set = <K extends keyof ReportFilterValues>(key: K, value: ReportFilterValues[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const subjectOptions = (subjects.data?.data ?? []).map((subject) => ({ value: String(subject.id), label: subject.name }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label={t.filters} className="report-no-print">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="sm">
          <TextInput type="date" label={t.from} value={draft.from} onChange={(event) => set('from', event.currentTarget.value)} error={errors.from} required />
          <TextInput type="date" label={t.to} value={draft.to} onChange={(event) => set('to', event.currentTarget.value)} error={errors.to} required />
          <SectorSelect
            label={t.sector}
            emptyLabel={t.allSectors}
            scope="all"
            value={draft.sectorId === '' ? null : Number(draft.sectorId)}
            onChange={(value) => set('sectorId', value === null ? '' : String(value))}
            current={null}
            error={errors.sector_id}
            disabled={false}
          />
          <Select
            label={t.subject}
            placeholder={t.allSubjects}
            data={subjectOptions}
            value={draft.subjectId || null}
            onChange={(value) => set('subjectId', value ?? '')}
            error={errors.subject_id}
            searchable
            clearable
          />
          <Select
            label={t.documentType}
            placeholder={t.allDocumentTypes}
            data={typeOptions}
            value={draft.documentType || null}
            onChange={(value) => set('documentType', value ?? '')}
            error={errors.document_type}
            clearable
          />
        </SimpleGrid>
        <Group justify="space-between" align="center">
          <Switch
            label={t.withSubsectors}
            checked={draft.withSubsectors}
            disabled={draft.sectorId === ''}
            onChange={(event) => set('withSubsectors', event.currentTarget.checked)}
          />
          <Button type="submit" loading={loading}>
            {t.apply}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
