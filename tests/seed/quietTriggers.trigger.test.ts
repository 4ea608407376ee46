import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardPath, counterPath, groupMemberCounter, memberPath, orgCol } from '@tessera/domain/paths';
import { clearFirestoreQuietly } from '../../seed/src/clearEmulator';
import { quietFirestoreTriggers } from '../../seed/src/quietTriggers';
import { runSchedule } from '../../scripts/lib/schedules.mjs';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { buildWorld, ORG_A, RAW_ORG_MARK } from '../support/world';

// The seed quiets the Firestore emulator's triggers while it loads (seed/src/quietTriggers.ts): its documents must set
// off no trigger at all, and every trigger must work again once it is done. It also switches the Functions emulator's
// triggers off and on (seed/src/load.ts), which reloads them under the next generation's keys while the earlier keys
// stay, answering "disabled": the quieting must then reach the live keys (it once quieted the first generation's only,
// so a clearing fired an event per document at the live ones), and the local scheduler must still run the scheduled
// functions (it once called the earlier key and took its "disabled" for a run).

/** An organization written around the API on purpose (the list fields check skips such organizations). */
const rawOrg = () => `quiet${RAW_ORG_MARK}-${randomUUID().slice(0, 8)}`;
/** Each member in a group of its own, so each one's count can be read apart. */
const writeMember = (org: string, id: string) =>
  db.doc(`${orgCol(org, 'members')}/${id}`).set({ firstName: 'Nome', lastName: 'Prova', accountStatus: 'ACTIVE', group: id });
const counter = (org: string, group: string) => db.doc(counterPath(org, groupMemberCounter(group)));
/** Once the member's trigger has counted it. */
const countedOnce = (org: string, group: string) =>
  eventually(
    async () => ((await counter(org, group).get()).get('total') as number | undefined) ?? 0,
    (n) => n === 1,
    60_000,
    250,
  );

async function quietWriteGoesUncounted(): Promise<void> {
  const org = rawOrg();
  const quiet = await quietFirestoreTriggers(process.env.FIRESTORE_EMULATOR_HOST!, process.env.GCLOUD_PROJECT!, () => {});
  expect(quiet.quieted).toBeGreaterThan(0);
  try {
    await writeMember(org, 'during');
  } finally {
    await quiet.restore();
  }
  await writeMember(org, 'after');
  // the emulator delivers events in the order of the writes: once the later member is counted, an event for the
  // earlier one would have been too
  await countedOnce(org, 'after');
  expect((await counter(org, 'during').get()).exists).toBe(false);
}

describe('the seed quiets the triggers while it loads', () => {
  it('a member written while quiet is never counted; one written after is', quietWriteGoesUncounted);
});

describe('after the Functions emulator reloaded its triggers (switched off and on, as the seed does)', () => {
  beforeAll(async () => {
    await buildWorld();
    for (const action of ['disable', 'enable'])
      expect((await fetch(`http://${process.env.FIREBASE_EMULATOR_HUB}/functions/${action}BackgroundTriggers`, { method: 'PUT' })).ok).toBe(
        true,
      );
  });

  it('a scheduled function run through the local scheduler runs (the card expiry turns an old card INACTIVE)', async () => {
    const lastYear = new Date().getUTCFullYear() - 1;
    await db.doc(memberPath(ORG_A, 'm3')).update({ cardValidUntil: Timestamp.fromDate(new Date(`${lastYear}-01-31T00:00:00Z`)) });
    await runSchedule('expireCardsSchedule');
    expect((await db.doc(cardPath(ORG_A, '1003')).get()).get('status')).toBe('INACTIVE');
  });

  it('a member written while quiet is never counted; one written after is', quietWriteGoesUncounted);

  it('a clearing with the triggers quiet fires no trigger: a member cleared away is not counted down again', async () => {
    const org = rawOrg();
    await writeMember(org, 'before');
    await countedOnce(org, 'before');
    await clearFirestoreQuietly(process.env.FIRESTORE_EMULATOR_HOST!, process.env.GCLOUD_PROJECT!, () => {});
    await writeMember(org, 'after');
    await countedOnce(org, 'after');
    // a delete event for the member cleared away would have come before, and written its count again
    expect((await counter(org, 'before').get()).exists).toBe(false);
  });
});
