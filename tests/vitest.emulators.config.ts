import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Rules, API and trigger tests against the running emulators (started by scripts/test.mjs).
// One file at a time: they share the emulators.
export default defineConfig({
  test: {
    include: ['**/*.{rules,api,trigger}.test.ts'],
    exclude: ['**/node_modules/**'],
    fileParallelism: false,
    // One worker keeps its imports (firebase-admin, the domain, the support modules) from file to file instead of
    // loading them again for each of the ~90 files; support/newWorldIds.ts gives each file organization ids of its
    // own all the same, and every file ends by checking the list fields of the members and cards it left
    // (support/listFieldsCheck.ts).
    isolate: false,
    setupFiles: [
      fileURLToPath(new URL('./support/newWorldIds.ts', import.meta.url)),
      fileURLToPath(new URL('./support/listFieldsCheck.ts', import.meta.url)),
    ],
    // Trigger tests wait for counters to settle; on a loaded machine that can take a while.
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
