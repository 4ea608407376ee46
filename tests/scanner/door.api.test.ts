import { createPublicKey, verify } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol } from '@tessera/domain/paths';
import { decideAtDoor, indexDoorList, type DoorList, type DoorSyncAnswer, type QueuedScan } from '@tessera/domain/scanner/doorList';
import { splitDoorToken } from '@tessera/domain/scanner/doorToken';
import type { ScanOutcome } from '@tessera/domain/scanner/scan';
import { signLegacyToken, signTicketToken } from '../../functions/src/cards/token';
import { api } from '../support/api';
import { db } from '../support/admin';
import { localSecret } from '../support/localSecrets';
import { buildWorld, ORG_A, ORG_B, type PrincipalName, type World } from '../support/world';

// Offline at the door: devices download a door list, decide without the network, upload their scans later (each once
// by its scan id), pull what the other devices admitted, and are told when two of them admitted the same code apart.
type Failure = { err?: string; issues?: { path: string; message: string }[] };
let world: World;
let secret: string;
let n = 0;
const nonce = () => `door-${Date.now().toString(36)}-${++n}`;
const iat = () => Math.floor(Date.now() / 1000);
const ticket = (s: string, m: string) => signTicketToken({ k: 'ticket', o: ORG_A, s, m, q: 1, iat: iat() }, secret);
const sales = () => db.collection(orgCol(ORG_A, 'sales'));

const register = (scope: object, who: PrincipalName = 'staff', name = 'Ingresso A') =>
  api<{ deviceId: string } & Failure>('POST', '/v1/scanner/devices', { token: world.tokens[who], body: { name, scope } });
const listOf = (deviceId: string, who: PrincipalName = 'staff') =>
  api<DoorList & Failure>('POST', '/v1/scanner/door-list', { token: world.tokens[who], body: { deviceId } });
const sync = (deviceId: string, scans: QueuedScan[], since: string | null, who: PrincipalName = 'staff') =>
  api<DoorSyncAnswer & Failure>('POST', '/v1/scanner/sync', { token: world.tokens[who], body: { deviceId, scans, since } });
const queued = (code: string, scannedAt: Date, decided: QueuedScan['decided'] = 'VALID'): QueuedScan => ({
  scanId: nonce(),
  code,
  place: 'Cancello',
  scannedAt: scannedAt.toISOString(),
  decided,
});

/** The device's own signature check, as the web does it with WebCrypto: Ed25519 with the list's raw public key. */
function signatureOf(list: DoorList, code: string): 'valid' | 'bad' | 'serverOnly' {
  const parts = splitDoorToken(code);
  if (!parts || parts.signedWith === 'unknown') return 'bad';
  if (parts.signedWith === 'legacy') return 'serverOnly';
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(list.publicKey, 'base64url')]);
  const key = createPublicKey({ key: spki, format: 'der', type: 'spki' });
  return verify(null, Buffer.from(parts.body), key, Buffer.from(parts.signature, 'base64url')) ? 'valid' : 'bad';
}

beforeAll(async () => {
  world = await buildWorld();
  secret = localSecret('CARD_TOKEN_SECRET');
  await sales().doc('festa').set({ name: 'Festa di primavera', saleDate: '2099-04-01' });
  const regs = sales().doc('festa').collection('registrations');
  await regs.doc('r1').set({ memberId: 'm1', holder: 'Mario Rossi', quantity: 1, cancelled: false, ticketCode: 'ABCD2345' });
  await regs.doc('r2').set({ memberId: 'm2', holder: 'Luca Verdi', quantity: 1, cancelled: false });
  await regs.doc('r3').set({ memberId: 'm3', holder: 'Anna Neri', quantity: 1, cancelled: true });
  await regs.doc('r4').set({ memberId: 'm4', holder: 'Sara Blu', quantity: 1, cancelled: false, held: true });
});

