// The service editor's choices (issue 18): its sector (enabled sectors), document type (choosing
// one clears the subject, §4), subject (enabled subjects; the current one even if since
// disabled), parent service (none of itself or below it) and the Carta's channels.
import { Select, TagsInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DOCUMENT_TYPE_KEYS } from '../../../src-shared/api/documents';
import type { Service } from '../../../src-shared/api/services';
import { messages } from '../../../src-shared/messages';
import { adminServicesApi, documentsApi } from '../../api/client';
import type { FieldRenderProps } from '../resource/defineResource';
import { parentCandidates, withDocumentType, type ServiceForm } from './serviceForm';
import { SectorSelect } from '../SectorSelect';

const a = messages.adminServices;
type Props = FieldRenderProps<ServiceForm>;
/** Under the resource's own key root, so a save refreshes the parent options too. */
const KEY = ['admin', 'services', 'options'] as const;

export const useServiceSubjects = () =>
  useQuery({ queryKey: [...KEY, 'subjects'], queryFn: ({ signal }) => documentsApi.subjects(undefined, signal), staleTime: 60_000 });

export function ServiceSectorField({ values, setValue, error, disabled, item }: Props) {
  const current = item as Service | undefined;
  return (
    <SectorSelect
      label={a.sector}
      scope="all"
      required
      value={values.sectorId}
      onChange={(next) => setValue('sectorId', next)}
      current={current === undefined ? null : { id: current.sectorId, name: current.sectorName }}
      error={error}
      disabled={disabled}
      field="sectorId"
    />
  );
}

export function DocumentTypeField({ values, setValue, error, disabled }: Props) {
  return (
    <Select
      label={a.documentType}
      description={a.documentTypeHint}
      required
      data={DOCUMENT_TYPE_KEYS.map((key) => ({ value: key, label: messages.documents.typeNames[key] }))}
      value={values.documentType}
      // §4: the subject goes the moment a type is chosen.
      onChange={(next) => {
        const form = withDocumentType(values, next);
        setValue('documentType', form.documentType);
        setValue('subjectId', form.subjectId);
      }}
      error={error}
      disabled={disabled}
      data-field="documentType"
      maw={640}
    />
  );
}

export function SubjectField({ values, setValue, error, disabled }: Props) {
  const subjects = useServiceSubjects();
  const options = (subjects.data?.data ?? [])
    .filter((subject) => subject.status !== 'disabled' || subject.id === values.subjectId)
    .map((subject) => ({ value: String(subject.id), label: subject.name }));
  return (
    <Select
      label={a.subject}
      placeholder={a.noSubject}
      data={options}
      value={values.subjectId === null ? null : String(values.subjectId)}
      onChange={(next) => setValue('subjectId', next === null ? null : Number(next))}
      searchable
      clearable
      nothingFoundMessage={messages.adminResource.empty}
      error={error ?? (subjects.isError ? a.optionsFailed : undefined)}
      disabled={disabled}
      data-field="subjectId"
      maw={640}
    />
  );
}

export function ParentServiceField({ values, setValue, error, disabled, item }: Props) {
  const services = useQuery({ queryKey: [...KEY, 'parents'], queryFn: ({ signal }) => adminServicesApi.list({ per_page: 100 }, signal) });
  const id = (item as Service | undefined)?.id ?? 0;
  const options = parentCandidates(services.data?.data ?? [], id).map((service) => ({ value: String(service.id), label: service.name }));
  return (
    <Select
      label={a.parentService}
      placeholder={a.noParent}
      data={options}
      value={values.parentServiceId === null ? null : String(values.parentServiceId)}
      onChange={(next) => setValue('parentServiceId', next === null ? null : Number(next))}
      searchable
      clearable
      nothingFoundMessage={messages.adminResource.empty}
      error={error ?? (services.isError ? a.optionsFailed : undefined)}
      disabled={disabled}
      data-field="parentServiceId"
      maw={640}
    />
  );
}

export function ChannelsField({ values, setValue, error, disabled }: Props) {
  return (
    <TagsInput
      label={a.channels}
      description={a.channelsHint}
      value={values.channels}
      onChange={(next) => setValue('channels', next)}
      error={error}
      disabled={disabled}
      data-field="channels"
      maw={640}
    />
  );
}

/** The subject's name in the list (the service holds its id). */
export function SubjectName({ id }: { id: number | null }) {
  const subjects = useServiceSubjects();
  if (id === null) return null;
  return <>{subjects.data?.data.find((subject) => subject.id === id)?.name ?? ''}</>;
}
