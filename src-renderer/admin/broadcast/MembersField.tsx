// The list's members (companion §2 Lista de transmissão): sectors and people found by a search on
// the server (GET /contacts: staff, external contacts and sectors), each added once, removed one by
// one, counted. What the server says of the members shows under the list.
import { ActionIcon, Badge, Group, Input, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { memberKey, type BroadcastMember } from '../../../src-shared/api/broadcastLists';
import type { Contact } from '../../../src-shared/api/documents';
import { messages } from '../../../src-shared/messages';
import { documentsApi } from '../../api/client';

const t = messages.broadcastLists;

type Props = { members: readonly BroadcastMember[]; onChange: (members: BroadcastMember[]) => void; error: string | undefined; disabled: boolean };

const memberOf = (contact: Contact): BroadcastMember => ({ kind: contact.kind === 'sector' ? 'sector' : 'person', id: contact.id, name: contact.name });

export function MembersField({ members, onChange, error, disabled }: Props) {
  const countId = useId();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    queryKey: ['admin', 'broadcast-member-options', debounced],
    queryFn: ({ signal }) => documentsApi.contacts(debounced, undefined, signal),
    placeholderData: keepPreviousData,
  });
  const chosen = new Set(members.map(memberKey));
  const candidates = (found.data?.data ?? []).map(memberOf).filter((member) => !chosen.has(memberKey(member)));
  const byKey = new Map(candidates.map((member) => [memberKey(member), member]));
  const data = (['sector', 'person'] as const)
    .map((kind) => ({ group: t.memberKinds[kind], items: candidates.filter((member) => member.kind === kind).map((member) => ({ value: memberKey(member), label: member.name })) }))
    .filter((group) => group.items.length > 0);

  return (
    <Stack gap="sm" maw={720}>
      <Select
        label={t.addMember}
        placeholder={t.addMemberPlaceholder}
        data={data}
        value={null}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        onChange={(key) => {
          const member = key === null ? undefined : byKey.get(key);
          if (member === undefined) return;
          onChange([...members, member]);
          setSearch('');
        }}
        nothingFoundMessage={found.isError ? t.membersLoadFailed : messages.adminResource.empty}
        error={found.isError ? t.membersLoadFailed : undefined}
        disabled={disabled}
        data-testid="broadcast-member-picker"
      />
      <Input.Wrapper label={t.members} error={error} description={<span id={countId}>{t.membersCount(members.length)}</span>}>
        {members.length === 0 ? (
          <Text c="dimmed" size="sm" mt="xs">
            {t.noMembers}
          </Text>
        ) : (
          <Table mt="xs" aria-describedby={countId} data-testid="broadcast-members">
            <Table.Tbody>
              {members.map((member) => (
                <Table.Tr key={memberKey(member)}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Badge variant="light" color={member.kind === 'sector' ? 'blue' : 'grape'}>
                        {t.memberKinds[member.kind]}
                      </Badge>
                      <Text size="sm">{member.name}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td w={48}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t.removeMember(member.name)}
                      disabled={disabled}
                      onClick={() => onChange(members.filter((other) => memberKey(other) !== memberKey(member)))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Input.Wrapper>
    </Stack>
  );
}
