// The role's optional sector: the organisation's enabled sectors, searchable, clearable; a role
// whose sector was since disabled still shows it.
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../../src-shared/api/roles';
import { messages } from '../../../src-shared/messages';
import { documentsApi } from '../../api/client';

const t = messages.roles;

type Props = { value: number | null; onChange: (value: number | null) => void; current: Role['sector']; error: string | undefined; disabled: boolean };

export function SectorField({ value, onChange, current, error, disabled }: Props) {
  const sectors = useQuery({ queryKey: ['admin', 'roles', 'sectors'], queryFn: ({ signal }) => documentsApi.contacts(undefined, 'sector', signal) });
  const options = (sectors.data?.data ?? []).map((sector) => ({ value: String(sector.id), label: sector.name }));
  if (current !== null && !options.some((option) => option.value === String(current.id))) options.push({ value: String(current.id), label: current.name });
  return (
    <Select
      label={t.sector}
      placeholder={t.noSector}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      clearable
      nothingFoundMessage={messages.adminResource.empty}
      error={error ?? (sectors.isError ? t.sectorsLoadFailed : undefined)}
      disabled={disabled}
      data-field="sector_id"
      maw={640}
    />
  );
}
