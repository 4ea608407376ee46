import { describe, expect, it } from 'vitest';
import { ARCHIVE_JOB_HEAP_MB, archiveRoundTrip } from './roundTrip.bench';

// The association archive's round trip at 20,000 members (about 85,000 documents: members with custom values, back
// office data and relatives, payments, cards, consents…): exported by the real job, imported into a new organization,
// exported again, and the two archives the same apart from ids and clocks, each job in bounded memory. The demo
// association's round trip (tests/archive/archive.api.test.ts) holds every kind of document; this one holds enough of
// them that every part is read and written in many pages. At 100,000 members it is the bench's row `archive`.
describe('the association archive at 20,000 members', () => {
  it('comes back identical from export → import → export, its counters right at the import’s end, each job’s heap bounded', async () => {
    const r = await archiveRoundTrip(20_000, (m) => console.log(`archive round trip: ${m}`));
    console.log(
      `archive round trip at ${r.members} members (${r.documents} documents): seed ${Math.round(r.seedMs / 1000)} s, ` +
        `export ${Math.round(r.export.ms / 1000)} s, import ${Math.round(r.import.ms / 1000)} s, ` +
        `second export ${Math.round(r.reexport.ms / 1000)} s; heap at its peak ${r.export.memory.peakMb}, ` +
        `${r.import.memory.peakMb} and ${r.reexport.memory.peakMb} MB (after a collection: ${r.import.memory.afterCollection})`,
    );
    expect(r.members).toBe(20_000);
    expect(r.documents).toBeGreaterThan(80_000);
    expect(r.differences).toEqual([]);
    expect(r.countersRight).toBe(true);
    for (const job of [r.export, r.import, r.reexport]) expect(job.memory.peakMb).toBeLessThanOrEqual(ARCHIVE_JOB_HEAP_MB);
  });
});
