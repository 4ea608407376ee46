// Runs named steps, keeps going after a failure, and prints one summary at the end.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * Runs a command and answers its exit code. With `output` (an array), its stdout and stderr are collected there
 * instead of printed: steps that run side by side print whole blocks, not interleaved lines.
 */
export function sh(cmd, args, opts = {}) {
  const { output, ...spawnOpts } = opts;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      ...spawnOpts,
      env: { ...process.env, ...spawnOpts.env },
    });
    if (output) {
      child.stdout.on('data', (d) => output.push(d));
      child.stderr.on('data', (d) => output.push(d));
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Test counts from a vitest JSON report, or null when the step produced none. */
export function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

async function runStep(step, output) {
  if (step.report) rmSync(step.report, { force: true });
  if (!output) console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const code = await step.run(output);
  if (output) console.log(`\n━━ ${step.name} ━━\n${Buffer.concat(output).toString().trimEnd()}`);
  return {
    name: step.name,
    ok: code === 0,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
    counts: step.report ? vitestCounts(step.report) : null,
  };
}

/**
 * Runs the steps one after the other; `{ together: [[a, b], [c]] }` runs its chains side by side (each chain's steps
 * in order), for quick single-threaded checks on a machine with two cores. A step's `run(output)` passes `output`
 * on to `sh` so that side-by-side steps print their output whole when they finish.
 */
export async function runSteps(steps) {
  const results = [];
  for (const step of steps) {
    if (!step.together) {
      results.push(await runStep(step));
      continue;
    }
    const chains = await Promise.all(
      step.together.map(async (chain) => {
        const done = [];
        for (const s of chain) done.push(await runStep(s, []));
        return done;
      }),
    );
    results.push(...chains.flat());
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
