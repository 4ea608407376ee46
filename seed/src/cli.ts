/**
 * Generates the demo data and loads it into the running emulators.
 *   node --import tsx seed/src/cli.ts [--members N] [--second-org-members N] [--payment-years N] [--seed N] [--today YYYY-MM-DD] [--clear]
 * Usually through `npm run seed -- …`, which sets the emulator environment. `npm start` uses
 * `--if-empty` (seed the first start only) and `--logins` (print who to sign in as).
 */
import { parseArgs } from 'node:util';
import { DEMO_LOGINS } from './demoAccounts';
import { DEMO_PASSWORD } from './demoIds';
import { DEFAULT_MEMBERS, DEFAULT_SECOND_ORG_MEMBERS, DEFAULT_SEED, streamDemo } from './generate';
import { emulatorHasData, loadDemo } from './load';

const USAGE = `Usage: npm run seed -- [options]
  --members N              members of Associazione Aurora APS (default ${DEFAULT_MEMBERS})
  --second-org-members N   members of Circolo Culturale Tevere (default ${DEFAULT_SECOND_ORG_MEMBERS})
  --payment-years N        years of fees per paying member, the last included (default 1)
  --seed N                 random seed (default ${DEFAULT_SEED}); the same seed writes the same data
  --today YYYY-MM-DD       the date the data is relative to (default: today in Italy)
  --clear                  delete every document and account in the emulators first
  --if-empty               seed only when the emulators hold no organization or account yet
  --logins                 only print the demo logins`;

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} takes a whole number, not "${value}"`);
  return Number(value);
}

/** Rows of "what was written": one per collection, one column per organization. */
function summary(written: Map<string, number>): string {
  const counts = new Map<string, Map<string, number>>();
  const orgs: string[] = [];
  for (const [path, n] of written) {
    const parts = path.split('/');
    const [org, collection] = parts[0] === 'organizations' ? [parts[1]!, parts[2] ?? 'organization'] : ['', parts[0]!];
    if (org && !orgs.includes(org)) orgs.push(org);
    const row = counts.get(collection) ?? new Map<string, number>();
    row.set(org, (row.get(org) ?? 0) + n);
    counts.set(collection, row);
  }
  const width = Math.max(...orgs.map((o) => o.length), 8);
  const lines = [`  ${'collection'.padEnd(12)}${orgs.map((o) => o.padStart(width + 2)).join('')}`];
  for (const [collection, row] of counts) {
    const cells = row.has('') ? [String(row.get('')).padStart(width + 2)] : orgs.map((o) => String(row.get(o) ?? 0).padStart(width + 2));
    lines.push(`  ${collection.padEnd(12)}${cells.join('')}`);
  }
  return lines.join('\n');
}

async function reachable(host: string | undefined): Promise<boolean> {
  if (!host) return false;
  try {
    await fetch(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      members: { type: 'string' },
      'second-org-members': { type: 'string' },
      'payment-years': { type: 'string' },
      seed: { type: 'string' },
      today: { type: 'string' },
      clear: { type: 'boolean', default: false },
      'if-empty': { type: 'boolean', default: false },
      logins: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.logins) {
    printLogins();
    return 0;
  }
  if (values.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.today)) throw new Error('--today takes a date as YYYY-MM-DD');
  const options = {
    members: integer('members', values.members),
    secondOrgMembers: integer('second-org-members', values['second-org-members']),
    paymentYears: integer('payment-years', values['payment-years']),
    seed: integer('seed', values.seed),
    today: values.today ? new Date(`${values.today}T10:00:00Z`) : undefined,
  };
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.FIREBASE_PROJECT_ID ?? 'demo-tessera';
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const) {
    if (!(await reachable(process.env[name]))) {
      console.error(`No emulator at ${name}=${process.env[name] ?? '(unset)'}: start the emulators first (npm start), then npm run seed.`);
      return 1;
    }
  }

  if (values['if-empty'] && (await emulatorHasData(projectId))) {
    console.log('The emulators already hold data: not seeding (npm run seed -- --clear reseeds).');
    return 0;
  }

  const started = Date.now();
  // generated while it is written: memory holds a few batches, whatever the member count
  const report = await loadDemo(streamDemo(options), { projectId, clear: values.clear, log: (m) => console.log(`  ${m}`) });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);

  console.log(
    `\nSeeded ${projectId} in ${seconds} s (seed ${options.seed ?? DEFAULT_SEED}; peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB):`,
  );
  console.log(summary(report.collections));
  console.log(`  auth users: ${report.usersCreated} created, ${report.usersExisting} already there`);
  // With --if-empty the caller (npm start) prints the logins itself once everything is up.
  if (!values['if-empty']) printLogins();
  return 0;
}

function printLogins(): void {
  console.log(`\nDemo logins (password ${DEMO_PASSWORD}):`);
  const width = Math.max(...DEMO_LOGINS.map((l) => l.email.length));
  for (const l of DEMO_LOGINS) console.log(`  ${l.email.padEnd(width)}  ${l.label}`);
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    if (err instanceof Error && err.cause)
      console.error(`  caused by: ${err.cause instanceof Error ? err.cause.message : String(err.cause)}`);
    process.exit(1);
  },
);
