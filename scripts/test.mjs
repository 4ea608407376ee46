// `npm test`: every test that needs no browser, with a summary at the end. Exits non-zero on any failure.
import { join } from 'node:path';
import { emulatorsExec, ROOT } from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { runSteps, sh } from './lib/steps.mjs';

ensureInstalled(ROOT);
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const report = (name) => join(ROOT, '.cache', `results-${name}.json`);
const vitest = (config, name) => [
  bin('vitest'),
  ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile=${report(name)}`],
];

/** A step running a vitest config with the emulators up; `options` are emulatorsExec's (`build: false` once a step before built the functions). */
const emulatorStep = (name, config, reportName, options) => ({
  name,
  report: report(reportName),
  run: () => {
    const [cmd, args] = vitest(config, reportName);
    return emulatorsExec([cmd, ...args].map((a) => `'${a}'`).join(' '), options);
  },
});

const code = await runSteps([
  // single-threaded checks on two cores: the typecheck beside lint, format and the import cycles
  {
    together: [
      [{ name: 'typecheck (tsc)', run: (output) => sh('node', ['scripts/typecheck.mjs'], { cwd: ROOT, output }) }],
      [
        { name: 'lint (eslint)', run: (output) => sh(bin('eslint'), ['.', '--max-warnings=0'], { cwd: ROOT, output }) },
        {
          name: 'format (prettier)',
          run: (output) => sh(bin('prettier'), ['--check', '.', '--log-level=warn'], { cwd: ROOT, output }),
        },
        // no import cycle anywhere (package.json lint:imports names the folders)
        { name: 'imports (dependency-cruiser)', run: (output) => sh('npm', ['run', '--silent', 'lint:imports'], { cwd: ROOT, output }) },
      ],
    ],
  },
  { name: 'unit tests', report: report('unit'), run: () => sh(...vitest('vitest.unit.config.ts', 'unit'), { cwd: ROOT }) },
  emulatorStep('rules, API and trigger tests', 'tests/vitest.emulators.config.ts', 'emulators'),
  // at a real association's size, on emulators of their own started afresh (each clears them): the association
  // archive's round trip at 20,000 members (tests/vitest.scale.config.ts). Its jobs' heap is measured as the bench
  // measures it, after a collection (functions shared/jobHeap.ts): what a job keeps, not the garbage V8 lets pile up
  // before collecting, which grew past the bound on a busy machine with nothing kept
  emulatorStep('checks at scale', 'tests/vitest.scale.config.ts', 'scale', {
    build: false,
    env: { NODE_OPTIONS: [process.env.NODE_OPTIONS, '--expose-gc'].filter(Boolean).join(' ') },
  }),
]);
process.exit(code);