describe('door devices', () => {
  it('are registered by the scanning roles for a scope of their organization; a device answers only to its own sign-in', async () => {
    expect((await register({ kind: 'sale', id: 'festa' }, 'member')).status).toBe(403);
    const foreign = await register({ kind: 'sale', id: 'festa' }, 'otherOrgAdmin');
    expect(foreign.status).toBe(400);
    expect(foreign.body.issues).toEqual([{ path: 'body.scope.id', message: 'validation.notFound' }]);
    const bad = await register({ kind: 'sale' });
    expect(bad.status).toBe(400);
    const mine = await register({ kind: 'sale', id: 'festa' });
    expect(mine.status).toBe(200);
    expect((await listOf(mine.body.deviceId, 'management')).body.err).toBe('NOT_FOUND');
    expect((await sync(mine.body.deviceId, [], null, 'management')).body.err).toBe('NOT_FOUND');
    const stored = await db.doc(`${orgCol(ORG_A, 'doorDevices')}/${mine.body.deviceId}`).get();
    expect(stored.data()).toMatchObject({
      name: 'Ingresso A',
      scope: { kind: 'sale', id: 'festa' },
      title: 'Festa di primavera',
      uid: 'uid-staff',
    });
  });

  it('offers every scanning role the campaigns to choose from, their names and dates only, of their own organization', async () => {
    const mine = db.doc(`${orgCol(ORG_A, 'campaigns')}/porte-aperte`);
    await mine.set({ name: 'Porte aperte', qrType: 'ACCESS', startDate: '2099-05-01', endDate: '2099-05-02', headerHtml: '<p>Dentro</p>' });
    await db
      .doc(`${orgCol(ORG_B, 'campaigns')}/altrove`)
      .set({ name: 'Altrove', qrType: 'ACCESS', startDate: '2099-06-01', endDate: '2099-06-01' });
    const choices = (who: PrincipalName) =>
      api<{ campaigns: object[] } & Failure>('GET', '/v1/scanner/campaigns', { token: world.tokens[who] });
    expect((await choices('member')).status).toBe(403);
    const staff = await choices('staff');
    expect(staff.status).toBe(200);
    expect(staff.body.campaigns).toContainEqual({
      id: 'porte-aperte',
      name: 'Porte aperte',
      startDate: '2099-05-01',
      endDate: '2099-05-02',
    });
    expect(staff.body.campaigns).not.toContainEqual(expect.objectContaining({ id: 'altrove' }));
    const device = await register({ kind: 'campaign', id: 'porte-aperte' });
    expect((await listOf(device.body.deviceId)).body).toMatchObject({ mode: 'ACCESS', title: 'Porte aperte' });
  });

  it("downloads an activity's tickets with the holder's name only, verifies codes offline with the public key, and decides as the server", async () => {
    const { deviceId } = (await register({ kind: 'sale', id: 'festa' })).body;
    const got = await listOf(deviceId);
    expect(got.status).toBe(200);
    const list = got.body;
    expect(list).toMatchObject({ org: ORG_A, title: 'Festa di primavera', mode: 'ACCESS', scope: { kind: 'sale', id: 'festa' } });
    expect(list.expiresAt).toBe('2099-04-03T00:00:00.000Z');
    // cancelled and held registrations are not on the list; what each entry holds is the door's, nothing more
    expect(list.entries.map((e) => e.holder).sort()).toEqual(['Luca Verdi', 'Mario Rossi']);
    for (const e of list.entries) expect(Object.keys(e).sort()).toEqual(['active', 'holder', 'key', 'number', 'short', 'until', 'used']);
    const index = indexDoorList(list);
    const today = '2099-04-01';
    const none = () => null;
    const good = ticket('festa', 'r1');
    expect(signatureOf(list, good)).toBe('valid');
    expect(decideAtDoor(index, good, signatureOf(list, good), today, none)).toMatchObject({ result: 'VALID', holder: 'Mario Rossi' });
    // the short code typed at the door
    expect(decideAtDoor(index, 'abcd-2345', 'valid', today, none)).toMatchObject({ result: 'VALID', holder: 'Mario Rossi' });
    // a forged code: the body of one ticket with another's signature
    const forged = `${ticket('festa', 'r2').split('.')[0]}.${good.split('.')[1]}`;
    expect(signatureOf(list, forged)).toBe('bad');
    expect(decideAtDoor(index, forged, signatureOf(list, forged), today, none).result).toBe('INVALID');
    // a cancelled ticket, another organization's, a code of before the door keys (checked by what it names, flagged)
    expect(decideAtDoor(index, ticket('festa', 'r3'), 'valid', today, none).result).toBe('INVALID');
    const theirs = signTicketToken({ k: 'ticket', o: ORG_B, s: 'festa', m: 'r1', q: 1, iat: iat() }, secret);
    expect(decideAtDoor(index, theirs, signatureOf(list, theirs), today, none).result).toBe('INVALID');
    const legacy = signLegacyToken({ k: 'ticket', o: ORG_A, s: 'festa', m: 'r2', q: 1, iat: iat() }, secret);
    expect(decideAtDoor(index, legacy, signatureOf(list, legacy), today, none)).toMatchObject({ result: 'VALID', unverified: true });
    // the day after, the ticket is expired; admitted once already, it is used
    expect(decideAtDoor(index, good, 'valid', '2099-04-02', none).result).toBe('EXPIRED');
    const used = decideAtDoor(index, good, 'valid', today, () => ({ at: '2099-04-01T20:00:00.000Z', by: 'Ingresso B' }));
    expect(used).toMatchObject({ result: 'ALREADY_USED', usedBy: 'Ingresso B' });
  });

  it('applies each uploaded scan once by its nonce; two devices that admitted one code apart are both told, the earlier kept', async () => {
    const a = (await register({ kind: 'sale', id: 'festa' }, 'staff', 'Ingresso A')).body.deviceId;
    const b = (await register({ kind: 'sale', id: 'festa' }, 'management', 'Ingresso B')).body.deviceId;
    const gateC = (await register({ kind: 'sale', id: 'festa' }, 'orgAdmin', 'Ingresso C')).body.deviceId;
    const cursorC = (await listOf(gateC, 'orgAdmin')).body.cursor;
    const code = ticket('festa', 'r2');
    const early = new Date(Date.now() - 120_000);
    const late = new Date(Date.now() - 60_000);
    const fromA = [queued(code, late)];
    const fromB = [queued(code, early)];
    // A uploads first: its admission stands for now
    const first = await sync(a, fromA, null);
    expect(first.status).toBe(200);
    expect(first.body.applied).toEqual([{ scanId: fromA[0]!.scanId, result: 'VALID', conflict: false }]);
    // B had let the same holder in a minute earlier: both kept, B's the admission, a conflict for both
    const second = await sync(b, fromB, null, 'management');
    expect(second.body.applied).toEqual([{ scanId: fromB[0]!.scanId, result: 'VALID', conflict: true }]);
    expect(second.body.conflicts).toHaveLength(1);
    expect(second.body.conflicts[0]).toMatchObject({
      holder: 'Luca Verdi',
      admitted: { scanId: fromB[0]!.scanId, device: b, deviceName: 'Ingresso B', at: early.toISOString() },
      refused: { scanId: fromA[0]!.scanId, device: a, deviceName: 'Ingresso A', at: late.toISOString() },
    });
    const toA = await sync(a, [], first.body.cursor);
    expect(toA.body.conflicts.map((c) => c.id)).toEqual(second.body.conflicts.map((c) => c.id));
    const redemption = await db.doc(`${orgCol(ORG_A, 'redemptions')}/ticket_festa_r2`).get();
    expect(redemption.get('scanId')).toBe(fromB[0]!.scanId);
    // the same batch uploaded again answers the same and adds nothing
    const again = await sync(b, fromB, null, 'management');
    expect(again.body.applied).toEqual(second.body.applied);
    expect((await db.collection(orgCol(ORG_A, 'doorConflicts')).count().get()).data().count).toBe(1);
    const logged = await db.collection(orgCol(ORG_A, 'scans')).where('saleId', '==', 'festa').get();
    expect(logged.docs.map((d) => [d.get('deviceName'), d.get('result'), d.get('conflict') ?? false]).sort()).toEqual([
      ['Ingresso A', 'VALID', false],
      ['Ingresso B', 'VALID', true],
    ]);
    // gate C pulls the admission since its list's cursor, then nothing new from the cursor it was given
    const pulled = await sync(gateC, [], cursorC, 'orgAdmin');
    expect(pulled.body.admitted).toEqual([{ key: 'ticket:festa:r2', at: early.toISOString(), by: 'mgmt-a@test.it' }]);
    expect((await sync(gateC, [], pulled.body.cursor, 'orgAdmin')).body.admitted).toEqual([]);
    // the online scanner answers the code ALREADY_USED with the kept admission
    const online = await api<ScanOutcome>('POST', '/v1/scanner/scan', {
      token: world.tokens.staff,
      body: { code, scanId: nonce(), place: 'Cassa' },
    });
    expect(online.body).toMatchObject({ result: 'ALREADY_USED', usedAt: early.toISOString() });
  });

  it("a device's refusal stays a refusal: a holder turned away offline is not admitted when the scan is uploaded", async () => {
    const a = (await register({ kind: 'sale', id: 'festa' })).body.deviceId;
    const turnedAway = queued(ticket('festa', 'r1'), new Date(), 'INVALID');
    expect((await sync(a, [turnedAway], null)).body.applied).toEqual([{ scanId: turnedAway.scanId, result: 'INVALID', conflict: false }]);
    expect((await db.doc(`${orgCol(ORG_A, 'redemptions')}/ticket_festa_r1`).get()).exists).toBe(false);
  });

  it('FIDELITY points are counted once per scan nonce, however often the queue is uploaded', async () => {
    const campaign = db.doc(`${orgCol(ORG_A, 'campaigns')}/punti`);
    await campaign.set({ name: 'Raccolta punti', qrType: 'FIDELITY', startDate: '2000-01-01', endDate: '2099-12-31' });
    await campaign.collection('registrations').doc('reg1').set({ name: 'Maria', surname: 'Bianchi', email: 'maria@esempio.it' });
    const { signCampaignToken } = await import('../../functions/src/cards/token');
    const code = signCampaignToken({ k: 'campaign', o: ORG_A, c: 'punti', r: 'reg1', iat: iat() }, secret);
    const device = (await register({ kind: 'campaign', id: 'punti' })).body.deviceId;
    const list = (await listOf(device)).body;
    expect(list).toMatchObject({ mode: 'FIDELITY', title: 'Raccolta punti' });
    expect(decideAtDoor(indexDoorList(list), code, signatureOf(list, code), '2099-01-01', () => null)).toMatchObject({
      result: 'VALID',
      points: 100,
      holder: 'Maria Bianchi',
    });
    const scans = [queued(code, new Date(Date.now() - 5000)), queued(code, new Date())];
    await Promise.all([sync(device, scans, null), sync(device, scans, null)]);
    await sync(device, scans, null);
    expect((await campaign.collection('registrations').doc('reg1').get()).get('points')).toBe(200);
  });

  it("lists the association's cards by number with their last day; an administrator signs a lost device out and it gets nothing more", async () => {
    const { deviceId } = (await register({ kind: 'cards' })).body;
    // the cards' list comes from the search projection, which the member trigger fills after the world is written
    await expect.poll(async () => (await listOf(deviceId)).body.entries?.some((e) => e.number === '1001'), { timeout: 30_000 }).toBe(true);
    const list = (await listOf(deviceId)).body;
    expect(list.mode).toBe('CARD');
    const mario = list.entries.find((e) => e.number === '1001');
    expect(mario).toMatchObject({ key: 'card:m1', holder: 'Mario Rossi', active: true });
    expect(decideAtDoor(indexDoorList(list), '1001', 'valid', '2026-12-04', () => null)).toMatchObject({ result: 'VALID', title: '1001' });
    expect((await api('POST', '/v1/scanner/devices/revoke', { token: world.tokens.staff, body: { deviceId } })).status).toBe(403);
    const revoked = await api('POST', '/v1/scanner/devices/revoke', { token: world.tokens.management, body: { deviceId } });
    expect(revoked.body).toEqual({ revoked: true });
    expect((await listOf(deviceId)).body.err).toBe('DEVICE_REVOKED');
    const refused = await sync(deviceId, [queued('1001', new Date())], null);
    expect(refused.status).toBe(410);
    expect((await db.collection(orgCol(ORG_A, 'scans')).where('device', '==', deviceId).count().get()).data().count).toBe(0);
  });
});
