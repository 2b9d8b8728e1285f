// Leaflet and its marker clusters, with their CSS bundled (the app loads nothing from elsewhere).
// leaflet.markercluster extends the L that Leaflet puts on window, so Leaflet is imported first.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import type { MapApi } from '../api/mapApi';

export { L };

/**
 * A tile layer whose tiles are fetched with the session's token (an <img src> cannot send it) and
 * shown from blob: URLs, which the Content-Security-Policy allows; each URL is revoked when Leaflet
 * drops its tile, so panning around does not keep every tile in memory.
 */
export function authTileLayer(api: Pick<MapApi, 'tile'>, template: string, options: L.GridLayerOptions & { attribution: string }): L.GridLayer {
  const Layer = L.GridLayer.extend({
    createTile(coords: L.Coords, done: L.DoneCallback) {
      const img = document.createElement('img');
      img.alt = '';
      img.setAttribute('role', 'presentation');
      img.dataset.tile = `${coords.z}/${coords.x}/${coords.y}`;
      api.tile(template, coords.z, coords.x, coords.y).then(
        (blob) => {
          img.onload = () => done(undefined, img);
          img.onerror = () => done(new Error('tile'), img);
          img.src = URL.createObjectURL(blob);
        },
        (error: unknown) => done(error instanceof Error ? error : new Error('tile'), img),
      );
      return img;
    },
  });
  const layer = new (Layer as unknown as new (options: L.GridLayerOptions) => L.GridLayer)(options);
  layer.on('tileunload', (event) => {
    const img = (event as L.TileEvent).tile as HTMLImageElement;
    if (img.src.startsWith('blob:')) URL.revokeObjectURL(img.src);
  });
  return layer;
}
