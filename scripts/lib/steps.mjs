// Runs named steps, keeps going after a failure, and prints one summary at the end.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

export function sh(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Test counts from a vitest JSON report, or null when the step produced none. */
export function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

export async function runSteps(steps) {
  const results = [];
  for (const step of steps) {
    if (step.report) rmSync(step.report, { force: true });
    console.log(`\n━━ ${step.name} ━━`);
    const started = Date.now();
    const code = await step.run();
    results.push({
      name: step.name,
      ok: code === 0,
      seconds: ((Date.now() - started) / 1000).toFixed(1),
      counts: step.report ? vitestCounts(step.report) : null,
    });
  }
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  console.log('\n━━ Summary ━━');
  for (const r of results) {
    const c = r.counts ? ` (${r.counts.passed} passed, ${r.counts.failed} failed)` : '';
    console.log(`${r.ok ? '✔' : '✘'} ${r.name.padEnd(34)} ${r.seconds.padStart(6)} s${c}`);
    if (r.counts) {
      passed += r.counts.passed;
      failed += r.counts.failed;
      skipped += r.counts.skipped;
    }
  }
  const stepsFailed = results.filter((r) => !r.ok).length;
  // A step that failed without a test count (lint, typecheck, a crash) counts as one failure.
  failed += results.filter((r) => !r.ok && !(r.counts && r.counts.failed > 0)).length;
  console.log(stepsFailed === 0 ? 'All steps passed.' : `${stepsFailed} step(s) failed.`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  return stepsFailed === 0 ? 0 : 1;
}
