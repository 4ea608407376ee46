/** The month's figures as rows of `npm run bench`'s table, with the targets they are held to. */
import type { MonthAtSize } from '../month.bench';
import type { Usage } from './cost';
import { RENEWAL_DAY } from './model';
import { PRICES } from './prices';

export interface Row {
  name: string;
  figure: string;
  target: string;
  ok: boolean;
}

const n = (v: number) => Math.round(v).toLocaleString('en');
const eur = (v: number) => `€ ${v.toFixed(2)}`;
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/** One occurrence of an action, briefly: reads/writes/deletes, invocations, the functions' vCPU-seconds. */
const brief = (u: Usage) =>
  `${u.reads.toFixed(1)}r ${u.writes.toFixed(1)}w${u.deletes ? ` ${u.deletes.toFixed(1)}d` : ''} ${u.invocations.toFixed(1)}inv ${u.cpuSeconds.toFixed(2)}cpu`;

export function monthRows(m: MonthAtSize): Row[] {
  const size = `${n(m.members)} members`;
  const u = m.renewalMonth.usage;
  const units = Object.entries(m.units)
    .map(([action, x]) => `${action} ${x.sample === 0 ? 'NOT MEASURED' : brief(x.unit)}${x.sample > 1 ? ` (on ${x.sample})` : ''}`)
    .join('; ');
  const rows: Row[] = [
    {
      name: `month at ${size}: each action once, measured (r reads, w writes, d deletes, inv invocations, cpu the functions' vCPU-s; mailshot per recipient, measured on ${m.units.mailshotRecipient.sample} and scaled)`,
      figure: `${units}; the emulator's own time for one member's payments query, alone: ${m.memberPaymentsQueryMs.toFixed(0)} ms`,
      target: 'every action measured',
      ok: Object.values(m.units).every((x) => x.sample > 0),
    },
    {
      name: `month at ${size}: the renewal month's usage`,
      figure:
        `${n(u.reads)} reads, ${n(u.writes)} writes, ${n(u.deletes)} deletes; ${n(u.invocations)} invocations, ` +
        `${n(u.gibSeconds)} GiB-s, ${n(u.cpuSeconds)} vCPU-s; stored ${m.storedGib.toFixed(2)} GiB; sent ${mb(u.functionsEgressBytes)} ` +
        `(API) + ${mb(u.firestoreEgressBytes)} (Firestore); ${n(u.mails)} mails`,
      target: 'measured (no target)',
      ok: true,
    },
  ];
  const cost = `${eur(m.renewalMonth.totalEur)} renewal month, ${eur(m.ordinaryMonth.totalEur)} other months; € ${m.eurPerMemberYear.toFixed(4)} per member per year`;
  const b = m.renewalMonth.busiest;
  const free = { reads: PRICES.free.readsPerDay, writes: PRICES.free.writesPerDay, deletes: PRICES.free.deletesPerDay }[b.quota];
  if (m.members <= 1000) {
    // the free tier on the busiest day: every daily quota, and the month's other free allowances
    const margin = free - b.usage[b.quota];
    const renewal = m.renewalMonth.days[RENEWAL_DAY]!;
    const pct = (v: number, quota: number) => `${((v / quota) * 100).toFixed(0)}%`;
    rows.push({
      name: `month at ${size}: busiest day against the daily free tier (and the renewal day's share of it)`,
      figure:
        `day ${b.day}: ${n(b.usage.reads)} reads, ${n(b.usage.writes)} writes, ${n(b.usage.deletes)} deletes = ${pct(b.usage[b.quota], free)} of the free ${b.quota}, margin ${n(margin)} ${b.quota}; ` +
        `renewal day: ${pct(renewal.reads, PRICES.free.readsPerDay)} of the free reads, ${pct(renewal.writes, PRICES.free.writesPerDay)} of the writes; month ${cost}`,
      target: 'within the free tier (€ 0)',
      ok: b.share <= 1 && m.renewalMonth.totalEur === 0,
    });
  } else if (m.members <= 10_000)
    rows.push({ name: `month at ${size}: cost at list prices`, figure: cost, target: '≤ € 5 a month', ok: m.renewalMonth.totalEur <= 5 });
  else
    rows.push({
      name: `month at ${size}: cost at list prices, three biggest drivers (renewal month, list price)`,
      figure: `${cost}; drivers: ${m.drivers.map((d) => `${d.name} ${eur(d.eur)}`).join(', ')}`,
      target: 'a figure and its drivers',
      ok: true,
    });
  return rows;
}
