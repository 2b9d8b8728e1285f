// Rascunhos neste computador: the drafts kept on this computer (desktop only), newest first, each
// resumable in the editor draftEditorPath names (a reply in its reply screen, marked Resposta). Shown only when there are any.
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../src-shared/format';
import { messages } from '../../src-shared/messages';
import type { InboxType } from '../../src-shared/ipc/contract';
import { localDraftEntry } from '../screens/reply/replyRules';
import { localDrafts, openLocalDrafts } from './draftRuntime';

const m = messages.createDocument;

export const localDraftsKey = ['local-drafts'] as const;

type Props = { userId: number; inboxType: InboxType; currentLocalId: string | null };

export function LocalDraftsList({ userId, inboxType, currentLocalId }: Props) {
  const drafts = useQuery({
    queryKey: [...localDraftsKey, userId],
    queryFn: async () => {
      await openLocalDrafts(userId);
      return (await localDrafts.list()).sort((a, b) => b.savedAt - a.savedAt);
    },
    staleTime: 0,
    gcTime: 0,
  });
  if (drafts.isError) return <Text c="red.8">{m.draftLoadError}</Text>;
  const list = drafts.data ?? [];
  if (list.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={m.draftsHeading} data-testid="local-drafts">
      <Title order={2} size="h5" mb="xs">
        {m.draftsHeading}
      </Title>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((draft) => {
          const entry = localDraftEntry(draft, inboxType);
          const replyBadge = entry.badge !== null ? (
            <Badge size="xs" variant="outline" mr={6}>
              {entry.badge}
            </Badge>
          ) : null;
          return (
            <li key={draft.localId}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <div style={{ minWidth: 0 }}>
                  {draft.localId === currentLocalId ? (
                    <Text fw={600} truncate>
                      {replyBadge}
                      {entry.label} <Badge size="xs" variant="light">{m.draftCurrent}</Badge>
                    </Text>
                  ) : (
                    <Text fw={600} truncate>
                      {replyBadge}
                      <Anchor component={Link} to={entry.to} fw={600}>
                        {entry.label}
                      </Anchor>
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {m.draftSavedAt(formatDateTime(draft.savedAt))}
                    {draft.status === 'conflict' ? ` · ${m.draftState.conflict}` : draft.status === 'local' ? ` · ${m.draftPending}` : ''}
                  </Text>
                </div>
              </Group>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}
