import { execFileSync } from 'node:child_process';
import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { appleSerial, googleWalletClassId, googleWalletObjectId, parseAppleSerial, walletPassState } from '@tessera/domain/cards/wallet';
import { signCardToken, verifyCardToken } from '../../functions/src/cards/token';
import { googlePassObject, googleSaveJwt } from '../../functions/src/cards/wallet/googlePass';
import { appleAuthToken, buildApplePass, type ApplePassInput } from '../../functions/src/cards/wallet/applePass';
import { makeWalletTestCerts, TEST_PASS_TYPE_ID, TEST_TEAM_ID } from '../../scripts/lib/walletTestCerts.mjs';
import { unzip } from '../support/zip';

// The wallet passes' builders are pure: the Google save link's JWT and the Apple .pkpass, checked with the keys and
// certificates a test makes (as scripts/lib/emulators.mjs makes them for the emulator).
const SECRET = 'test-secret-0123456789';
const token = signCardToken({ o: 'org-a', c: '1001', m: 'm1', v: '2026-12-31', iat: 1_790_000_000 }, SECRET);

describe('Google Wallet save link', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = {
    client_email: 'wallet@demo-tessera.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    private_key_id: 'k1',
  };
  const issuer = '3388000000000000000';
  const object = googlePassObject({
    objectId: googleWalletObjectId(issuer, 'org-a', 'm1'),
    classId: googleWalletClassId(issuer, 'org-a'),
    state: 'ACTIVE',
    orgName: 'Associazione Città <Aperta>',
    holder: 'Niccolò Dell’Acqua',
    number: '1001',
    validUntil: '2026-12-31',
    qrToken: token,
    logoUrl: 'https://tessera.example/v1/website/logo?org=org-a',
  });

  it('the JWT verifies with the public key (RS256) and carries the claims Google reads', async () => {
    const jwt = await googleSaveJwt(object, key, ['https://tessera.example']);
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'RS256', kid: 'k1' });
    const { payload } = await jwtVerify(jwt, await importSPKI(publicKey.export({ type: 'spki', format: 'pem' }) as string, 'RS256'), {
      issuer: key.client_email,
      audience: 'google',
    });
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: ['https://tessera.example'] });
    const objects = (payload.payload as { genericObjects: (typeof object)[] }).genericObjects;
    expect(objects).toHaveLength(1);
    // the object only: the class is created once per organization through the API
    expect(Object.keys(payload.payload as object)).toEqual(['genericObjects']);
    const o = objects[0]!;
    expect(o.id).toBe(`${issuer}.org-a-m1`);
    expect(o.classId).toBe(`${issuer}.tessera-org-a`);
    expect(o.id.slice(issuer.length + 1)).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(o).toMatchObject({ state: 'ACTIVE', hexBackgroundColor: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect(o.cardTitle.defaultValue.value).toBe('Associazione Città <Aperta>');
    expect(o.header.defaultValue.value).toBe('Niccolò Dell’Acqua');
    const texts = o.textModulesData.map((m) => [m.id, m.localizedHeader.defaultValue.value, m.body ?? m.localizedBody?.defaultValue.value]);
    expect(texts).toEqual([
      ['number', 'Tessera n.', '1001'],
      ['valid_until', 'Valida fino al', '31/12/2026'],
      ['status', 'Stato', 'Attiva'],
    ]);
    expect(o.textModulesData[2]!.localizedBody?.translatedValues?.[0]).toEqual({ language: 'en', value: 'Active' });
    expect(o.textModulesData[0]!.localizedHeader.translatedValues?.[0]).toEqual({ language: 'en', value: 'Card no.' });
    // the same signed token the PDF prints
    expect(o.barcode).toEqual({ type: 'QR_CODE', value: token, alternateText: '1001' });
    expect(verifyCardToken(o.barcode!.value, SECRET).valid).toBe(true);
    expect(o.logo?.sourceUri.uri).toBe('https://tessera.example/v1/website/logo?org=org-a');
    // short enough for a link
    expect(jwt.length).toBeLessThan(2500);
  });

  it('another key does not verify it; ids keep only the characters Google allows', async () => {
    const jwt = await googleSaveJwt(object, key, ['https://tessera.example']);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }) as string;
    await expect(jwtVerify(jwt, await importSPKI(other, 'RS256'))).rejects.toThrow();
    expect(googleWalletObjectId('1', 'org a/ü', 'm:1')).toBe('1.org_a__-m_1');
  });

  it('a card without a token (not active) has no barcode; the states follow the card', () => {
    const off = googlePassObject({
      ...object,
      objectId: 'x',
      classId: 'y',
      state: 'EXPIRED',
      qrToken: null,
      logoUrl: null,
      validUntil: null,
    } as never);
    expect(off).not.toHaveProperty('barcode');
    expect(off).not.toHaveProperty('logo');
    expect(off.textModulesData[1]!.localizedBody?.defaultValue.value).toBe('Senza scadenza');
    expect(walletPassState({ status: 'ACTIVE', validUntil: '2026-12-31' }, 'ACTIVE', '2026-06-01')).toBe('ACTIVE');
    expect(walletPassState({ status: 'INACTIVE', validUntil: '2025-12-31' }, 'INACTIVE', '2026-06-01')).toBe('EXPIRED');
    expect(walletPassState({ status: 'ACTIVE', validUntil: '2025-12-31' }, 'INACTIVE', '2026-06-01')).toBe('EXPIRED');
    expect(walletPassState({ status: 'INACTIVE', validUntil: '2026-12-31' }, 'INACTIVE', '2026-06-01')).toBe('INACTIVE');
  });
});

