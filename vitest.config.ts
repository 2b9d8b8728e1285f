import { defineConfig } from 'vitest/config';

// Unit and integration tests sit next to the code they specify (*.test.ts). They run in Node:
// main, server and shared are Node code, and renderer tests cover its pure modules.
export default defineConfig({
  test: {
    include: ['src-*/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
