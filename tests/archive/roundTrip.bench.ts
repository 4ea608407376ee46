/**
 * The association archive at scale against the emulators, run by the bench (tests/bench/run.ts, row `archive`) and by
 * `npm test` at 20,000 members (roundTrip.scale.test.ts): an association
 * of n members seeded (the demo's generator, its second organization Tevere at n members, with custom values, back
 * office data and relatives added), then the real export job, the real import job into a new organization and the
 * export of that one, each timed from its request to DONE with the heap the job recorded (functions shared/jobHeap.ts),
 * and the two archives compared apart from ids and clocks (tests/support/archiveCompare.ts, as the archive API test).
 *
 * The jobs run here, in this process, as their trigger would run them (like the search download's row): the import's
 * hundreds of thousands of writes queue one trigger event each on the emulator, delivered one by one, and the second
 * export's event would wait behind them. The lease makes the trigger's later run of each job a no-op.
 */
import { performance } from 'node:perf_hooks';
import { FieldValue } from 'firebase-admin/firestore';
import { ARCHIVE_IMPORT_MAX_BYTES } from '@tessera/domain/archive/manifest';
import { memberPrivatePath, orgCol } from '@tessera/domain/paths';
import { relativeKeysOf } from '@tessera/domain/entities/erasure';
import { DEMO_EMAILS, DEMO_UIDS, TEVERE_ORG_ID } from '../../seed/src/demoIds';
import type { DemoDoc, DemoStream } from '../../seed/src/generate';
import type { JobHeap } from '../../functions/src/shared/jobHeap';

export interface ArchiveBench {
  members: number;
  /** documents the first archive holds, all parts */
  documents: number;
  seedMs: number;
  export: { ms: number; memory: JobHeap; bytes: number };
  /** how the import was queued: in pieces through POST /v1/organizations/import, or (an archive over its limit) from the stored file */
  importedVia: 'endpoint' | 'stored file';
  import: { ms: number; memory: JobHeap };
  /** reading the new organization's counters after the import's DONE and comparing them with the source's */
  countersMs: number;
  /** whether they were the source's at DONE (the import writes them: no trigger run is waited for) */
  countersRight: boolean;
  reexport: { ms: number; memory: JobHeap; bytes: number };
  /** [] when the round trip is the same apart from ids and clocks */
  differences: string[];
  /** this process's peak resident memory while the jobs ran (the archives' buffers live outside the heap) */
  peakRssMb: number;
  totalMs: number;
}

/** Each archive job's heap at its peak at most this (the functions run with 2 GiB). */
export const ARCHIVE_JOB_HEAP_MB = 512;

const SIZES = ['S', 'M', 'L', 'XL'];
const RELATIONSHIPS = ['figlio', 'figlia', 'coniuge', 'madre', 'padre'];

/**
 * Tevere's members as the demo makes them, with what the demo leaves out and archives must carry: a custom value shown
 * to the member on every other one (`Taglia maglietta`), back-office data (a hidden custom value and a note) on every
 * third, relatives on every fifth (one of them another member, linked).
 */
function withMemberData(docs: Iterable<DemoDoc>): Iterable<DemoDoc> {
  const members = `${orgCol(TEVERE_ORG_ID, 'members')}/`;
  return (function* () {
    let i = 0;
    let previous: { id: string; name: string; surname: string } | null = null;
    for (const d of docs) {
      const id = d.path.startsWith(members) ? d.path.slice(members.length) : '';
      if (!id || id.includes('/')) {
        yield d;
        continue;
      }
      i++;
      const data = { ...d.data };
      if (i % 2 === 0) data.customFields = { 'Taglia maglietta': SIZES[i % SIZES.length] };
      if (i % 5 === 0 && previous)
        data.relatives = [
          { id: `rel-${i}-1`, memberId: previous.id, name: previous.name, surname: previous.surname, relationship: 'coniuge' },
          { id: `rel-${i}-2`, name: 'Chiara', surname: String(data.surname), relationship: RELATIONSHIPS[i % RELATIONSHIPS.length] },
        ];
      // the keys the erasure finds a relatives list by, as every writer of a member keeps them (an import derives them
      // for an archive made before members carried them, which would make the round trip differ)
      if (data.relatives) data.relativeKeys = relativeKeysOf(data.relatives);
      yield { path: d.path, data };
      if (i % 3 === 0)
        yield {
          path: memberPrivatePath(TEVERE_ORG_ID, id),
          data: {
            customFields: { 'Allergie alimentari': i % 2 ? 'lattosio' : 'frutta secca' },
            customFieldKeys: ['Allergie alimentari'],
            notes: `Iscritto alla sezione di ${String(data.section)}; quota versata in segreteria.`,
            org: TEVERE_ORG_ID,
            updatedAt: d.data.updatedAt,
          },
        };
      previous = { id, name: String(data.name), surname: String(data.surname) };
    }
  })();
}

