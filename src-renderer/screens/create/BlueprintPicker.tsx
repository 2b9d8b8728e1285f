// "Modelos": the sector's memo models (blueprints), searchable; choosing one inserts its content
// where the cursor is. A failure to list or to load one says "Erro ao carregar modelo".
import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../../src-shared/messages';
import { documentsApi } from '../../api/client';
import { toast } from '../../app/toasts';
import { useServerAction } from '../../offline/useServerAction';

const m = messages.createDocument;

type Props = { opened: boolean; sectorId: number | null; onClose: () => void; onInsert: (html: string) => void };

export function BlueprintPicker({ opened, sectorId, onClose, onInsert }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const server = useServerAction();
  const list = useQuery({
    queryKey: ['blueprints', sectorId, debounced],
    queryFn: () => documentsApi.blueprints(sectorId ?? undefined, debounced),
    enabled: opened,
    retry: false,
  });

  const insert = async (id: number) => {
    setLoadingId(id);
    try {
      const blueprint = await documentsApi.blueprint(id);
      onInsert(blueprint.content);
    } catch (error) {
      console.warn('Falha ao carregar modelo', error);
      toast.error(m.blueprintError);
    } finally {
      setLoadingId(null);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={m.blueprintsTitle} size="lg">
      <Stack>
        <TextInput label={m.blueprintSearch} value={search} onChange={(event) => setSearch(event.currentTarget.value)} maxLength={200} data-autofocus />
        {list.isPending ? (
          <Loader size="sm" />
        ) : list.isError ? (
          <Text c="red.8" role="alert">
            {m.blueprintError}
          </Text>
        ) : list.data.data.length === 0 ? (
          <Text c="dimmed">{m.blueprintsEmpty}</Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.data.map((blueprint) => (
              <li key={blueprint.id}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={500}>{blueprint.name}</Text>
                  <Button
                    size="xs"
                    variant="light"
                    loading={loadingId === blueprint.id}
                    disabled={server.disabled}
                    title={server.reason}
                    onClick={() => void insert(blueprint.id)}
                    aria-label={`${m.blueprintInsert}: ${blueprint.name}`}
                  >
                    {m.blueprintInsert}
                  </Button>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
