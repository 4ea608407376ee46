import { beforeAll, describe, expect, it } from 'vitest';
import { assemblyPath, orgCol } from '@tessera/domain/paths';
import { signAssemblyToken, signCardToken } from '../../functions/src/cards/token';
import { api } from '../support/api';
import { db } from '../support/admin';
import { localSecret } from '../support/localSecrets';
import { buildWorld, ORG_A, ORG_B, type World } from '../support/world';
import { dayOf, enrol, inDays } from './assemblyWorld';

// Check-in at the assembly's door from a code: a member's card (its QR or typed number, read as the scanner reads it)
// or the personal QR their convocation mail carries. Codes naming nobody here change nothing; the roll still decides.
type Failure = { err?: string };
type DoorAnswer = { name: string; already: boolean; present: number; represented: number };
let world: World;
let secret: string;
const post = <T = Record<string, unknown>>(path: string, body: unknown, token = world.tokens.orgAdmin) =>
  api<T & Failure>('POST', `/v1/assemblies/${path}`, { token, body });
const door = (assemblyId: string, code: string, token = world.tokens.staff) =>
  post<DoorAnswer>('door-check-in', { assemblyId, code }, token);

const year = Number(dayOf(new Date().toISOString()).slice(0, 4));
const assembly = (title: string) => ({
  kind: 'ORDINARY',
  title,
  firstCall: inDays(10),
  secondCall: inDays(11),
  place: 'Sede sociale',
  online: false,
  agenda: [{ title: 'Bilancio', description: '', vote: true, secret: false, majority: 'SIMPLE' }],
});

let id = '';
let otherId = '';
/** the code the convocation mail of `assemblyId` carries for `memberId`, read from the outbox's private payload */
const mailedCode = async (assemblyId: string, memberId: string) => {
  const payload = await db.doc(`${orgCol(ORG_A, 'mail')}/assembly_${assemblyId}_${memberId}/private/payload`).get();
  expect(payload.get('attachments')?.[0]).toMatchObject({ fileName: 'assemblea-qr.png', contentType: 'image/png' });
  return String(payload.get('data.doorCode'));
};
const counts = async () => {
  const a = (await db.doc(assemblyPath(ORG_A, id)).get()).data()!;
  return { present: a.present, represented: a.represented };
};
const attendance = async (memberId: string) => (await db.doc(`${assemblyPath(ORG_A, id)}/attendance/${memberId}`).get()).data();

beforeAll(async () => {
  world = await buildWorld();
  secret = localSecret('CARD_TOKEN_SECRET');
  // m1 (Mario Rossi, card 1001) and m2 (Anna Bianchi, 1002) vote; m3 (Luca Verdi, 1003) has not paid this year's fee
  await enrol(ORG_A, 'm1', '2020-01-15', { feeYears: [year, year + 1] });
  await enrol(ORG_A, 'm2', '2020-01-15', { feeYears: [year, year + 1] });
  await enrol(ORG_A, 'm3', '2020-01-15', { feeYears: [year - 1] });
  for (const title of ['Assemblea di primavera', 'Assemblea straordinaria']) {
    const created = await post<{ id: string }>('create', assembly(title));
    expect(created.status).toBe(200);
    expect((await post('convene', { assemblyId: created.body.id })).status).toBe(200);
    if (!id) id = created.body.id;
    else otherId = created.body.id;
  }
}, 300_000);

describe('check-in at the door', () => {
  it("checks a member in by their card's QR once; typed again, their number answers already present", async () => {
    const m1 = (await db.doc(`${orgCol(ORG_A, 'members')}/m1`).get()).data()!;
    const v = m1.cardValidUntil ? m1.cardValidUntil.toDate().toISOString().slice(0, 10) : null;
    const qr = signCardToken({ o: ORG_A, c: '1001', m: 'm1', v }, secret);
    const first = await door(id, qr);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ name: 'Rossi Mario', already: false, present: 1, represented: 0 });
    expect(await attendance('m1')).toMatchObject({ memberId: 'm1', present: true, mode: 'HALL' });
    expect((await door(id, ' 1001 ')).body).toEqual({ name: 'Rossi Mario', already: true, present: 1, represented: 0 });
    expect(await counts()).toEqual({ present: 1, represented: 0 });
  });

  it('checks a member in by the personal code of their convocation mail, once', async () => {
    const code = await mailedCode(id, 'm2');
    const first = await door(id, code, world.tokens.management);
    expect(first.body).toEqual({ name: 'Bianchi Anna', already: false, present: 2, represented: 0 });
    expect((await door(id, code)).body).toEqual({ name: 'Bianchi Anna', already: true, present: 2, represented: 0 });
    expect(await attendance('m2')).toMatchObject({ present: true, mode: 'HALL' });
  });

  it("refuses, changing nothing, another assembly's or organization's code, a forged one and a replaced card", async () => {
    const before = await counts();
    // m2 checked out first: a code wrongly taken would check them in again and move the counts
    expect((await post('check-out', { assemblyId: id, memberId: 'm2' })).status).toBe(200);
    const afterOut = await counts();
    expect(afterOut).toEqual({ present: before.present - 1, represented: 0 });
    const elsewhere = await mailedCode(otherId, 'm2');
    const foreignAssembly = signAssemblyToken({ k: 'assembly', o: ORG_B, a: id, m: 'm2', iat: 1 }, secret);
    const ownCode = await mailedCode(id, 'm2');
    const forged = `${signAssemblyToken({ k: 'assembly', o: ORG_A, a: id, m: 'm2', iat: 2 }, secret).split('.')[0]}.${ownCode.split('.')[1]}`;
    const refused = [
      elsewhere,
      foreignAssembly,
      forged,
      `${ownCode.slice(0, -4)}AAAA`,
      // another organization's card, by QR and by its number (1001 is Sara Neri's there, and Mario Rossi's here: 9999 is nobody's)
      signCardToken({ o: ORG_B, c: '1001', m: 'mb1', v: null }, secret),
      '9999',
      // m2's card as it was before being replaced by 1002
      signCardToken({ o: ORG_A, c: '1099', m: 'm2', v: null }, secret),
      'not a code',
    ];
    for (const code of refused) {
      const res = await door(id, code);
      expect([code, res.status, res.body.err]).toEqual([code, 404, 'NOT_FOUND']);
    }
    expect(await counts()).toEqual(afterOut);
    expect(await attendance('m2')).toMatchObject({ present: false });
    // the other assembly's own door takes it
    expect((await door(otherId, elsewhere)).body).toMatchObject({ name: 'Bianchi Anna', already: false, present: 1 });
  });

  it('refuses a member the roll leaves out: NOT_ENTITLED, nothing written', async () => {
    const before = await counts();
    const res = await door(id, '1003');
    expect([res.status, res.body.err]).toEqual([409, 'NOT_ENTITLED']);
    expect(await attendance('m3')).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('is for the managing roles and staff: not group admins (who scan cards elsewhere), not members', async () => {
    const before = await counts();
    expect((await door(id, '1002', world.tokens.groupAdmin)).status).toBe(403);
    expect((await door(id, '1002', world.tokens.member)).status).toBe(403);
    expect(await counts()).toEqual(before);
    expect((await door(id, '1002', world.tokens.orgAdmin)).body).toMatchObject({ name: 'Bianchi Anna', already: false });
  });
});
