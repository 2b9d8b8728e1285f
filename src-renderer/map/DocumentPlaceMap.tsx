// The item view's Detalhes: where the document's address is, on a small map with its one marker,
// when the document has coordinates (typed or geocoded when it was published). Nothing is drawn
// for a document without them; the map settings and the document are read once and cached.
import { Box, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { messages } from '../../src-shared/messages';
import { documentsApi, mapApi } from '../api/client';
import { MapView, type MapPin } from './MapView';

const t = messages.map;

export function DocumentPlaceMap({ inboxEmailUuid }: { inboxEmailUuid: string }) {
  const document = useQuery({ queryKey: ['document-place', inboxEmailUuid], queryFn: () => documentsApi.document(inboxEmailUuid), staleTime: 60_000 });
  const address = document.data?.body.hasAddress ? document.data.body.address : null;
  const located = address !== null && address.latitude !== null && address.longitude !== null;
  const config = useQuery({ queryKey: ['map-config'], queryFn: mapApi.config, staleTime: 10 * 60_000, enabled: located });
  const place = address === null ? '' : [[address.street, address.number].filter(Boolean).join(', '), address.neighborhood, address.city].filter(Boolean).join(' — ');
  const latitude = address?.latitude ?? null;
  const longitude = address?.longitude ?? null;
  const pins = useMemo<MapPin[]>(
    () => (latitude !== null && longitude !== null ? [{ id: inboxEmailUuid, latitude, longitude, label: place, lines: [place] }] : []),
    [latitude, longitude, inboxEmailUuid, place],
  );
  if (!located || config.data === undefined) return null;
  return (
    <Box mt="md" data-testid="document-place">
      <Text fw={600} mb={4}>
        {t.documentPlace}
      </Text>
      <MapView config={config.data} pins={pins} onOpen={() => undefined} label={t.documentPlaceMap(place)} height={260} cluster={false} testId="document-place-map" />
    </Box>
  );
}
