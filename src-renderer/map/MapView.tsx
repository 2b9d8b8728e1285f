// The one way screens show a map: Leaflet (its chunk is about 300 KB with the marker clusters, and it reads `window` as it loads) is
// fetched only when a map is first drawn, so the item view and the work queue neither carry it
// nor need a browser to import. A blank box of the map's height holds the place while it loads.
import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { LeafletMap as LeafletMapComponent } from './LeafletMap';

export type { MapPin } from './LeafletMap';

const LeafletMap = lazy(() => import('./LeafletMap').then((module) => ({ default: module.LeafletMap })));

type Props = Omit<ComponentProps<typeof LeafletMapComponent>, 'height'> & { height?: number | string };

export function MapView({ height = 480, ...props }: Props) {
  return (
    <Suspense fallback={<Skeleton height={height} radius="sm" />}>
      <LeafletMap {...props} height={height} />
    </Suspense>
  );
}
