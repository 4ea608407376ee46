import { defineConfig } from 'vitest/config';

// Unit tests that need no emulator: the domain package, pure web modules, the seed generator, the scripts' decisions,
// the test helpers and the route table checks (tests/**/*.unit.test.ts).
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'seed/src/**/*.test.ts',
      'scripts/**/*.test.{mjs,ts}',
      'tests/**/*.unit.test.ts',
    ],
    exclude: ['**/node_modules/**'],
    // A worker keeps the packages it imported (zod, firebase-admin, React, Chakra) from one file to the next instead of
    // importing them again for each of the ~170 files: a third of the time, on CI's two cores beside the browser tests.
    // Files that change something global put it back after them (timers, stubs, the Admin SDK's default app).
    isolate: false,
    // CI runs the unit tests while the browser tests start beside them (.ci/run): heavy correctness tests (20,000 seed
    // members, password property runs) take several times their quiet 2-3 s. Speed is npm run bench's, never a timeout's.
    testTimeout: 30_000,
  },
});
