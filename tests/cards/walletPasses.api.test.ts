import { beforeAll, describe, expect, it } from 'vitest';
import { importSPKI, jwtVerify } from 'jose';
import { col, orgPath } from '@tessera/domain/paths';
import { verifyCardToken } from '../../functions/src/cards/token';
import { appleAuthToken } from '../../functions/src/cards/wallet/applePass';
import { TEST_PASS_TYPE_ID } from '../../scripts/lib/walletTestCerts.mjs';
import { api } from '../support/api';
import { db } from '../support/admin';
import { functionsUrl } from '../support/env';
import { localSecret } from '../support/localSecrets';
import { localCardSecret } from '../support/pdfTools';
import { eventually } from '../support/settle';
import { buildWorld, ORG_A, updateMember, type World } from '../support/world';
import { unzip } from '../support/zip';

type GenericObject = {
  id: string;
  classId: string;
  state: string;
  header: { defaultValue: { value: string } };
  barcode: { value: string };
};

/** The emulator's stand-in for Google's Wallet API records the calls it would have made, for this file's organization. */
async function walletCalls(op: string) {
  const snap = await db.collection(col.devWalletCalls).where('op', '==', op).get();
  return snap.docs.map((d) => d.data() as { id: string; body: Record<string, unknown> }).filter((c) => c.id.includes(ORG_A));
}

