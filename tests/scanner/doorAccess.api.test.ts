import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { signTicketToken } from '../../functions/src/cards/token';
import { db } from '../support/admin';
import { localSecret } from '../support/localSecrets';
import { buildWorld, ORG_A, ORG_B, type PrincipalName, type World } from '../support/world';
import { doorApi, queued } from './doorApiSteps';

// Whose door devices answer whom: another organization's sign-in gets nothing of this organization's devices, nor this
// organization's of another's; a group administrator's cards list holds the members within their groups only.
let world: World;
const { register, listOf, sync, photosOf, revoke } = doorApi(() => world);
const device = (org: string, id: string) => db.doc(`${orgCol(org, 'doorDevices')}/${id}`);
const scansOf = async (org: string, deviceId: string) =>
  (await db.collection(orgCol(org, 'scans')).where('device', '==', deviceId).count().get()).data().count;

/** The keys of the cards list a device of `who` downloads. */
async function cardKeys(who: PrincipalName) {
  const { deviceId } = (await register({ kind: 'cards' }, who)).body;
  return ((await listOf(deviceId, who)).body.entries ?? []).map((e) => e.key).sort();
}

beforeAll(async () => {
  world = await buildWorld();
  await db.doc(orgPath(ORG_A)).update({ 'preferences.photoOnCard': true });
  await db.doc(orgPath(ORG_B)).update({ 'preferences.photoOnCard': true });
  const sale = db.collection(orgCol(ORG_A, 'sales')).doc('festa');
  await sale.set({ name: 'Festa di primavera', saleDate: '2099-04-01' });
  await sale.collection('registrations').doc('r1').set({ memberId: 'm1', holder: 'Mario Rossi', quantity: 1, cancelled: false });
});

describe('door devices across organizations', () => {
  it("another organization's sign-in can neither download, sync, fetch photos of nor sign out this organization's device", async () => {
    const { deviceId } = (await register({ kind: 'sale', id: 'festa' }, 'staff')).body;
    expect((await listOf(deviceId, 'staff')).status).toBe(200);
    const before = (await device(ORG_A, deviceId).get()).data();
    const code = signTicketToken(
      { k: 'ticket', o: ORG_A, s: 'festa', m: 'r1', q: 1, iat: Math.floor(Date.now() / 1000) },
      localSecret('CARD_TOKEN_SECRET'),
    );
    const answers = [
      await listOf(deviceId, 'otherOrgAdmin'),
      await sync(deviceId, [queued(code, new Date())], null, 'otherOrgAdmin'),
      await photosOf(deviceId, ['ticket:festa:r1'], 'otherOrgAdmin'),
      await revoke(deviceId, 'otherOrgAdmin'),
    ];
    for (const answer of answers) expect([answer.status, answer.body.err]).toEqual([404, 'NOT_FOUND']);
    expect((await device(ORG_A, deviceId).get()).data()).toEqual(before);
    expect((await device(ORG_B, deviceId).get()).exists).toBe(false);
    expect(await scansOf(ORG_A, deviceId)).toBe(0);
    expect(await scansOf(ORG_B, deviceId)).toBe(0);
    expect((await db.doc(`${orgCol(ORG_A, 'redemptions')}/ticket_festa_r1`).get()).exists).toBe(false);
  });

  it("this organization's sign-in gets nothing of another organization's device either", async () => {
    const { deviceId } = (await register({ kind: 'cards' }, 'otherOrgAdmin')).body;
    expect((await listOf(deviceId, 'otherOrgAdmin')).status).toBe(200);
    const before = (await device(ORG_B, deviceId).get()).data();
    const answers = [
      await listOf(deviceId, 'staff'),
      await sync(deviceId, [queued('1001', new Date())], null, 'staff'),
      await photosOf(deviceId, ['card:mb1'], 'staff'),
      await revoke(deviceId, 'management'),
      await revoke(deviceId, 'orgAdmin'),
    ];
    for (const answer of answers) expect([answer.status, answer.body.err]).toEqual([404, 'NOT_FOUND']);
    expect((await device(ORG_B, deviceId).get()).data()).toEqual(before);
    expect((await device(ORG_A, deviceId).get()).exists).toBe(false);
    expect(await scansOf(ORG_A, deviceId)).toBe(0);
    expect(await scansOf(ORG_B, deviceId)).toBe(0);
  });
});

describe('the cards list of a role kept to some groups', () => {
  it("holds the cards of the members within the group administrator's groups only; the others get every card", async () => {
    // m1 (g1), m2 (g2) and m3 (g3) hold cards; the group administrator has g1 and g2. The list comes from the search
    // projection, which the member trigger fills after the world is written.
    await expect.poll(() => cardKeys('staff'), { timeout: 30_000 }).toEqual(['card:m1', 'card:m2', 'card:m3']);
    expect(await cardKeys('groupAdmin')).toEqual(['card:m1', 'card:m2']);
    expect(await cardKeys('management')).toEqual(['card:m1', 'card:m2', 'card:m3']);
  });
});
