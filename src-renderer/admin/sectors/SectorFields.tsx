// The sector editor's own fields (companion §3 Sector): type, parent, manager, colour and the GED's
// sector id. The parent is chosen among the organisation's sectors (not the sector itself; the
// server refuses one below it), the manager among the internal users of the telephone directory.
import { ColorInput, NumberInput, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SECTOR_TYPES, type Sector, type SectorType } from '../../../src-shared/api/sectors';
import { messages } from '../../../src-shared/messages';
import { internalUsersApi, sectorsApi } from '../../api/client';
import { useEffectivePermissions } from '../../session/queries';
import { resourceKeys } from '../resource/queryKeys';

const t = messages.sectors;

type FieldProps<Value> = { value: Value; onChange: (value: Value) => void; error: string | undefined; disabled: boolean };

/** Type and parent place the sector in the organisation: only sector-create-update moves it (Meu Setor does not). */
function useMayPlace(): boolean {
  return useEffectivePermissions()?.has('sector-create-update') === true;
}

export function SectorTypeField({ value, onChange, error, disabled }: FieldProps<SectorType>) {
  const mayPlace = useMayPlace();
  return (
    <Select
      label={t.type}
      withAsterisk
      data={SECTOR_TYPES.map((type) => ({ value: type, label: t.types[type] }))}
      value={value}
      onChange={(next) => next !== null && onChange(next as SectorType)}
      allowDeselect={false}
      error={error}
      disabled={disabled || !mayPlace}
      data-field="type"
      maw={640}
    />
  );
}

export function ParentSectorField({ value, onChange, error, disabled, item }: FieldProps<number | null> & { item: Sector | undefined }) {
  const held = useEffectivePermissions();
  const mayList = held?.has('sector-list') === true;
  const mayPlace = useMayPlace();
  const sectors = useQuery({
    // Under the sectors' lists: a saved sector is a choice at once.
    queryKey: [...resourceKeys('sectors').lists, 'parent-options'],
    queryFn: ({ signal }) => sectorsApi.list({ per_page: 100 }, signal),
    enabled: mayList,
  });
  const options = (sectors.data?.data ?? []).filter((sector) => sector.id !== item?.id).map((sector) => ({ value: String(sector.id), label: `${sector.name} (${sector.symbol})` }));
  const current = item?.parent ?? null;
  if (current !== null && !options.some((option) => option.value === String(current.id))) options.push({ value: String(current.id), label: `${current.name} (${current.symbol})` });
  // A preset parent (/create?parent=3) shows once the options arrive.
  return (
    <Select
      label={t.parent}
      placeholder={t.noParent}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      clearable
      nothingFoundMessage={messages.adminResource.empty}
      error={error ?? (sectors.isError ? t.loadFailed : undefined)}
      disabled={disabled || !mayPlace}
      data-field="parent_id"
      maw={640}
    />
  );
}

/** The internal users any staff member may read (the telephone directory), for pickers. */
export function useStaffOptions() {
  return useQuery({
    queryKey: ['admin', 'sectors', 'staff-options'],
    queryFn: async ({ signal }) => (await internalUsersApi.telephones({ per_page: 100 }, signal)).data.map((user) => ({ value: String(user.id), label: user.email ? `${user.name} (${user.email})` : user.name })),
  });
}

export function ManagerField({ value, onChange, error, disabled, item }: FieldProps<number | null> & { item: Sector | undefined }) {
  const users = useStaffOptions();
  const options = [...(users.data ?? [])];
  const current = item?.manager ?? null;
  if (current !== null && !options.some((option) => option.value === String(current.id))) options.push({ value: String(current.id), label: current.name });
  return (
    <Select
      label={t.manager}
      placeholder={t.noManager}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      clearable
      nothingFoundMessage={messages.adminResource.empty}
      error={error ?? (users.isError ? t.managersLoadFailed : undefined)}
      disabled={disabled}
      data-field="manager_id"
      maw={640}
    />
  );
}

export function SectorColorField({ value, onChange, error, disabled }: FieldProps<string>) {
  // No eye dropper: its button has no accessible name.
  return <ColorInput label={t.color} format="hex" withEyeDropper={false} value={value} onChange={onChange} error={error} disabled={disabled} data-field="color" maw={640} />;
}

export function GedSectorField({ value, onChange, error, disabled }: FieldProps<number | null>) {
  return (
    <NumberInput
      label={t.accessGedSectorId}
      value={value ?? ''}
      onChange={(next) => onChange(typeof next === 'number' && Number.isInteger(next) && next > 0 ? next : null)}
      allowDecimal={false}
      allowNegative={false}
      min={1}
      error={error}
      disabled={disabled}
      data-field="access_ged_sector_id"
      maw={640}
    />
  );
}