async function googleObject(url: string): Promise<GenericObject> {
  expect(url.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
  const key = await importSPKI(Buffer.from(localSecret('GOOGLE_WALLET_TEST_PUBLIC_KEY'), 'base64').toString(), 'RS256');
  const { payload } = await jwtVerify(url.slice('https://pay.google.com/gp/v/save/'.length), key, { audience: 'google' });
  expect(payload).toMatchObject({ typ: 'savetowallet', iss: 'wallet@demo-tessera.iam.gserviceaccount.com' });
  return (payload.payload as { genericObjects: GenericObject[] }).genericObjects[0]!;
}

/** Apple's pass web service, as a device calls it (outside the route table: its own paths and answers). */
const apple = (method: string, path: string, opts: { auth?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  fetch(`${functionsUrl()}/api/v1/wallet/apple/v1${path}`, {
    method,
    headers: {
      ...(opts.auth ? { authorization: `ApplePass ${opts.auth}` } : {}),
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });

describe('wallet passes of the own card, and the download log', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });

  it('Google: a save link whose JWT verifies, for the caller’s own card, with the PDF’s signed token; the class is created once', async () => {
    const res = await api<{ url: string }>('GET', '/v1/cards/create-google-pass', { token: world.tokens.member });
    expect(res.status).toBe(200);
    const object = await googleObject(res.body.url);
    expect(object.id).toBe(`3388000000000000000.${ORG_A}-m1`);
    expect(object).toMatchObject({ classId: `3388000000000000000.tessera-${ORG_A}`, state: 'ACTIVE' });
    expect(object.header.defaultValue.value).toBe('Mario Rossi');
    const check = verifyCardToken(object.barcode.value, localCardSecret());
    expect(check).toMatchObject({ valid: true, payload: { o: ORG_A, c: '1001', m: 'm1' } });
    expect((await db.doc(orgPath(ORG_A)).get()).get('googleWalletClassId')).toBe(object.classId);
    await api('GET', '/v1/cards/create-google-pass', { token: world.tokens.member });
    expect(await walletCalls('insertClass')).toHaveLength(1);
  });

  it('Apple: a signed .pkpass of the own card', async () => {
    const res = await api<{ pkpass: string; fileName: string }>('GET', '/v1/cards/apple-pass', {
      token: world.tokens.member,
      headers: { lang: 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.body.fileName).toBe('tessera-1001.pkpass');
    const files = unzip(Buffer.from(res.body.pkpass, 'base64'));
    const pass = JSON.parse(files.get('pass.json')!.toString());
    expect(pass).toMatchObject({
      serialNumber: `${ORG_A}~m1`,
      passTypeIdentifier: TEST_PASS_TYPE_ID,
      voided: false,
      organizationName: 'Associazione Alfa',
    });
    expect(pass.webServiceURL).toMatch(/\/v1\/wallet\/apple$/);
    expect(verifyCardToken(pass.barcodes[0].message, localCardSecret())).toMatchObject({ valid: true, payload: { m: 'm1' } });
    expect(files.has('signature')).toBe(true);
  });

  it('no sign-in → 401; a profile that is no member → 404; bad lang → 400', async () => {
    for (const path of ['/v1/cards/create-google-pass', '/v1/cards/apple-pass']) {
      expect((await api('GET', path)).status).toBe(401);
      const admin = await api('GET', path, { token: world.tokens.orgAdmin });
      expect([admin.status, admin.body.err]).toEqual([404, 'USER_NOT_FOUND']);
    }
    expect((await api('GET', '/v1/cards/apple-pass', { token: world.tokens.member, headers: { lang: 'de' } })).status).toBe(400);
  });

  it('digital cards off → 403 NOT_ENABLED; a card not active → 409 CARD_NOT_ACTIVE', async () => {
    await db.doc(orgPath(ORG_A)).set({ preferences: { digitalCards: false } }, { merge: true });
    for (const path of ['/v1/cards/create-google-pass', '/v1/cards/apple-pass']) {
      const off = await api('GET', path, { token: world.tokens.member });
      expect([off.status, off.body.err]).toEqual([403, 'NOT_ENABLED']);
    }
    await db.doc(orgPath(ORG_A)).set({ preferences: { digitalCards: true } }, { merge: true });
    await updateMember(ORG_A, 'm1', { cardStatus: 'INACTIVE' });
    for (const path of ['/v1/cards/create-google-pass', '/v1/cards/apple-pass']) {
      const inactive = await api('GET', path, { token: world.tokens.member });
      expect([inactive.status, inactive.body.err]).toEqual([409, 'CARD_NOT_ACTIVE']);
    }
    await updateMember(ORG_A, 'm1', { cardStatus: 'ACTIVE' });
  });

  it('has-downloaded: the member’s downloads by kind (PDF, Google, Apple), for the back office within its groups', async () => {
    expect((await api('GET', '/v1/profile/card-pdf', { token: world.tokens.member })).status).toBe(200);
    const log = await api<{ log: { kind: string; lastAt: string; count: number }[] }>('GET', '/v1/cards/has-downloaded', {
      token: world.tokens.orgAdmin,
      headers: { card: '1001' },
    });
    expect(log.status).toBe(200);
    expect(log.body.log.map((e) => e.kind)).toEqual(['pdf', 'google', 'apple']);
    expect(log.body.log.find((e) => e.kind === 'google')!.count).toBe(2);
    expect(Date.now() - Date.parse(log.body.log[0]!.lastAt)).toBeLessThan(120_000);
    // a card never downloaded; the group admin inside and outside its groups; a member has no cards.read; no such card
    expect((await api('GET', '/v1/cards/has-downloaded', { token: world.tokens.groupAdmin, headers: { card: '1002' } })).body).toEqual({
      log: [],
    });
    expect((await api('GET', '/v1/cards/has-downloaded', { token: world.tokens.groupAdmin, headers: { card: '1001' } })).status).toBe(200);
    const outside = await api('GET', '/v1/cards/has-downloaded', { token: world.tokens.groupAdmin, headers: { card: '1003' } });
    expect([outside.status, outside.body.err]).toEqual([403, 'NO_USER_ALLOWED']);
    expect((await api('GET', '/v1/cards/has-downloaded', { token: world.tokens.member, headers: { card: '1001' } })).status).toBe(403);
    expect((await api('GET', '/v1/cards/has-downloaded', { token: world.tokens.orgAdmin, headers: { card: '9999' } })).status).toBe(404);
    expect((await api('GET', '/v1/cards/has-downloaded', { token: world.tokens.orgAdmin })).status).toBe(400);
  });

  it('the passes follow the card: Google’s object patched, Apple’s web service serves the voided pass to registered devices', async () => {
    const serial = `${ORG_A}~m1`;
    const auth = appleAuthToken(serial, localCardSecret());
    const device = `dev${ORG_A.replace(/[^A-Za-z0-9]/g, '')}`;
    const registration = `/devices/${device}/registrations/${TEST_PASS_TYPE_ID}`;
    expect(
      (await apple('POST', `${registration}/${encodeURIComponent(serial)}`, { auth: 'x'.repeat(43), body: { pushToken: 'p1' } })).status,
    ).toBe(401);
    expect((await apple('POST', `${registration}/${encodeURIComponent(serial)}`, { auth, body: { pushToken: 'p1' } })).status).toBe(201);
    expect((await apple('POST', `${registration}/${encodeURIComponent(serial)}`, { auth, body: { pushToken: 'p1' } })).status).toBe(200);
    // nothing changed after a tag from the future (earlier changes of this file's card may still be arriving: no tag 0)
    const future = Date.now() + 3_600_000;
    expect((await apple('GET', `${registration}?passesUpdatedSince=${future}`)).status).toBe(204);
    const beforeChange = Date.now();

    await updateMember(ORG_A, 'm1', { cardStatus: 'INACTIVE' });
    const patches = await eventually(
      () => walletCalls('patchObject'),
      (calls) => calls.some((c) => c.id.endsWith(`${ORG_A}-m1`) && c.body.state === 'INACTIVE'),
    );
    expect(patches.find((c) => c.body.state === 'INACTIVE')!.body).not.toHaveProperty('barcode');
    const listed = await eventually(
      () => apple('GET', `${registration}?passesUpdatedSince=${beforeChange}`),
      (r) => r.status === 200,
    );
    const { serialNumbers, lastUpdated } = (await listed.json()) as { serialNumbers: string[]; lastUpdated: string };
    expect(serialNumbers).toEqual([serial]);
    expect(Number(lastUpdated)).toBeGreaterThan(beforeChange);

    const latest = await apple('GET', `/passes/${TEST_PASS_TYPE_ID}/${encodeURIComponent(serial)}`, { auth });
    expect(latest.status).toBe(200);
    expect(latest.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    const pass = JSON.parse(
      unzip(Buffer.from(await latest.arrayBuffer()))
        .get('pass.json')!
        .toString(),
    );
    expect(pass.voided).toBe(true);
    expect(pass.barcodes ?? []).toEqual([]);
    expect(Date.parse(latest.headers.get('last-modified')!)).toBeGreaterThan(beforeChange - 1000);
    // a device whose copy is as new as the card's last change gets 304
    const notModified = await apple('GET', `/passes/${TEST_PASS_TYPE_ID}/${encodeURIComponent(serial)}`, {
      auth,
      headers: { 'if-modified-since': new Date(future).toUTCString() },
    });
    expect(notModified.status).toBe(304);
    expect((await apple('GET', `/passes/${TEST_PASS_TYPE_ID}/${encodeURIComponent(serial)}`)).status).toBe(401);
    expect((await apple('POST', '/log', { body: { logs: ['test'] } })).status).toBe(200);
    const pushes = await eventually(
      async () => (await db.collection(col.devWalletCalls).where('op', '==', 'applePush').get()).docs.map((d) => d.get('body.pushTokens')),
      (p) => p.some((t) => Array.isArray(t) && t.includes('p1')),
    );
    expect(pushes.length).toBeGreaterThan(0);

    expect((await apple('DELETE', `${registration}/${encodeURIComponent(serial)}`, { auth })).status).toBe(200);
    expect((await db.collection(col.appleWalletRegistrations).where('device', '==', device).get()).size).toBe(0);
    await updateMember(ORG_A, 'm1', { cardStatus: 'ACTIVE' });
  });
});