/** Samples this process's resident memory until stopped. */
function rssSampler() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  return () => {
    clearInterval(timer);
    return Math.round(Math.max(peak, process.memoryUsage().rss) / 2 ** 20);
  };
}

/** The round trip at `n` members; `log` hears the seed's steps and each job's parts with the seconds they began. */
export async function archiveRoundTrip(
  n: number,
  log: (message: string) => void,
  opts: { quietTriggers?: boolean } = {},
): Promise<ArchiveBench> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('the archive round trip runs on the emulators (FIRESTORE_EMULATOR_HOST)');
  const started = performance.now();
  const since = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const projectId = (process.env.GCLOUD_PROJECT ??= 'demo-tessera');
  // the functions' parameters have no defaults outside their runtime: the emulators' file store, as .env.demo-tessera
  process.env.FILE_STORE ??= 'firestore';
  const { streamDemo } = await import('../../seed/src/generate');
  const { loadDemo } = await import('../../seed/src/load');
  const demo = streamDemo({ members: 2, secondOrgMembers: n });
  const stream: DemoStream = { users: demo.users, docs: withMemberData(demo.docs) };
  // the Functions emulator is not switched off and on (seed/src/load.ts): the quieted Firestore triggers are enough
  await loadDemo(stream, { projectId, clear: true, switchFunctionsTriggers: false, log: (m) => log(`seed, ${since()}: ${m}`) });
  const seedMs = performance.now() - started;

  const { db } = await import('../support/admin');
  const { api } = await import('../support/api');
  const { demoToken } = await import('../support/demo');
  const { eventually } = await import('../support/settle');
  const { archiveDifferences, sortedKeys } = await import('../support/archiveCompare');
  await import('../../functions/src/wiring');
  const { runArchiveExport } = await import('../../functions/src/archive/exportJob');
  const { runArchiveImport } = await import('../../functions/src/archive/importJob');
  const { queueArchiveImport } = await import('../../functions/src/archive/importArchive');
  const { bufferSource } = await import('../../functions/src/archive/zip');
  const { uploadInPieces } = await import('../support/archiveUpload');
  const { fileBytes } = await import('../../functions/src/files/storedFiles');

  const jobOf = async (org: string, id: string) => (await db.doc(`${orgCol(org, 'archiveJobs')}/${id}`).get()).data() ?? {};
  /** Runs the job here and waits for its DONE (the trigger may have taken it first: then its run is awaited). */
  const run = async (org: string, id: string, job: (org: string, id: string) => Promise<void>) => {
    const t0 = performance.now();
    // each part's start, as the job records it for the screen's progress: where a size's time goes
    let part: unknown;
    const watch = setInterval(() => {
      void jobOf(org, id).then((j) => {
        if (j.part === part) return;
        part = j.part;
        log(`${String(j.kind)} ${org}, ${((performance.now() - t0) / 1000).toFixed(1)} s: part ${String(part)}`);
      });
    }, 1000);
    await job(org, id).finally(() => clearInterval(watch));
    const done = await eventually(
      () => jobOf(org, id),
      (j) => j.status === 'DONE' || j.status === 'FAILED',
      1_800_000,
      1000,
    );
    if (done.status !== 'DONE') throw new Error(`archive job ${org}/${id}: ${JSON.stringify(done).slice(0, 400)}`);
    return { done, ms: performance.now() - t0 };
  };

  const admin = await demoToken(DEMO_EMAILS.tevereAdmin);
  const stopRss = rssSampler();
  // the export, as the screen asks it
  const t0 = performance.now();
  const asked = await api<{ id: string }>('POST', '/v1/archive/export', { token: admin });
  if (asked.status !== 200) throw new Error(`export refused: ${asked.status} ${JSON.stringify(asked.body)}`);
  const first = await run(TEVERE_ORG_ID, asked.body.id, runArchiveExport);
  const exportMs = performance.now() - t0;
  const firstZip = (await fileBytes(TEVERE_ORG_ID, String(first.done.fileId)))!;
  const documents = Object.entries(first.done.counts as Record<string, number>)
    .filter(([part]) => part !== 'fileBytes')
    .reduce((sum, [, count]) => sum + count, 0);

  // the import, into a new organization, by the platform's admin
  const newOrg = {
    name: 'Circolo Tevere (copia)',
    plan: 'WORLDSTAR',
    billing: 'annual' as const,
    admin: { email: `archivio-${Date.now()}@bench.test` },
  };
  // Asked by the bench: the import's writes and the second export run with the Firestore triggers quiet. Each of the
  // hundreds of thousands of documents the import writes queues an event the emulator delivers one by one (about 140
  // a second) beside the jobs, where production runs them on instances of their own; and the copy must then be whole
  // from the import's own writes (the comparison below fails if any trigger's work was needed).
  const quiet = opts.quietTriggers
    ? await (await import('../../seed/src/quietTriggers')).quietFirestoreTriggers(process.env.FIRESTORE_EMULATOR_HOST, projectId, log)
    : null;
  const t1 = performance.now();
  let importedVia: ArchiveBench['importedVia'];
  let queued: { id: string; jobId: string };
  if (firstZip.length <= ARCHIVE_IMPORT_MAX_BYTES) {
    importedVia = 'endpoint';
    const platform = await demoToken(DEMO_EMAILS.platform);
    // in pieces, as the screen sends it
    const uploadId = await uploadInPieces((body) => api('POST', '/v1/organizations/import/piece', { token: platform, body }), firstZip);
    const res = await api<{ id: string; jobId: string }>('POST', '/v1/organizations/import', {
      token: platform,
      body: { ...newOrg, archive: { fileName: 'archivio.zip', uploadId } },
    });
    if (res.status !== 200) throw new Error(`import refused: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    queued = res.body;
  } else {
    // over what an upload holds: checked, stored and queued as the endpoint does with an upload
    importedVia = 'stored file';
    queued = await queueArchiveImport(
      bufferSource(firstZip),
      'archivio.zip',
      newOrg as Parameters<typeof queueArchiveImport>[2],
      { uid: DEMO_UIDS.platform, email: DEMO_EMAILS.platform, role: 'platform' },
      'it',
    );
  }
  const imported = await run(queued.id, queued.jobId, runArchiveImport);
  const importMs = performance.now() - t1;

  // the counters, the payment counters among them, are the import's own writes: at its DONE they hold what the
  // source's hold, with no trigger run to wait for (the imported payments' creates count nothing)
  const t2 = performance.now();
  const counters = async (org: string) =>
    new Map(
      (await db.collection(orgCol(org, 'counters')).get()).docs
        .filter((d) => !d.id.startsWith('mail'))
        .map((d) => {
          const { updatedAt: _clock, ...data } = d.data();
          return [d.id, JSON.stringify(sortedKeys(data))] as const;
        }),
    );
  const sourceCounters = await counters(TEVERE_ORG_ID);
  const importedCounters = await counters(queued.id);
  const countersRight = [...sourceCounters].every(([id, data]) => importedCounters.get(id) === data);
  const countersMs = performance.now() - t2;

  // the new organization's own export
  const again = db.collection(orgCol(queued.id, 'archiveJobs')).doc();
  await again.create({ kind: 'export', status: 'QUEUED', done: 0, total: 0, createdAt: FieldValue.serverTimestamp() });
  const second = await run(queued.id, again.id, runArchiveExport);
  await quiet?.restore();
  const peakRssMb = stopRss();
  const secondZip = (await fileBytes(queued.id, String(second.done.fileId)))!;
  const differences = await archiveDifferences(firstZip, TEVERE_ORG_ID, secondZip, queued.id);
  return {
    members: n,
    documents,
    seedMs,
    export: { ms: exportMs, memory: first.done.memory as JobHeap, bytes: firstZip.length },
    importedVia,
    import: { ms: importMs, memory: imported.done.memory as JobHeap },
    countersMs,
    countersRight,
    reexport: { ms: second.ms, memory: second.done.memory as JobHeap, bytes: secondZip.length },
    differences,
    peakRssMb,
    totalMs: performance.now() - started,
  };
}
