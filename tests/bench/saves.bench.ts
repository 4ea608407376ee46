/**
 * Member saves: latency of POST and PATCH /v1/members/one against the Functions emulator, with a
 * trivial authenticated call (GET /v1/configs/all: a token check and one small read) as the baseline in the same
 * run. Calls run one after another, as an admin saves; the first calls of each kind warm the instance and are not
 * counted. Run by tests/bench/run.ts after the demo association is seeded.
 */
import { performance } from 'node:perf_hooks';
import { computeTaxCode } from '@tessera/domain/codiceFiscale';
import { api } from '../support/api';
import { DEMO_EMAILS, demoToken } from '../support/demo';
import { latency, type Latency } from './latency';

export interface SavesBench {
  calls: number;
  trivial: Latency;
  create: Latency;
  patch: Latency;
}

async function timed(call: () => Promise<{ status: number; body: unknown }>): Promise<number> {
  const started = performance.now();
  const res = await call();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`bench call answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
  return ms;
}

export async function benchSaves(calls = 30, warmup = 3): Promise<SavesBench> {
  const token = await demoToken(DEMO_EMAILS.auroraAdmin);
  const run = `${Date.now() % 1e8}`;
  const created: string[] = [];
  const trivial = () => api('GET', '/v1/configs/all', { token });
  const create = (i: number) => async () => {
    const res = await api<{ result: { id: string } }>('POST', '/v1/members/one', {
      token,
      body: {
        name: 'Panca',
        surname: `Misura${i}`,
        // a valid tax code of their own (the API checks it as every path does): one birthday per call
        ssn: computeTaxCode({
          name: 'Panca',
          surname: `Misura${i}`,
          gender: 'M',
          birthDate: { year: 1940 + (Number(run) % 60), month: 1 + Math.floor(i / 28), day: 1 + (i % 28) },
          belfiore: 'H501',
        }),
        email: `panca.${run}.${i}@bench.example`,
        phone: '+393331234567',
        notes: 'bench',
      },
    });
    if (res.status === 200) created.push(res.body.result.id);
    return res;
  };
  const patch = (i: number) => () =>
    api('PATCH', '/v1/members/one', {
      token,
      headers: { id: created[i % created.length]! },
      body: { notes: `bench ${i}`, phone: `+3933312345${i % 100}` },
    });

  const samples = { trivial: [] as number[], create: [] as number[], patch: [] as number[] };
  // Interleaved, so a slow stretch of the machine weighs on all three alike.
  for (let i = 0; i < warmup + calls; i++) {
    const t = await timed(trivial);
    const c = await timed(create(i));
    const p = await timed(patch(i));
    if (i < warmup) continue;
    samples.trivial.push(t);
    samples.create.push(c);
    samples.patch.push(p);
  }
  return { calls, trivial: latency(samples.trivial), create: latency(samples.create), patch: latency(samples.patch) };
}
