import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { counterPath, groupMemberCounter, orgCol } from '@tessera/domain/paths';
import { quietFirestoreTriggers } from '../../seed/src/quietTriggers';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { RAW_ORG_MARK } from '../support/world';

// The seed quiets the Firestore emulator's triggers while it loads (seed/src/quietTriggers.ts): its documents must set
// off no trigger at all, and every trigger must work again once it is done.
describe('the seed quiets the triggers while it loads', () => {
  it('a member written while quiet is never counted; one written after is', async () => {
    // written around the API on purpose (the list fields check skips such organizations)
    const org = `quiet${RAW_ORG_MARK}-${randomUUID().slice(0, 8)}`;
    // each in a group of its own, so each one's count can be read apart
    const member = (group: string) => ({ firstName: 'Nome', lastName: 'Prova', accountStatus: 'ACTIVE', group });
    const counted = async (group: string) =>
      ((await db.doc(counterPath(org, groupMemberCounter(group))).get()).get('total') as number | undefined) ?? 0;
    const quiet = await quietFirestoreTriggers(process.env.FIRESTORE_EMULATOR_HOST!, process.env.GCLOUD_PROJECT!, () => {});
    expect(quiet.quieted).toBeGreaterThan(0);
    try {
      await db.doc(`${orgCol(org, 'members')}/during`).set(member('during'));
    } finally {
      await quiet.restore();
    }
    await db.doc(`${orgCol(org, 'members')}/after`).set(member('after'));
    // the emulator delivers events in the order of the writes: once the later member is counted, an event for the
    // earlier one would have been too
    await eventually(
      () => counted('after'),
      (n) => n === 1,
      60_000,
      250,
    );
    expect(await counted('during')).toBe(0);
  });
});
