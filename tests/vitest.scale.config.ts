import { defineConfig } from 'vitest/config';

// Checks at the size of a real association against the running emulators (scripts/test.mjs starts them after the
// rules, API and trigger tests, fresh): each file seeds its own world, clearing the emulators first, so none runs beside
// another test. Their times are the bench's (npm run bench), never a timeout's: the timeout only stops a stuck run.
export default defineConfig({
  test: {
    include: ['**/*.scale.test.ts'],
    exclude: ['**/node_modules/**'],
    fileParallelism: false,
    testTimeout: 45 * 60_000,
    hookTimeout: 120_000,
  },
});
