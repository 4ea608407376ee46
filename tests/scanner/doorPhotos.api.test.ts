import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { DOOR_PHOTO_BATCH, DOOR_PHOTO_PX, type DoorList, type DoorPhotosAnswer } from '@tessera/domain/scanner/doorList';
import { api } from '../support/api';
import { eventually } from '../support/settle';
import { db } from '../support/admin';
import { buildWorld, ORG_A, type PrincipalName, type World } from '../support/world';

// Photos at the offline door: where the association prints photos on its cards, a door device also holds a small
// photo of each holder that is a member with one (its list names those keys; POST /v1/scanner/door-photos answers
// them in batches); otherwise no photo ever reaches a device.
type Failure = { err?: string; issues?: { path: string; message: string }[] };
let world: World;

const register = async (scope: object, who: PrincipalName = 'staff') =>
  (await api<{ deviceId: string }>('POST', '/v1/scanner/devices', { token: world.tokens[who], body: { name: 'Ingresso', scope } })).body
    .deviceId;
const listOf = (deviceId: string, who: PrincipalName = 'staff') =>
  api<DoorList & Failure>('POST', '/v1/scanner/door-list', { token: world.tokens[who], body: { deviceId } });
const photosOf = (deviceId: string, keys: string[], who: PrincipalName = 'staff') =>
  api<DoorPhotosAnswer & Failure>('POST', '/v1/scanner/door-photos', { token: world.tokens[who], body: { deviceId, keys } });
const photoOnCard = (on: boolean) => db.doc(orgPath(ORG_A)).update({ 'preferences.photoOnCard': on });
const keysOf = (answer: DoorPhotosAnswer) => answer.photos.map((p) => p.key).sort();

/** A photo uploaded for a member as the back office does it (stored 480 px, named on the record). */
async function givePhoto(memberId: string, width: number, height: number) {
  const image = await sharp({ create: { width, height, channels: 3, background: '#7799bb' } })
    .jpeg()
    .toBuffer();
  const res = await api('POST', '/v1/members/upload-photo', {
    token: world.tokens.orgAdmin,
    headers: { id: memberId },
    body: { fileName: 'foto.jpg', contentBase64: image.toString('base64') },
  });
  expect(res.status).toBe(200);
}

