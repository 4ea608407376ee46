// The local stack's Cloud Scheduler (started by `npm start`): at the start of each minute, runs every scheduled function
// due then in its own time zone, through the Functions emulator, as production's scheduler calls it (lib/schedules.mjs).
// Needs the emulators up and FUNCTIONS_URL set (scripts/lib/emulators.mjs emulatorClientEnv).
import { ROOT } from './lib/emulators.mjs';
import { runSchedule, scheduledFunctions, wallClock } from './lib/schedules.mjs';

const jobs = await scheduledFunctions(ROOT);
console.log(`Scheduler: ${jobs.map((j) => `${j.name} (${j.schedule}, ${j.timeZone})`).join('; ')}`);

async function tick(now) {
  const due = jobs.filter((job) => job.runsAt(wallClock(now, job.timeZone)));
  await Promise.all(
    due.map((job) =>
      runSchedule(job.name, { scheduleTime: now }).then(
        () => console.log(`Scheduler: ${job.name} ran`),
        (e) => console.error(`Scheduler: ${job.name} failed: ${e instanceof Error ? e.message : e}`),
      ),
    ),
  );
}

// Each run at the start of its minute; timers drift, so each wait is measured from the clock again (and never
// ends before the minute just run, should a timer fire a little early).
function next(after = Date.now()) {
  const minute = Math.floor(Math.max(Date.now(), after) / 60_000) * 60_000 + 60_000;
  setTimeout(() => void tick(new Date(minute)).finally(() => next(minute)), minute - Date.now());
}
next();