describe('Apple Wallet pass', () => {
  const certs = makeWalletTestCerts();
  const dir = mkdtempSync(join(tmpdir(), 'pkpass-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const serial = appleSerial('org-a', 'm1');
  const input: ApplePassInput = {
    serial,
    authToken: appleAuthToken(serial, SECRET),
    passTypeId: TEST_PASS_TYPE_ID,
    teamId: TEST_TEAM_ID,
    webServiceURL: 'https://tessera.example/v1/wallet/apple',
    state: 'ACTIVE',
    orgName: 'Associazione Alfa',
    holder: 'Mario Rossi',
    number: '1001',
    validUntil: '2026-12-31',
    qrToken: token,
    expiresAt: new Date('2027-02-28T22:59:59Z'),
    lang: 'it',
  };

  /** openssl's verdict on the detached PKCS#7 signature of `content`, against the test CA (Apple's WWDR here). */
  function verifies(signature: Buffer, content: Buffer): boolean {
    writeFileSync(join(dir, 'signature'), signature);
    writeFileSync(join(dir, 'manifest.json'), content);
    writeFileSync(join(dir, 'ca.pem'), certs.wwdr);
    try {
      execFileSync(
        'openssl',
        [
          'smime',
          '-verify',
          '-binary',
          '-inform',
          'DER',
          '-in',
          'signature',
          '-content',
          'manifest.json',
          '-CAfile',
          'ca.pem',
          '-purpose',
          'any',
          '-out',
          '/dev/null',
        ],
        { cwd: dir, stdio: 'pipe' },
      );
      return true;
    } catch {
      return false;
    }
  }

  it('is a zip whose manifest hashes every file (SHA-1) and whose signature verifies with the test certificate', async () => {
    const files = unzip(await buildApplePass(input, certs));
    expect([...files.keys()].sort()).toEqual([
      'icon.png',
      'icon@2x.png',
      'logo.png',
      'logo@2x.png',
      'manifest.json',
      'pass.json',
      'signature',
    ]);
    const manifest = JSON.parse(files.get('manifest.json')!.toString()) as Record<string, string>;
    const hashed = [...files.keys()].filter((n) => n !== 'manifest.json' && n !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(hashed.sort());
    for (const name of hashed) expect(manifest[name], name).toBe(createHash('sha1').update(files.get(name)!).digest('hex'));
    expect(verifies(files.get('signature')!, files.get('manifest.json')!)).toBe(true);
    // a changed manifest no longer matches its signature
    expect(verifies(files.get('signature')!, Buffer.from(files.get('manifest.json')!.toString().replace('"', ' "')))).toBe(false);
  });

  it('pass.json: generic pass with the ids, the web service, the fields, the signed QR and the expiry', async () => {
    const pass = JSON.parse(
      unzip(await buildApplePass(input, certs))
        .get('pass.json')!
        .toString(),
    );
    expect(pass).toMatchObject({
      formatVersion: 1,
      serialNumber: 'org-a~m1',
      passTypeIdentifier: TEST_PASS_TYPE_ID,
      teamIdentifier: TEST_TEAM_ID,
      organizationName: 'Associazione Alfa',
      webServiceURL: 'https://tessera.example/v1/wallet/apple',
      voided: false,
      barcodes: [{ format: 'PKBarcodeFormatQR', message: token }],
      expirationDate: '2027-02-28T22:59:59.000Z',
    });
    expect(pass.authenticationToken).toBe(appleAuthToken(serial, SECRET));
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
    expect(pass.authenticationToken).not.toContain(serial);
    const fields = [...pass.generic.headerFields, ...pass.generic.primaryFields, ...pass.generic.secondaryFields];
    expect(Object.fromEntries(fields.map((f: { key: string; value: string }) => [f.key, f.value]))).toEqual({
      status: 'Attiva',
      holder: 'Mario Rossi',
      number: '1001',
      validUntil: '31/12/2026',
    });
    expect(parseAppleSerial(pass.serialNumber)).toEqual({ orgId: 'org-a', memberId: 'm1' });
  });

  it('a deactivated card: voided, no code', async () => {
    const pass = JSON.parse(
      unzip(await buildApplePass({ ...input, state: 'INACTIVE', qrToken: null, lang: 'en' }, certs))
        .get('pass.json')!
        .toString(),
    );
    expect(pass.voided).toBe(true);
    expect(pass.barcodes ?? []).toEqual([]);
    expect(pass.generic.headerFields[0]).toMatchObject({ label: 'Status', value: 'Inactive' });
  });
});
