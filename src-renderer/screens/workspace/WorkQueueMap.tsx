// The work queue's Mapa view (issue 19 §5, /workspace/{sector|personal}/map): the same filtered list
// as Lista (the URL's filters, parsed by queueQuery.ts, edited in the same FilterDrawer), each item
// with coordinates a marker (clustered), and beside the map the same markers as a list of links,
// the accessible way through them (Tab into the list, Enter opens the item). The switch between
// Lista, Calendário and Mapa is QueueViewSwitch's (another change); this is the route's screen.
import { Alert, Anchor, Badge, Box, Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconFilter, IconMapPinOff } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { MapMarker } from '../../../src-shared/api/map';
import { formatDate } from '../../../src-shared/format';
import type { InboxType } from '../../../src-shared/ipc/contract';
import { messages } from '../../../src-shared/messages';
import { mapApi } from '../../api/client';
import type { InboxQuery } from '../../api/inboxApi';
import { draftEditorPath } from '../../drafts/draftEditorPath';
import { inboxKeys, itemViewPath, useInboxScope } from '../../inbox/queryKeys';
import { MapView, type MapPin } from '../../map/MapView';
import { useServerReachable } from '../../offline/serverStatus';
import { useOwnSearchParams } from '../../routing/useOwnSearchParams';
import { useMe } from '../../session/queries';
import { QueueFilterDrawer } from './QueueFilterDrawer';
import { activeFilterCount, isNarrowed, parseQueueParams, queueParamsOf, requestOf, sortTypeOf } from './queueQuery';

const t = messages.map;

/** Where a marker leads: a draft to its editor, anything else to the item view, as the list does. */
export const markerPath = (inboxType: InboxType, marker: MapMarker): string =>
  marker.box === 'draft' ? draftEditorPath(inboxType, { serverUuid: marker.inbox_email_uuid }) : `${itemViewPath(inboxType, marker)}?fromWorkTree=true`;

export function markerLines(marker: MapMarker): string[] {
  const place = [[marker.address.street, marker.address.number].filter(Boolean).join(', '), marker.address.neighborhood, marker.address.city].filter(Boolean).join(' — ');
  return [marker.number || t.noNumber, marker.title, marker.due_at === null ? t.noDue : t.due(formatDate(marker.due_at)), place].filter((line) => line !== '');
}

