// Which groups of tests/bench/run.ts `npm run bench` runs where: two lanes side by side, each in parts run one after
// the other on emulators started afresh for the part (docs/deploy.md and README say how to read the table).
//
// Why this shape (measured on the 2-core, 23 GB machine the bench runs on):
// - The Firestore emulator keeps every document in its JVM's heap and keeps no indexes. The 100,000-member rows need
//   about 6.5 GB of it live, the archive's round trip (two such associations) about 6 GB; a JVM that has held them
//   keeps the memory committed, and one capped below its data spends its time collecting (the archive with 6 GB took
//   five times as long to export). So each of those gets a part of its own with a large heap, and never runs beside
//   the other: the 100,000-member rows run beside the mailshots and the uploads (whose emulators hold little), the
//   archive beside the rows on small associations, each of those parts with a small heap.
// - The hot sale, Lighthouse and the PDFs' cold start need the machine to themselves: they come first in the main
//   lane, and the side lane waits for the main lane's word (the go file) before it starts.
// - The mailshots are paced by the emulator handing triggers their events one at a time and use little of the
//   machine: beside the main lane they cost it little.
// - The uploads leave the emulator tens of thousands of member events to hand out after their figures (each skipped by
//   the member trigger on the upload's mark: functions memberReactions/registry.ts), minutes of its time: they get a
//   part of their own, whose emulators stop with those events undelivered, in the side lane, where the lanes' minutes
//   come out even.

/** Members of the association the lists, saves, searches and the month's largest size are measured on. */
export const listMembers = (env = process.env) => Number(env.BENCH_LIST_MEMBERS ?? 100_000);
/** The association sizes a month is measured at. */
export const monthSizes = (env = process.env) => (env.BENCH_MONTH_SIZES ?? '1000,10000,100000').split(',').map(Number);

/**
 * A lane's parts. `month`: which of the month's sizes the part measures ('seeded': the size of the association the
 * part seeds; 'others': the rest, each seeded afresh). `heap`: the Firestore emulator's heap cap, a share of the
 * machine's memory. `after`: a side part starts only once that main part has ended.
 */
const MAIN_PARTS = [
  {
    name: 'seeded',
    groups: ['bundle', 'city', 'memberList', 'hotsale', 'lighthouse', 'coldStart', 'saves', 'search', 'lists', 'legacyLists'],
    month: 'seeded',
    heap: 50,
  },
  {
    name: 'small',
    groups: ['receipts', 'pdf', 'seats', 'assembly', 'door', 'register', 'importCheck'],
    month: 'others',
    heap: 25,
  },
];
const SIDE_PARTS = [
  { name: 'mailshots', groups: ['mailshots'], month: null, heap: 20 },
  { name: 'upload', groups: ['upload'], month: null, heap: 25 },
  // never beside the seeded part, even should the mailshots end before it
  { name: 'archive', groups: ['archive'], month: null, heap: 38, after: 'seeded' },
];

/**
 * The parts to run, with what each passes run.ts: BENCH_ROWS (its groups that were asked for), BENCH_MONTH_SIZES and
 * the emulator JVM's options. Parts with nothing to run are left out. `requested`: BENCH_ROWS as a list (all when
 * undefined). `oneLane`: BENCH_LANES=1, the side lane's parts after the main lane's instead of beside them.
 */
export function benchPlan({ requested, oneLane = false, env = process.env }) {
  const asked = (group) => (requested ? requested.includes(group) : group !== 'legacyLists');
  const seeded = listMembers(env);
  const sizes = monthSizes(env);
  const part = ({ name, groups, month, heap, after }) => {
    const monthHere = !month || !asked('month') ? [] : sizes.filter((s) => (month === 'seeded' ? s === seeded : s !== seeded));
    const rows = [...groups.filter(asked), ...(monthHere.length ? ['month'] : [])];
    return {
      name,
      rows,
      after: after ?? null,
      env: {
        BENCH_ROWS: rows.join(','),
        ...(monthHere.length ? { BENCH_MONTH_SIZES: monthHere.join(',') } : {}),
        JAVA_TOOL_OPTIONS: `-XX:MaxRAMPercentage=${heap}`,
      },
    };
  };
  const main = MAIN_PARTS.map(part).filter((p) => p.rows.length > 0);
  const side = SIDE_PARTS.map(part).filter((p) => p.rows.length > 0);
  return oneLane ? { main: [...main, ...side], side: [] } : { main, side };
}
