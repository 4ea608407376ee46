/**
 * `npm run bench`: speed figures as a table (never asserted in tests; see the developers' brief).
 * Add a row per benchmark; each reports what it measured and the target it is held against.
 */
import { performance } from 'node:perf_hooks';
import { benchCitySearch } from '@tessera/domain/geo/search.bench';

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

const width = Math.max(...rows.map((r) => r.name.length));
console.log(`${'benchmark'.padEnd(width)}  ${'result'.padEnd(70)}  target`);
for (const r of rows) console.log(`${r.name.padEnd(width)}  ${r.figure.padEnd(70)}  ${r.target} ${r.ok ? '✔' : '✘'}`);
