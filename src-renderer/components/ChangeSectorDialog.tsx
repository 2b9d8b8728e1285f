// Alterar Setor (§2, §4): the user's sectors with sub-sectors indented; a sector is required and
// the choice cannot be cleared. Saving reconnects the app to that sector and reloads at the root.
import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../src-shared/messages';
import { sessionApi } from '../api/client';
import { toast } from '../app/toasts';
import { changeSector } from '../session/sessionController';
import { useSession } from '../session/sessionStore';
import { indentSectors } from './sectorOptions';

const t = messages.changeSector;

export function ChangeSectorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const connected = useSession((state) => state.connectedSector);
  const sectors = useQuery({ queryKey: ['user-sectors'], queryFn: sessionApi.userSectors, enabled: opened });
  const options = indentSectors(sectors.data?.sectors ?? []);
  const [choice, setChoice] = useState<string | null>(connected ? String(connected.id) : null);
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const sector = options.find((option) => String(option.id) === choice);
    if (!sector) return;
    setSaving(true);
    try {
      await changeSector({ id: sector.id, name: sector.name }, t.success);
    } catch (error) {
      console.error('Falha ao alterar setor', error);
      toast.error(t.error);
      setSaving(false);
    }
  };

  const padding = new Map(options.map((option) => [String(option.id), option.padding]));
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          {sectors.isError && (
            <Alert color="red" role="alert">
              {t.loadError}{' '}
              <Button variant="subtle" size="compact-sm" onClick={() => void sectors.refetch()}>
                {messages.app.retry}
              </Button>
            </Alert>
          )}
          <Select
            label={t.label}
            placeholder={t.placeholder}
            data={options.map((option) => ({ value: String(option.id), label: option.name }))}
            value={choice}
            onChange={setChoice}
            allowDeselect={false}
            clearable={false}
            searchable
            required
            withAsterisk
            nothingFoundMessage={t.empty}
            disabled={sectors.isPending}
            error={touched && !choice ? messages.validation.required : null}
            renderOption={({ option }) => (
              <span style={{ paddingLeft: `${(padding.get(option.value) ?? 0) * 1.25}rem` }}>{option.label}</span>
            )}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {messages.app.cancel}
            </Button>
            <Button type="submit" loading={saving} disabled={sectors.isPending}>
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
