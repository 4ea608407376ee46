import { beforeAll, describe, expect, it } from 'vitest';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { orgCol } from '@tessera/domain/paths';
import { DOOR_CLOCK_SKEW_MS } from '@tessera/domain/scanner/scanTime';
import { signTicketToken } from '../../functions/src/cards/token';
import { db } from '../support/admin';
import { localSecret } from '../support/localSecrets';
import { buildWorld, ORG_A, type World } from '../support/world';
import { doorApi, queued } from './doorApiSteps';

// A door device's clock is believed within the device's life only: a scan it dates before its registration or after
// the upload (give or take DOOR_CLOCK_SKEW_MS) is judged at the upload, so a clock turned back neither revives an
// expired ticket nor wins a conflict, and one run ahead does not expire a ticket still good.
let world: World;
let secret: string;
const { register, listOf, sync } = doorApi(() => world);
const sales = () => db.collection(orgCol(ORG_A, 'sales'));
const scanLog = (scanId: string) => db.doc(`${orgCol(ORG_A, 'scans')}/${scanId}`).get();
const redemption = (sale: string, reg: string) => db.doc(`${orgCol(ORG_A, 'redemptions')}/ticket_${sale}_${reg}`).get();
const ticket = (sale: string, reg: string) =>
  signTicketToken({ k: 'ticket', o: ORG_A, s: sale, m: reg, q: 1, iat: Math.floor(Date.now() / 1000) }, secret);

/** The Italian day `days` from today. */
const dayFromToday = (days: number) => {
  const d = new Date(`${todayInItaly()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A sale on `day` with one registration `r1`, and a staff device set up for it (its list downloaded). */
async function saleWithDevice(id: string, day: string) {
  await sales()
    .doc(id)
    .set({ name: `Serata ${id}`, saleDate: day });
  await sales().doc(id).collection('registrations').doc('r1').set({ memberId: 'm1', holder: 'Mario Rossi', quantity: 1, cancelled: false });
  const { deviceId } = (await register({ kind: 'sale', id }, 'staff')).body;
  expect((await listOf(deviceId, 'staff')).status).toBe(200);
  return deviceId;
}

/** Uploads one scan and answers the moments just before and after the upload, as this machine's clock has them. */
async function upload(deviceId: string, scan: ReturnType<typeof queued>, who: 'staff' | 'management' = 'staff') {
  const before = Date.now();
  const answer = await sync(deviceId, [scan], null, who);
  expect(answer.status).toBe(200);
  return { answer: answer.body, before, after: Date.now() };
}

beforeAll(async () => {
  world = await buildWorld();
  secret = localSecret('CARD_TOKEN_SECRET');
});

describe("door devices' scan times", () => {
  it('a scan dated before the device existed is judged at the upload: an expired ticket stays expired', async () => {
    const past = dayFromToday(-3);
    const device = await saleWithDevice('ieri', past);
    // a clock turned back to the evening of the activity, before this device was registered
    const scan = queued(ticket('ieri', 'r1'), `${past}T19:00:00.000Z`);
    const { answer, before, after } = await upload(device, scan);
    expect(answer.applied).toEqual([{ scanId: scan.scanId, result: 'EXPIRED', conflict: false }]);
    expect((await redemption('ieri', 'r1')).exists).toBe(false);
    const logged = await scanLog(scan.scanId);
    expect(logged.get('clampedFrom')).toBe(scan.scannedAt);
    expect(Date.parse(logged.get('scannedAt'))).toBeGreaterThanOrEqual(before);
    expect(Date.parse(logged.get('scannedAt'))).toBeLessThanOrEqual(after);
    expect(logged.get('day')).toBe(todayInItaly(new Date(logged.get('scannedAt'))));
  });

  it('a scan dated in the future is judged at the upload: a ticket still good is admitted then', async () => {
    const device = await saleWithDevice('domani', dayFromToday(1));
    // a clock three days ahead: believed, the ticket would be past its day
    const claimed = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const scan = queued(ticket('domani', 'r1'), claimed);
    const { answer, before, after } = await upload(device, scan);
    expect(answer.applied).toEqual([{ scanId: scan.scanId, result: 'VALID', conflict: false }]);
    const logged = await scanLog(scan.scanId);
    expect(logged.get('clampedFrom')).toBe(claimed);
    const at = Date.parse((await redemption('domani', 'r1')).get('at'));
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);
    expect(logged.get('scannedAt')).toBe(new Date(at).toISOString());
  });

  it("a scan dated within the device's life keeps the device's time, and nothing says it was moved", async () => {
    const device = await saleWithDevice('oggi', dayFromToday(1));
    const claimed = new Date(Date.now() - 30_000).toISOString();
    const scan = queued(ticket('oggi', 'r1'), claimed);
    expect((await upload(device, scan)).answer.applied).toEqual([{ scanId: scan.scanId, result: 'VALID', conflict: false }]);
    const logged = await scanLog(scan.scanId);
    expect(logged.get('scannedAt')).toBe(claimed);
    expect(logged.get('clampedFrom')).toBeUndefined();
    expect((await redemption('oggi', 'r1')).get('at')).toBe(claimed);
  });

  it('a clock turned back does not win a conflict: the admission made first by the server-dated times is kept', async () => {
    const first = await saleWithDevice('gara', dayFromToday(1));
    const code = ticket('gara', 'r1');
    const honest = queued(code, new Date(Date.now() - 10_000));
    expect((await upload(first, honest)).answer.applied[0]).toMatchObject({ result: 'VALID', conflict: false });
    // the second device, just registered, claims to have admitted the holder an hour ago, beyond the skew
    const { deviceId: second } = (await register({ kind: 'sale', id: 'gara' }, 'management', 'Ingresso B')).body;
    const claimed = new Date(Date.now() - 3_600_000 - DOOR_CLOCK_SKEW_MS).toISOString();
    const backdated = queued(code, claimed);
    const { answer, before, after } = await upload(second, backdated, 'management');
    expect(answer.applied).toEqual([{ scanId: backdated.scanId, result: 'ALREADY_USED', conflict: true }]);
    expect(answer.conflicts).toHaveLength(1);
    const conflict = answer.conflicts[0]!;
    expect(conflict.admitted).toMatchObject({ scanId: honest.scanId, device: first, at: honest.scannedAt });
    expect(conflict.refused).toMatchObject({ scanId: backdated.scanId, device: second });
    expect(Date.parse(conflict.refused.at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(conflict.refused.at)).toBeLessThanOrEqual(after);
    expect((await redemption('gara', 'r1')).get('scanId')).toBe(honest.scanId);
    expect((await scanLog(backdated.scanId)).get('clampedFrom')).toBe(claimed);
  });
});
