/**
 * `npm run bench`: speed figures as a table (never asserted in tests; see the developers' brief).
 * Add a row per benchmark; each reports what it measured and the target it is held against.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { benchCitySearch } from '@tessera/domain/geo/search.bench';
import { benchCardPdfs } from '../../functions/src/cards/pdf.bench';

interface Row {
  name: string;
  figure: string;
  target: string;
  ok: boolean;
}

const rows: Row[] = [];

{
  const started = performance.now();
  const r = benchCitySearch();
  const total = performance.now() - started;
  rows.push({
    name: `city autocomplete: ${r.queries} queries over all comuni and foreign states`,
    figure: `${r.msPerQuery.toFixed(3)} ms/query (p95 ${r.p95.toFixed(3)} ms; whole run incl. index ${total.toFixed(0)} ms)`,
    target: '≤ 2 ms per query',
    ok: r.msPerQuery <= 2,
  });
}

{
  // Subscribers list (issue 4 §1): the in-memory pipeline behind each keystroke, over 20,000 members.
  const { benchMemberList } = await import('../subscribers/memberList.bench');
  const r = benchMemberList(20_000);
  rows.push({
    name: `subscribers list: ${r.members.toLocaleString('en')} members, search+filter+sort+page per keystroke`,
    figure: `${r.keystrokeMs.mean.toFixed(1)} ms mean, p95 ${r.keystrokeMs.p95.toFixed(1)} ms; sort by column ${r.sortMs.toFixed(1)} ms; filter ${r.filterMs.toFixed(1)} ms`,
    target: 'p95 ≤ 50 ms per keystroke',
    ok: r.keystrokeMs.p95 <= 50,
  });
}

// Bulk upload (issue 4 §4): needs the emulators, which `npm run bench` starts (scripts/bench.mjs).
{
  const { benchBulkUpload } = await import('../uploads/bulkUpload.bench');
  const r = await benchBulkUpload();
  if (!r) {
    console.log('bulk upload: skipped (FIRESTORE_EMULATOR_HOST not set; run it through `npm run bench`)');
  } else {
    rows.push({
      name: `bulk upload: ${r.rows.toLocaleString('en')} rows end to end vs raw BulkWriter (unthrottled)`,
      figure: `${(r.endToEndMs / 1000).toFixed(1)} s vs ${(r.rawMs / 1000).toFixed(1)} s raw = ×${r.ratio.toFixed(2)}; ${Math.round(r.rows / (r.endToEndMs / 1000))} rows/s; peak RSS ${r.peakRssMb.toFixed(0)} MB; applied ${r.applied}`,
      target: '≤ ×3 raw, peak RSS ≤ 512 MB',
      ok: r.ratio <= 3 && r.peakRssMb <= 512 && r.applied === r.rows,
    });
  }
}

{
  // Card PDFs (issue 4): the generator versus plain pdf-lib drawing the same elements, in the same run.
  const r = await benchCardPdfs(1000);
  for (const [kind, b] of [
    ['single CR80 PDFs', r.single],
    ['A4 sheets of 10', r.sheets],
  ] as const) {
    const ratio = b.oursPerSec / b.plainPerSec;
    rows.push({
      name: `card PDFs: ${r.cards} cards as ${kind}, ours vs plain pdf-lib`,
      figure: `${b.oursPerSec.toFixed(0)} vs ${b.plainPerSec.toFixed(0)} cards/s (×${ratio.toFixed(2)}; ${(b.bytesOurs / 1024).toFixed(1)} vs ${(b.bytesPlain / 1024).toFixed(1)} KiB/card)`,
      target: '≥ 0.8 × plain pdf-lib',
      ok: ratio >= 0.8,
    });
  }
}

const width = Math.max(...rows.map((r) => r.name.length));
const table = [
  `${'benchmark'.padEnd(width)}  ${'result'.padEnd(70)}  target`,
  ...rows.map((r) => `${r.name.padEnd(width)}  ${r.figure.padEnd(70)}  ${r.target} ${r.ok ? '✔' : '✘'}`),
].join('\n');
console.log(table);
// scripts/bench.mjs prints this file again once the emulators (and their logs) have stopped.
if (process.env.BENCH_TABLE_FILE) writeFileSync(process.env.BENCH_TABLE_FILE, `${table}\n`);