/** A data URL's image: its format and size. */
async function imageOf(dataUrl: string) {
  const m = /^data:image\/jpeg;base64,(.+)$/.exec(dataUrl);
  expect(m).not.toBeNull();
  const meta = await sharp(Buffer.from(m![1]!, 'base64')).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

beforeAll(async () => {
  world = await buildWorld();
  // m1 (group g1) and m3 (group g3) have a photo, m2 (g2) none
  await givePhoto('m1', 600, 800);
  await givePhoto('m3', 900, 600);
  const sale = db.collection(orgCol(ORG_A, 'sales')).doc('festa');
  await sale.set({ name: 'Festa di primavera', saleDate: '2099-04-01' });
  const regs = sale.collection('registrations');
  await regs.doc('r1').set({ memberId: 'm1', holder: 'Mario Rossi', quantity: 1, cancelled: false });
  await regs.doc('r2').set({ memberId: 'm2', holder: 'Luca Verdi', quantity: 1, cancelled: false });
  await regs.doc('r3').set({ memberId: 'm3', holder: 'Anna Neri', quantity: 1, cancelled: true });
  await regs.doc('r4').set({ memberId: 'm3', holder: 'Anna Neri', quantity: 1, cancelled: false, held: true });
  await db.collection(orgCol(ORG_A, 'sales')).doc('altra').set({ name: 'Altra festa', saleDate: '2099-05-01' });
  await db.collection(orgCol(ORG_A, 'sales')).doc('altra').collection('registrations').doc('r1').set({
    memberId: 'm3',
    holder: 'Anna Neri',
    quantity: 1,
    cancelled: false,
  });
  const campaign = db.collection(orgCol(ORG_A, 'campaigns')).doc('gala');
  await campaign.set({ name: 'Gala', qrType: 'ACCESS', endDate: '2099-12-31' });
  await campaign.collection('registrations').doc('reg1').set({ name: 'Mario', surname: 'Rossi', email: 'mario@example.it' });
  // the cards' lists come from the search projection, which the member trigger fills after the members are written
  const probe = await register({ kind: 'cards' });
  await eventually(
    async () => (await listOf(probe)).body.entries ?? [],
    (entries) => entries.filter((e) => e.key === 'card:m1' || e.key === 'card:m3').length === 2,
    30_000,
  );
});

describe('POST /v1/scanner/door-photos', () => {
  it('gives no photo at all while the association does not print photos on its cards', async () => {
    await photoOnCard(false);
    const device = await register({ kind: 'cards' });
    const list = (await listOf(device)).body;
    expect(list.entries.map((e) => e.key)).toContain('card:m1');
    expect(list.photos).toEqual([]);
    const res = await photosOf(device, ['card:m1', 'card:m3']);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ photos: [] });
  });

  it(`with photos on the cards: the list names the holders with one, each a JPEG of at most ${DOOR_PHOTO_PX} px`, async () => {
    await photoOnCard(true);
    const device = await register({ kind: 'cards' });
    const list = (await listOf(device)).body;
    expect([...list.photos].sort()).toEqual(['card:m1', 'card:m3']);
    const res = await photosOf(device, [...list.photos, 'card:m2', 'card:nobody', 'ticket:festa:r1']);
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(['card:m1', 'card:m3']);
    const byKey = new Map(res.body.photos.map((p) => [p.key, p.photo]));
    // stored 360 × 480 and 480 × 320: both made to fit the door's square
    expect(await imageOf(byKey.get('card:m1')!)).toEqual({ format: 'jpeg', width: 96, height: DOOR_PHOTO_PX });
    expect(await imageOf(byKey.get('card:m3')!)).toEqual({ format: 'jpeg', width: DOOR_PHOTO_PX, height: 85 });
    for (const p of res.body.photos) expect(p.photo.length).toBeLessThan(20_000);
  });

  it("answers only keys of the device's own scope: an activity's tickets still held, not another activity's nor a card", async () => {
    await photoOnCard(true);
    const device = await register({ kind: 'sale', id: 'festa' });
    const list = (await listOf(device)).body;
    // r2's member has no photo; r3 is cancelled, r4 held in a checkout: not on the list
    expect(list.photos).toEqual(['ticket:festa:r1']);
    const res = await photosOf(device, [
      'ticket:festa:r1',
      'ticket:festa:r2',
      'ticket:festa:r3',
      'ticket:festa:r4',
      'ticket:altra:r1',
      'card:m3',
    ]);
    expect(keysOf(res.body)).toEqual(['ticket:festa:r1']);
    expect(keysOf((await photosOf(device, ['ticket:altra:r1', 'card:m1', 'card:m3', 'campaign:gala:reg1'])).body)).toEqual([]);
  });

  it("gives a campaign's registrants no photo (they are no member records)", async () => {
    await photoOnCard(true);
    const device = await register({ kind: 'campaign', id: 'gala' });
    const list = (await listOf(device)).body;
    expect(list.entries.map((e) => e.key)).toEqual(['campaign:gala:reg1']);
    expect(list.photos).toEqual([]);
    expect((await photosOf(device, ['campaign:gala:reg1', 'card:m1'])).body).toEqual({ photos: [] });
  });

  it("gives a group administrator's device only the photos of members within their groups, as online", async () => {
    await photoOnCard(true);
    const device = await register({ kind: 'cards' }, 'groupAdmin');
    const list = (await listOf(device, 'groupAdmin')).body;
    expect(list.photos).toEqual(['card:m1']);
    expect(keysOf((await photosOf(device, ['card:m1', 'card:m3'], 'groupAdmin')).body)).toEqual(['card:m1']);
  });

  it("refuses another sign-in's device, a signed-out device, and more keys than a batch", async () => {
    await photoOnCard(true);
    const device = await register({ kind: 'cards' });
    const foreign = await photosOf(device, ['card:m1'], 'management');
    expect(foreign.status).toBe(404);
    expect(foreign.body.err).toBe('NOT_FOUND');
    expect((await photosOf(device, ['card:m1'], 'member')).status).toBe(403);
    const tooMany = await photosOf(
      device,
      Array.from({ length: DOOR_PHOTO_BATCH + 1 }, (_, i) => `card:m${i}`),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.issues).toEqual([{ path: 'body.keys', message: 'validation.tooMany' }]);
    await api('POST', '/v1/scanner/devices/revoke', { token: world.tokens.management, body: { deviceId: device } });
    const revoked = await photosOf(device, ['card:m1']);
    expect(revoked.status).toBe(410);
    expect(revoked.body.err).toBe('DEVICE_REVOKED');
  });

  it('stops giving photos once the association stops printing them, to a device that had them', async () => {
    await photoOnCard(true);
    const device = await register({ kind: 'cards' });
    expect(keysOf((await photosOf(device, ['card:m1'])).body)).toEqual(['card:m1']);
    await photoOnCard(false);
    expect((await photosOf(device, ['card:m1'])).body).toEqual({ photos: [] });
    expect((await listOf(device)).body.photos).toEqual([]);
  });
});
