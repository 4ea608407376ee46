import { defineConfig } from 'vitest/config';

// Browser tests: Chromium clicking through the real UI on the emulators (scripts/test-e2e.mjs).
export default defineConfig({
  test: {
    include: ['**/*.e2e.test.ts'],
    exclude: ['**/node_modules/**'],
    fileParallelism: false,
    // one worker runs the files in turn: it keeps the modules it imported (playwright, firebase-admin, the domain)
    // instead of importing them again for every file
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll waits as long as a page action does (support/browser.ts: 20 s), not vitest's 1 s: screens arrive as
    // their own chunks after the page's load event, which a busy dev server can take seconds to serve
    expect: { poll: { timeout: 20_000 } },
  },
});
