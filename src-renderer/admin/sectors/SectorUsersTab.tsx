// The sector's Usuários tab (manage-sector-users): its users with their primary flag, a user added
// from the internal users, a user removed (never from their last sector: the server says why).
import { ActionIcon, Alert, Badge, Button, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SectorUser } from '../../../src-shared/api/sectors';
import { messages } from '../../../src-shared/messages';
import { sectorsApi } from '../../api/client';
import { toast } from '../../app/toasts';
import { ConfirmActionModal } from '../resource/ConfirmActionModal';
import { saveErrorMessage } from '../resource/saveError';
import { useStaffOptions } from './SectorFields';

const t = messages.sectors.users;
export const sectorUsersKey = (id: number) => ['admin', 'sectors', 'users', id] as const;

export function SectorUsersTab({ sectorId }: { sectorId: number }) {
  const queryClient = useQueryClient();
  const users = useQuery({ queryKey: sectorUsersKey(sectorId), queryFn: ({ signal }) => sectorsApi.users(sectorId, signal) });
  const staff = useStaffOptions();
  const [chosen, setChosen] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SectorUser | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const closeRemoval = () => {
    setRemoving(null);
    setRefusal(null);
  };
  const refresh = (data: { data: SectorUser[] }) => {
    queryClient.setQueryData(sectorUsersKey(sectorId), data);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'sectors'] });
  };
  const add = useMutation({
    mutationFn: (userId: number) => sectorsApi.addUser(sectorId, userId),
    onSuccess: (data) => {
      refresh(data);
      setChosen(null);
      toast.success(t.added);
    },
    onError: (error) => toast.error(saveErrorMessage(error, t.addFailed)),
  });
  const remove = useMutation({
    mutationFn: (userId: number) => sectorsApi.removeUser(sectorId, userId),
    onSuccess: (data) => {
      refresh(data);
      closeRemoval();
      toast.success(t.removed);
    },
    // The refusal (their last sector) is said inside the dialog.
    onError: (error) => setRefusal(saveErrorMessage(error, t.removeFailed)),
  });

  if (users.isPending) return <Loader role="status" aria-label={messages.adminResource.loading} />;
  if (users.isError) return <Alert color="red" role="alert">{messages.sectors.usersLoadFailed}</Alert>;
  const members = users.data.data;
  const memberIds = new Set(members.map((user) => String(user.id)));
  const options = (staff.data ?? []).filter((option) => !memberIds.has(option.value));

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="xs">
        <Select
          label={t.addLabel}
          placeholder={t.addPlaceholder}
          data={options}
          value={chosen}
          onChange={setChosen}
          searchable
          clearable
          nothingFoundMessage={messages.adminResource.empty}
          error={staff.isError ? messages.sectors.usersLoadFailed : undefined}
          w={360}
          maw="100%"
        />
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} disabled={chosen === null} loading={add.isPending} onClick={() => chosen !== null && add.mutate(Number(chosen))}>
          {t.add}
        </Button>
      </Group>
      {members.length === 0 ? (
        <Text c="dimmed">{t.empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-label={t.title} data-testid="sector-users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.name}</Table.Th>
                <Table.Th>{t.email}</Table.Th>
                <Table.Th>{t.primary}</Table.Th>
                <Table.Th>{messages.adminResource.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((user) => (
                <Table.Tr key={user.id} data-testid="sector-users-row">
                  <Table.Td>{user.name}</Table.Td>
                  <Table.Td>{user.email ?? ''}</Table.Td>
                  <Table.Td>{user.is_primary ? <Badge variant="light">{t.yes}</Badge> : t.no}</Table.Td>
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" aria-label={t.remove(user.name)} onClick={() => setRemoving(user)} disabled={remove.isPending}>
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmActionModal
        question={removing === null ? null : t.removeConfirm(removing.name)}
        label={t.removeAction}
        color="red"
        pending={remove.isPending}
        error={refusal}
        onConfirm={() => removing !== null && remove.mutate(removing.id)}
        onClose={closeRemoval}
      />
    </Stack>
  );
}
