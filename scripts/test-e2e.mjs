// `npm run test:e2e`: the browser tests. Starts fresh emulators, seeds the demo association, starts the
// web app, and runs tests/**/*.e2e.test.ts in Debian's Chromium through playwright-core.
// Extra arguments filter the test files: `npm run test:e2e -- tests/auth`.
import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildFunctions, emulatorClientEnv, PORTS, ROOT } from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { buildWeb, startEmulators, startWeb, stop, waitForEmulators, waitForWeb } from './lib/stack.mjs';
import { runSteps, sh } from './lib/steps.mjs';

ensureInstalled(ROOT);
const CHROMIUM = CHROMIUM_PATH;
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}: install it with "apt-get install -y chromium" (.ci/run does).`);
  process.exit(1);
}
mkdirSync(join(ROOT, 'screenshots'), { recursive: true });
const report = join(ROOT, '.cache', 'results-e2e.json');
let emulators;
let web;

const code = await runSteps([
  {
    name: 'browser tests (Chromium)',
    report,
    run: async () => {
      // The session's refresh period is production's (5 minutes): a shorter one would restart every open page's
      // Firestore listeners each time (a new token restarts its streams), work on every screen and, on a loaded machine,
      // a query that never answers before the next restart. tests/auth/session.e2e.test.ts moves the page's clock instead.
      const webEnv = { VITE_DEV_PAGES: 'true' };
      const built = process.env.TESSERA_E2E_DEV_SERVER !== '1';
      // the web app builds while the emulators start (it needs only their ports)
      const webBuild = built ? buildWeb({ env: webEnv }) : Promise.resolve();
      webBuild.catch(() => undefined); // awaited below; a failure must not surface as an unhandled rejection first
      try {
        buildFunctions();
        emulators = startEmulators({ quiet: true });
        await waitForEmulators();
        const env = {
          ...emulatorClientEnv(),
          CHROMIUM_PATH: CHROMIUM,
          WEB_URL: `http://127.0.0.1:${PORTS.web}`,
        };
        Object.assign(process.env, env);
        const seeded = await sh('node', ['--import', 'tsx', 'seed/src/cli.ts'], { cwd: ROOT, env });
        if (seeded !== 0) return seeded;
        await webBuild;
        web = startWeb({ quiet: true, built, env: webEnv });
        await waitForWeb();
        return await sh(
          join(ROOT, 'node_modules', '.bin', 'vitest'),
          [
            'run',
            '--config',
            'tests/vitest.e2e.config.ts',
            ...process.argv.slice(2),
            '--reporter=default',
            '--reporter=json',
            `--outputFile=${report}`,
          ],
          { cwd: ROOT, env },
        );
      } catch (e) {
        console.error(e);
        if (emulators?.tail) console.error(emulators.tail.join('\n'));
        return 1;
      } finally {
        await Promise.all([stop(web), stop(emulators)]);
      }
    },
  },
]);
process.exit(code);
