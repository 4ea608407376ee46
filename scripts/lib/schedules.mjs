// The scheduled functions on the local stack. In production Cloud Scheduler calls each onSchedule function (an HTTP
// request, for functions of the 2nd generation) on its timetable. The Functions emulator loads them (only while the
// Pub/Sub emulator runs) but nothing calls them: scripts/scheduler.mjs does, on the same timetables, and tests call
// one to run a job now (runSchedule). Publishing to the function's Pub/Sub topic (firebase-schedule-<name>) does not
// work here: firebase-tools 14 hands such a message only to 1st-generation functions ("Unsupported trigger signature:
// http" for ours).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The Functions emulator's route for a loaded trigger: `<region>-<name>-<generation>`, where the generation counts the
 * emulator's reloads (0 until then): of changed code, and each time its triggers are switched back on, as the seed does
 * after loading. An older generation's route answers 404 once forgotten, or 204 "disabled" while kept, running nothing.
 * Remembered per function once found.
 */
const triggerKeys = new Map();

/**
 * Runs the scheduled function `name` once, as Cloud Scheduler does (a POST with its job headers), through the Functions
 * emulator at `functionsUrl` (FUNCTIONS_URL: `http://host:port/<project>/<region>`), and resolves once the job has
 * finished; throws if it failed (the function answers 500) or no such scheduled function is loaded.
 */
export async function runSchedule(name, { functionsUrl = process.env.FUNCTIONS_URL, scheduleTime = new Date() } = {}) {
  if (!functionsUrl) throw new Error('runSchedule: FUNCTIONS_URL is not set (the emulators are not up)');
  const { origin, pathname } = new URL(functionsUrl);
  const [projectId, region] = pathname.split('/').filter(Boolean);
  const call = (key) =>
    fetch(`${origin}/functions/projects/${projectId}/triggers/${key}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-CloudScheduler-JobName': `firebase-schedule-${name}-${region}`,
        'X-CloudScheduler-ScheduleTime': scheduleTime.toISOString(),
      },
      body: '{}',
    });
  let res = await call(triggerKeys.get(name) ?? `${region}-${name}-0`);
  if (res.status === 404 || res.status === 204) {
    // the emulator reloaded the functions since: a route no trigger has answers 404 with every loaded trigger's key,
    // each generation's; the latest is the one that runs
    await res.arrayBuffer();
    const listing = await (await call(`${region}-${name}-none`)).text();
    const generations = [...listing.matchAll(new RegExp(`\\b${region}-${name}-(\\d+)\\b`, 'g'))].map((m) => Number(m[1]));
    if (!generations.length) throw new Error(`runSchedule(${name}): the Functions emulator has no scheduled function of that name`);
    const key = `${region}-${name}-${Math.max(...generations)}`;
    triggerKeys.set(name, key);
    res = await call(key);
  }
  // 204: the latest generation is switched off too (the seed is loading): nothing ran
  if (!res.ok || res.status === 204) throw new Error(`runSchedule(${name}): the function answered ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

/**
 * The schedule strings the functions use (Cloud Scheduler's App Engine cron syntax): `every N minutes`,
 * `every N hours`, `every day HH:MM`. Returns whether a wall-clock minute (in the schedule's time zone) is one it
 * runs on, the way Cloud Scheduler turns them into cron (`every 5 minutes` is `*\/5 * * * *`). Any other form throws,
 * so that a new kind of schedule is noticed at start instead of silently never running.
 */
export function parseSchedule(schedule) {
  const text = schedule.trim().toLowerCase();
  let m = /^every (\d+) (minute|minutes|mins|hour|hours)$/.exec(text);
  if (m) {
    const n = Number(m[1]);
    if (m[2].startsWith('hour')) {
      if (n < 1 || n > 24) throw new Error(`Unsupported schedule "${schedule}"`);
      return ({ hour, minute }) => minute === 0 && hour % n === 0;
    }
    if (n < 1 || n > 60) throw new Error(`Unsupported schedule "${schedule}"`);
    return ({ hour, minute }) => (hour * 60 + minute) % n === 0;
  }
  m = /^every day (\d{2}):(\d{2})$/.exec(text);
  if (m && Number(m[1]) < 24 && Number(m[2]) < 60) {
    const [at, atMinute] = [Number(m[1]), Number(m[2])];
    return ({ hour, minute }) => hour === at && minute === atMinute;
  }
  throw new Error(`Unsupported schedule "${schedule}": the local scheduler knows "every N minutes", "every N hours", "every day HH:MM"`);
}

/** The wall-clock hour and minute of `date` in `timeZone` (daylight saving included, by Intl). */
export function wallClock(date, timeZone) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  const part = (type) => Number(parts.find((p) => p.type === type).value);
  return { hour: part('hour'), minute: part('minute') };
}

/**
 * The scheduled functions of the built bundle (functions/lib), read from the description firebase-functions attaches
 * to each export (what the deploy reads too): name, schedule and time zone.
 */
export async function scheduledFunctions(root) {
  const bundle = await import(pathToFileURL(join(root, 'functions', 'lib', 'index.js')).href);
  return Object.entries(bundle)
    .filter(([, fn]) => fn?.__endpoint?.scheduleTrigger)
    .map(([name, fn]) => {
      const { schedule, timeZone } = fn.__endpoint.scheduleTrigger;
      return { name, schedule, timeZone: timeZone ?? 'UTC', runsAt: parseSchedule(schedule) };
    });
}
