import { defineConfig } from 'vitest/config';

// Browser tests: Chromium clicking through the real UI on the emulators (scripts/test-e2e.mjs).
export default defineConfig({
  test: {
    include: ['**/*.e2e.test.ts'],
    exclude: ['**/node_modules/**'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
