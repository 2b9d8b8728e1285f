// /inbox/{inbox_type}/view/{type}/{code}[/{tab}] (§2 Inbox item view): the email with its
// conversation, documents, details and deadlines (a process: conversation, stages, documents and
// participants), its actions and, on wide screens, the side Sumário. It opens from the offline
// cache at once and keeps what it has when the server cannot be reached.
import { Alert, Badge, Button, CloseButton, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconBell, IconCloudOff } from '@tabler/icons-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { InboxType } from '../../../src-shared/ipc/contract';
import { messages } from '../../../src-shared/messages';
import { isApiError } from '../../api/ApiError';
import { ListPage } from '../../components/Page';
import { InboxTypeFromRoute } from '../../inbox/InboxTypeFromRoute';
import { DetailsTab } from './DetailsTab';
import { DocumentsTab } from './DocumentsTab';
import { ItemActions } from './ItemActions';
import { ItemForbidden, ItemLoadError, ItemNotCached, ItemNotFound, ItemSkeleton } from './ItemStates';
import { isItemKind, selectedDispatchId, TAB_SEGMENTS, tabLabels, tabOf, tabPath, type ItemKind } from './itemView';
import { ParticipantsTab } from './ParticipantsTab';
import { DeadlinesTab } from '../deadlines/DeadlinesTab';
import { StagesTab } from './StagesTab';
import { SummaryPanel } from './SummaryPanel';
import { TimelineTab } from './TimelineTab';
import { useInboxItem } from './useInboxItem';
import { useItemActions } from './useItemActions';

const t = messages.inboxView;
/** Breakpoint of §9 above which the side summary shows (1280 px). */
const WIDE = '(min-width: 80em)';

const isInboxType = (value: string | undefined): value is InboxType => value === 'sector' || value === 'personal';

function useBack(inboxType: InboxType) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Opened from the work tree: back where the user was (its filters and page), not the queue's start.
  return () => (search.has('fromWorkTree') ? void navigate(-1) : void navigate(`/workspace/${inboxType}/tasks`));
}

export function InboxItemScreen() {
  const { inboxType, type, code, tab } = useParams();
  if (!isInboxType(inboxType) || !isItemKind(type) || !code) return <InvalidItem inboxType={isInboxType(inboxType) ? inboxType : 'sector'} />;
  // Keyed: another email (a reopened child, a link) starts with fresh state and queries.
  return (
    <InboxTypeFromRoute inboxType={inboxType}>
      <ItemView key={code} inboxType={inboxType} kind={type} code={code} segment={tabOf(type, tab)} />
    </InboxTypeFromRoute>
  );
}

function InvalidItem({ inboxType }: { inboxType: InboxType }) {
  return <ItemNotFound onBack={useBack(inboxType)} />;
}

function ItemView({ inboxType, kind, code, segment }: { inboxType: InboxType; kind: ItemKind; code: string; segment: string }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const back = useBack(inboxType);
  const wide = useMediaQuery(WIDE);
  const { scope, email, summary, hasNew, dismissNew } = useInboxItem(inboxType, code);
  const actions = useItemActions(inboxType, scope, code);

  const data = email.data;
  if (data === undefined) {
    // Paused: the browser says it is offline and react-query waits for the network to retry.
    const error = email.error ?? (email.fetchStatus === 'paused' ? email.failureReason : null);
    if (email.isPending && email.fetchStatus === 'fetching') return <ItemSkeleton />;
    if (isApiError(error) && error.status === 404) return <ItemNotFound onBack={back} />;
    if (isApiError(error) && error.status === 403) return <ItemForbidden message={error.serverMessage ?? messages.server.inboxEmailForbidden} onBack={back} />;
    if (isApiError(error) && error.isNetworkError) return <ItemNotCached onBack={back} />;
    if (error) return <ItemLoadError message={error.message} onRetry={() => void email.refetch()} onBack={back} />;
    return <ItemSkeleton />;
  }

  // One list for the conversation, the side summary and the participants: the summary when it
  // answered (it may be newer), else the email's own copy; a failed summary is simply not used.
  const dispatches = summary.data?.data ?? data.dispatches;
  const selectedId = selectedDispatchId(search.get('email_dispatch_id'));
  const base = `/inbox/${inboxType}/view/${kind}/${code}`;
  const query = search.toString();
  const segments: readonly string[] = TAB_SEGMENTS[kind];
  const labels = tabLabels(kind);
  const valueOf = (seg: string) => seg || 'main';

  const select = (id: number) => {
    const next = new URLSearchParams(search);
    next.set('email_dispatch_id', String(id));
    void navigate(tabPath(base, '', next.toString()), { replace: true });
  };

  const panel = (seg: string) => {
    if (seg === '') return <TimelineTab dispatches={dispatches} transitions={data.stage_transitions} deadlineChanges={data.deadline_changes} selectedId={selectedId} />;
    if (seg === 'documents') return <DocumentsTab email={data} />;
    if (seg === 'details') return <DetailsTab email={data} />;
    if (seg === 'participants') return <ParticipantsTab email={data} dispatches={dispatches} />;
    if (seg === 'deadlines') return <DeadlinesTab email={data} scope={scope} />;
    return <StagesTab email={data} scope={scope} />;
  };

  return (
    <ListPage>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={back}>
              {t.back}
            </Button>
          </Group>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {data.title}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Text c="dimmed" size="sm" data-testid="item-number">
              {data.number}
            </Text>
            {data.is_urgent ? <Badge color="red">{t.badges.urgent}</Badge> : null}
            {data.is_closed ? <Badge color="gray">{t.badges.closed}</Badge> : data.is_archived ? <Badge color="gray" variant="light">{t.badges.archived}</Badge> : null}
            {data.is_reopened && !data.is_archived ? <Badge variant="light">{t.badges.reopened}</Badge> : null}
            {data.is_favorite ? <Badge color="yellow" variant="light">{t.badges.favorite}</Badge> : null}
          </Group>
        </Stack>
        <ItemActions email={data} dispatches={dispatches} inboxType={inboxType} scope={scope} pending={actions.pending} running={actions.running} onRun={actions.run} />
      </Group>

      {email.isError ? (
        <Alert color="orange" variant="light" icon={<IconCloudOff aria-hidden />} role="status" data-testid="item-cached-copy">
          {t.cachedCopy}
        </Alert>
      ) : null}
      {hasNew ? (
        <Alert color="blue" variant="light" icon={<IconBell aria-hidden />} role="status" title={t.newMessages} data-testid="new-messages">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t.newMessagesText}</Text>
            <CloseButton aria-label={messages.app.close} onClick={dismissNew} />
          </Group>
        </Alert>
      ) : null}

      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Tabs
          value={valueOf(segment)}
          onChange={(value) => {
            const seg = segments.find((candidate) => valueOf(candidate) === value);
            // Tabs replace the entry: Voltar (history back, from the queue) leaves the item, not the tab.
            if (seg !== undefined) void navigate(tabPath(base, seg, query), { replace: true });
          }}
          keepMounted={false}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Tabs.List aria-label={t.tabsLabel}>
            {segments.map((seg, index) => (
              <Tabs.Tab key={valueOf(seg)} value={valueOf(seg)}>
                {labels[index]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {segments.map((seg) => (
            <Tabs.Panel key={valueOf(seg)} value={valueOf(seg)} pt="md">
              {panel(seg)}
            </Tabs.Panel>
          ))}
        </Tabs>
        {wide ? <SummaryPanel dispatches={dispatches} selectedId={selectedId} onSelect={select} /> : null}
      </Group>
    </ListPage>
  );
}
