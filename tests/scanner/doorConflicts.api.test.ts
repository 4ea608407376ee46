import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol } from '@tessera/domain/paths';
import type { DoorConflict } from '@tessera/domain/scanner/doorList';
import { signTicketToken } from '../../functions/src/cards/token';
import { db } from '../support/admin';
import { localSecret } from '../support/localSecrets';
import { buildWorld, ORG_A, type World } from '../support/world';
import { doorApi, queued } from './doorApiSteps';

// Three door devices that each admitted the same holder while apart, uploading one after the other, the earliest
// last: the admission moves twice, and every device that admitted the code is told which one counts in the end.
let world: World;
const { register, listOf, sync } = doorApi(() => world);

beforeAll(async () => {
  world = await buildWorld();
  const sale = db.collection(orgCol(ORG_A, 'sales')).doc('concerto');
  await sale.set({ name: 'Concerto', saleDate: '2099-06-01' });
  await sale.collection('registrations').doc('c1').set({ memberId: 'm1', holder: 'Mario Rossi', quantity: 1, cancelled: false });
});

describe('a conflict of three door devices', () => {
  it('tells the first device when the admission moves a second time', async () => {
    const code = signTicketToken(
      { k: 'ticket', o: ORG_A, s: 'concerto', m: 'c1', q: 1, iat: Math.floor(Date.now() / 1000) },
      localSecret('CARD_TOKEN_SECRET'),
    );
    const devices = [];
    for (const [who, name] of [
      ['staff', 'Ingresso A'],
      ['management', 'Ingresso B'],
      ['orgAdmin', 'Ingresso C'],
    ] as const) {
      const { deviceId } = (await register({ kind: 'sale', id: 'concerto' }, who, name)).body;
      await listOf(deviceId, who);
      devices.push({ who, deviceId });
    }
    const [a, b, c] = devices as [(typeof devices)[number], (typeof devices)[number], (typeof devices)[number]];
    // A admitted the holder last, B a minute before, C a minute before B; they upload in that order
    const fromA = queued(code, new Date(Date.now() - 60_000));
    const fromB = queued(code, new Date(Date.now() - 120_000));
    const fromC = queued(code, new Date(Date.now() - 180_000));
    expect((await sync(a.deviceId, [fromA], null, a.who)).body.applied[0]).toMatchObject({ result: 'VALID', conflict: false });
    expect((await sync(b.deviceId, [fromB], null, b.who)).body.applied[0]).toMatchObject({ result: 'VALID', conflict: true });
    const toldA = await sync(a.deviceId, [], null, a.who);
    expect(toldA.body.conflicts.map((x) => x.admitted.scanId)).toEqual([fromB.scanId]);
    // C's admission was the earliest: it counts now, B's as well as A's is the one admitted again
    expect((await sync(c.deviceId, [fromC], null, c.who)).body.applied[0]).toMatchObject({ result: 'VALID', conflict: true });
    const redemption = await db.doc(`${orgCol(ORG_A, 'redemptions')}/ticket_concerto_c1`).get();
    expect(redemption.get('scanId')).toBe(fromC.scanId);

    const latest = (conflicts: DoorConflict[]) => conflicts.at(-1);
    for (const device of [a, b, c]) {
      const { conflicts } = (await sync(device.deviceId, [], null, device.who)).body;
      // the last conflict of the code a device hears of names the admission that counts
      expect(latest(conflicts)?.admitted).toMatchObject({ scanId: fromC.scanId, device: c.deviceId, deviceName: 'Ingresso C' });
      expect(latest(conflicts)?.refused).toMatchObject({ scanId: fromB.scanId, device: b.deviceId });
    }
    // A hears of both conflicts, oldest first
    const forA = (await sync(a.deviceId, [], null, a.who)).body.conflicts;
    expect(forA.map((x) => [x.admitted.scanId, x.refused.scanId])).toEqual([
      [fromB.scanId, fromA.scanId],
      [fromC.scanId, fromB.scanId],
    ]);
    const logged = await db.collection(orgCol(ORG_A, 'scans')).where('saleId', '==', 'concerto').get();
    expect(logged.docs.map((d) => [d.get('deviceName'), d.get('result'), d.get('conflict') ?? false]).sort()).toEqual([
      ['Ingresso A', 'VALID', false],
      ['Ingresso B', 'VALID', true],
      ['Ingresso C', 'VALID', true],
    ]);
  });
});
