// A sector chosen among the organisation's (GET /contacts kind=sector, open to staff), searchable
// and clearable; what the subject editor uses for its sector, its responsible sector and each
// stage's responsible sector.
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../../src-shared/messages';
import { documentsApi } from '../../api/client';

const t = messages.subjects;

type Props = { label: string; placeholder: string; value: number | null; onChange: (value: number | null) => void; error: string | undefined; disabled: boolean; field: string };

export const useSectorOptions = () =>
  useQuery({
    queryKey: ['admin', 'subjects', 'sectors'],
    queryFn: async ({ signal }) => (await documentsApi.contacts(undefined, 'sector', signal)).data.map((sector) => ({ value: String(sector.id), label: sector.name })),
  });

export function SectorSelect({ label, placeholder, value, onChange, error, disabled, field }: Props) {
  const sectors = useSectorOptions();
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={sectors.data ?? []}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      clearable
      nothingFoundMessage={messages.adminResource.empty}
      error={error ?? (sectors.isError ? t.sectorsFailed : undefined)}
      disabled={disabled}
      data-field={field}
    />
  );
}
