// Leaflet loads only when a map is drawn: the screens that may show one (the item view's Detalhes,
// the work queue) import without a browser, which is also what keeps Leaflet out of their bundle.
import { describe, expect, it } from 'vitest';

describe('the map view', () => {
  it('imports without loading Leaflet, which needs a window', async () => {
    expect(typeof window).toBe('undefined');
    await expect(import('./MapView')).resolves.toHaveProperty('MapView');
    await expect(import('../screens/inbox/DetailsTab')).resolves.toHaveProperty('DetailsTab');
    await expect(import('./LeafletMap')).rejects.toThrow(/window is not defined/);
  });
});
