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
  },
});
