// The error element tells a chunk that did not arrive (the browsers' own words, and Vite's for a
// chunk's CSS) from a screen that failed to draw, and says which to the user.
import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './ScreenLoadError';

describe('a failed chunk load', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://gdoc.example/assets/WorkspaceScreen-a1b2c3d4.js',
    'error loading dynamically imported module: https://gdoc.example/app/assets/LaiScreen-a1b2c3d4.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/ReportScreen-a1b2c3d4.css',
  ])('is recognised: %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('is not any other error', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
