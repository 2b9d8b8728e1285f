// The administration's one sector picker (roles, subjects and their stages, services, tags,
// broadcast lists, models), searchable: the organisation's enabled sectors ('all'), or those the
// user may write for ('mine': the user's sectors and sub-sectors, every sector for a holder of
// sector-create-update, as the models' and tags' server rules say). A sector since disabled still shows.
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../src-shared/messages';
import { documentsApi, sessionApi } from '../api/client';
import { useEffectivePermissions } from '../session/queries';

type Props = {
  label: string;
  /** Shown for no sector; with it the choice is clearable. */
  emptyLabel?: string;
  scope: 'all' | 'mine';
  value: number | null;
  onChange: (value: number | null) => void;
  current: { id: number; name: string } | null;
  error: string | undefined;
  disabled: boolean;
  required?: boolean;
  /** The form field it fills (data-field), where the server's error is keyed. */
  field?: string;
};

export function SectorSelect({ label, emptyLabel, scope, value, onChange, current, error, disabled, required, field = 'sector_id' }: Props) {
  const permissions = useEffectivePermissions();
  const every = scope === 'all' || permissions?.has('sector-create-update') === true;
  const sectors = useQuery({
    queryKey: ['admin', 'sector-options', every ? 'all' : 'mine'],
    queryFn: async ({ signal }) =>
      every
        ? (await documentsApi.contacts(undefined, 'sector', signal)).data.map((sector) => ({ id: sector.id, name: sector.name }))
        : (await sessionApi.userSectors()).sectors.map((sector) => ({ id: sector.id, name: sector.name })),
    enabled: permissions !== undefined,
  });
  const options = (sectors.data ?? []).map((sector) => ({ value: String(sector.id), label: sector.name }));
  if (current !== null && !options.some((option) => option.value === String(current.id))) options.push({ value: String(current.id), label: current.name });
  return (
    <Select
      label={label}
      placeholder={emptyLabel}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      clearable={emptyLabel !== undefined}
      withAsterisk={required}
      nothingFoundMessage={messages.adminResource.empty}
      error={error ?? (sectors.isError ? messages.roles.sectorsLoadFailed : undefined)}
      disabled={disabled}
      data-field={field}
      maw={640}
    />
  );
}
