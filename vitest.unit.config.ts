import { defineConfig } from 'vitest/config';

// Unit tests that need no emulator: the domain package, pure web modules, the seed generator.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'seed/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
    exclude: ['**/node_modules/**'],
  },
});