export function WorkQueueMap({ inboxType }: { inboxType: InboxType }) {
  const scope = useInboxScope();
  const ready = scope.inboxType === inboxType;
  const navigate = useNavigate();
  const me = useMe();
  const reachable = useServerReachable();
  const [params, setParams] = useOwnSearchParams();
  const urlQuery = useMemo(() => parseQueueParams(params), [params]);
  // The whole filtered list, not a page of it: paging means nothing on a map.
  const request = useMemo<InboxQuery>(() => {
    const { page: _page, per_page: _perPage, ...rest } = requestOf(urlQuery, sortTypeOf(me.data?.user_preferences.default_inbox_sort));
    return rest;
  }, [urlQuery, me.data]);
  const go = useCallback((next: InboxQuery) => setParams(queueParamsOf({ ...next, page: undefined })), [setParams]);

  const config = useQuery({ queryKey: ['map-config'], queryFn: mapApi.config, staleTime: 10 * 60_000, enabled: ready });
  const markers = useQuery({ queryKey: [...inboxKeys.scope(scope), 'map', request], queryFn: () => mapApi.markers(request), enabled: ready, placeholderData: (previous) => previous });
  const [filtersOpened, filtersDrawer] = useDisclosure(false);
  const [search, setSearch] = useState(urlQuery.search ?? '');
  // Back, forward or a cleared filter moves the address without remounting the map: the field follows it.
  const [searchShown, setSearchShown] = useState(urlQuery.search ?? '');
  if ((urlQuery.search ?? '') !== searchShown) {
    setSearchShown(urlQuery.search ?? '');
    setSearch(urlQuery.search ?? '');
  }

  const pins = useMemo<MapPin[]>(
    () =>
      (markers.data?.markers ?? []).map((marker) => ({
        id: marker.inbox_email_uuid,
        latitude: marker.latitude,
        longitude: marker.longitude,
        label: t.marker(marker.number || t.noNumber, marker.title),
        lines: markerLines(marker),
        link: { text: t.open, href: markerPath(inboxType, marker) },
      })),
    [markers.data, inboxType],
  );
  const open = useCallback((pin: MapPin) => pin.link && navigate(pin.link.href), [navigate]);
  const filterCount = activeFilterCount(urlQuery);
  const narrowed = isNarrowed(urlQuery);

  const state = (() => {
    if (!reachable && markers.data === undefined) return <Alert color="orange" variant="light" role="status" data-testid="map-offline">{t.offline}</Alert>;
    if ((markers.isError && markers.data === undefined) || config.isError) {
      return (
        <Alert color="red" variant="light" role="alert" data-testid="map-error">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600} c="red.9">
              {t.loadError}
            </Text>
            <Button size="compact-sm" variant="default" onClick={() => void Promise.all([markers.refetch(), config.refetch()])}>
              {messages.app.retry}
            </Button>
          </Group>
        </Alert>
      );
    }
    if (markers.data === undefined || config.data === undefined) {
      return <Skeleton height={480} radius="sm" role="status" aria-busy="true" aria-label={t.loading} data-testid="map-loading" />;
    }
    return null;
  })();

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            go({ ...urlQuery, search: search.trim() || undefined });
          }}
        >
          <TextInput
            type="search"
            label={messages.workQueue.search}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={200}
            w={280}
          />
        </form>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />} onClick={filtersDrawer.open}>
            {t.filters}
            {filterCount > 0 && (
              <Badge ml={6} size="sm" circle aria-label={t.activeFilters(filterCount)}>
                {filterCount}
              </Badge>
            )}
          </Button>
          {narrowed && (
            <Button
              variant="subtle"
              onClick={() => {
                setSearch('');
                go({ filter: urlQuery.filter, inboxSortByType: urlQuery.inboxSortByType, inboxSortByValue: urlQuery.inboxSortByValue });
              }}
            >
              {t.clearFilters}
            </Button>
          )}
        </Group>
      </Group>

      {markers.data !== undefined && (
        <Text role="status" data-testid="map-count" fw={600}>
          {t.count(markers.data.markers.length, markers.data.without_location)}
        </Text>
      )}
      {markers.data?.truncated && (
        <Alert color="yellow" variant="light" role="status">
          {t.truncated(markers.data.markers.length)}
        </Alert>
      )}
      {markers.isError && markers.data !== undefined && <Alert color="orange" variant="light" role="status">{t.loadError}</Alert>}

      {state ?? (
        <Box aria-busy={markers.isPlaceholderData || undefined}>
          {config.data && <MapView config={config.data} pins={pins} onOpen={open} label={t.region(messages.workQueue.lists[request.filter ?? 'tasks'])} testId="queue-map" />}
        </Box>
      )}

      {markers.data !== undefined && markers.data.markers.length === 0 && (
        <Stack align="center" gap="xs" py="md" role="status" data-testid="map-empty">
          <IconMapPinOff size={36} aria-hidden color="var(--mantine-color-lightGrey-7)" />
          <Text c="dimmed">{narrowed ? t.emptyFiltered : t.empty}</Text>
        </Stack>
      )}
      {markers.data !== undefined && markers.data.markers.length > 0 && (
        <Box component="section" aria-labelledby="map-list-title">
          <Title order={2} size="h4" id="map-list-title">
            {t.listTitle}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {t.listHint}
          </Text>
          <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }} data-testid="map-list">
            {markers.data.markers.map((marker) => (
              <li key={marker.inbox_email_uuid}>
                <Anchor component={Link} to={markerPath(inboxType, marker)} aria-label={t.openItem(t.marker(marker.number || t.noNumber, marker.title))}>
                  {t.marker(marker.number || t.noNumber, marker.title)}
                </Anchor>
                <Text span size="sm" c="dimmed">
                  {' · '}
                  {markerLines(marker).slice(2).join(' · ')}
                </Text>
              </li>
            ))}
          </Stack>
        </Box>
      )}

      <QueueFilterDrawer scope={scope} ready={ready} opened={filtersOpened} onClose={filtersDrawer.close} query={urlQuery} onQuery={go} />
    </Stack>
  );
}
