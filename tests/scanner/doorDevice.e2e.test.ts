import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { registrationCode } from '../../functions/src/cards/ticketCodes';
import { signLegacyToken, signTicketToken } from '../../functions/src/cards/token';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, snap } from '../support/browser';
import { DEMO_EMAILS } from '../support/demo';
import { localSecret } from '../support/localSecrets';
import { openScanner, queueOf, removeDoorRecords, setUpDevice as setUpDeviceFor, typeCode } from './doorSteps';

// The door device's own answers, on the Aurora demo association, checked against what the server recorded after: a
// holder without their QR found by name on the device's list and admitted offline; the server out of reach while the
// browser says it is online (venue wifi), told as such and the door still deciding; on a browser whose WebCrypto has no
// Ed25519, a forged code refused by the script check, and an older code (which no device can check) admitted only on
// the staff's confirmation; a forged older code confirmed at the door, overruled by the server, and the real holder
// then admitted rather than told "already used". One activity made for this file and taken away after.
const RUN = Date.now().toString(36);
const SALE = `door-dev-${RUN}`;
const TITLE = `Serata alla porta ${RUN}`;
// r0 found by name, r1 for the unreachable server, r2–r4 on the browser without Ed25519
const holders = ['Teresa Fontana', 'Bruno Marchetti', 'Elena Galli', 'Davide Conti', 'Irene Ferri'];
const sale = () => db.doc(`${orgCol(AURORA_ORG_ID, 'sales')}/${SALE}`);
let codes: string[] = [];
let legacyCodes: string[] = [];

const deviceNamed = async (name: string) =>
  (await db.collection(orgCol(AURORA_ORG_ID, 'doorDevices')).where('name', '==', name).where('title', '==', TITLE).get()).docs[0]!;
/** The server's log of a device's scans: [holder, result, what the device decided], sorted. */
async function scansOf(name: string) {
  const device = await deviceNamed(name);
  const scans = await db.collection(orgCol(AURORA_ORG_ID, 'scans')).where('device', '==', device.id).get();
  return scans.docs;
}
const logged = (scans: Awaited<ReturnType<typeof scansOf>>) =>
  scans.map((d) => [d.get('holder') ?? null, d.get('result'), d.get('decidedOffline')]).sort();
const redemption = (i: number) => db.doc(`${orgCol(AURORA_ORG_ID, 'redemptions')}/ticket_${SALE}_r${i}`).get();

/** A device set up for the activity, once its first sync has gone through (either language). */
async function setUpDevice(page: Page, name: string) {
  await setUpDeviceFor(page, name, SALE);
  await expect.poll(() => page.getByTestId('door-synced').textContent()).toMatch(/\d\d\/\d\d/);
}

/** A screenshot from the top, and the check that nothing is wider than the phone's 375 px. */
async function snapPhone(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

describe("a door device's own answers", () => {
  let browser: Browser;
  beforeAll(async () => {
    const secret = localSecret('CARD_TOKEN_SECRET');
    await sale().set({ name: TITLE, saleDate: todayInItaly() });
    // each with its short code stored, as a registration gets it when made: what the name search offers to type
    for (const [i, holder] of holders.entries()) {
      const ticketCode = registrationCode('ticket', AURORA_ORG_ID, SALE, `r${i}`, secret);
      await sale()
        .collection('registrations')
        .doc(`r${i}`)
        .set({ memberId: `r${i}`, holder, quantity: 1, cancelled: false, ticketCode });
    }
    const iat = Math.floor(Date.now() / 1000);
    const payload = (i: number) => ({ k: 'ticket', o: AURORA_ORG_ID, s: SALE, m: `r${i}`, q: 1, iat });
    codes = holders.map((_, i) => signTicketToken(payload(i) as Parameters<typeof signTicketToken>[0], secret));
    legacyCodes = holders.map((_, i) => signLegacyToken(payload(i), secret));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await removeDoorRecords([TITLE], [SALE]);
    await db.recursiveDelete(sale());
  });

  it('offline, a holder without their QR is found by name on the list and admitted; the server records it (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openScanner(page, DEMO_EMAILS.auroraStaff);
    await setUpDevice(page, 'Porta per nome');
    await page.context().setOffline(true);
    await expect.poll(() => page.getByTestId('door-network').getAttribute('data-network')).toBe('offline');
    await page.getByTestId('scanner-search').fill('fontana');
    await page.getByTestId('scanner-search-go').click();
    const results = page.getByTestId('scanner-search-results');
    await results.waitFor();
    expect(await results.getByRole('listitem').count()).toBe(1);
    expect(await results.textContent()).toContain('Teresa Fontana');
    await results.getByRole('button').click();
    const card = page.locator('[data-testid="scan-result"][data-result="VALID"]');
    await card.waitFor();
    expect(await card.getByTestId('scan-holder').textContent()).toBe('Teresa Fontana');
    expect(await queueOf(page)).toBe('1');
    await snap(page, 'scanner-door-search-offline-it-desktop');

    await page.context().setOffline(false);
    await expect.poll(() => queueOf(page), { timeout: 30_000 }).toBe('0');
    const scans = await scansOf('Porta per nome');
    expect(logged(scans)).toEqual([['Teresa Fontana', 'VALID', 'VALID']]);
    expect((await redemption(0)).get('scanId')).toBe(scans[0]!.id);
    await closePage(page);
  });

  it('the server out of reach while the browser is online: said so, the door decides, the queue goes once it answers (it, 375 px)', async () => {
    const page = await newPage(browser, { lang: 'it', viewport: 'mobile' });
    await openScanner(page, DEMO_EMAILS.auroraStaff);
    await setUpDevice(page, 'Porta wifi del locale');
    const network = page.getByTestId('door-network');
    expect(await network.getAttribute('data-network')).toBe('online');
    // the venue's wifi: connected, reaching nothing
    await page.route('**/v1/scanner/**', (r) => r.abort('addressunreachable'));
    await expect.poll(() => network.getAttribute('data-network'), { timeout: 20_000 }).toBe('unreachable');
    expect(await network.textContent()).toBe('Server non raggiungibile: decide questo dispositivo');
    expect(await network.getAttribute('data-online')).toBe('true');
    expect(await typeCode(page, codes[1]!, 'VALID').then((c) => c.getByTestId('scan-holder').textContent())).toBe('Bruno Marchetti');
    expect(await queueOf(page)).toBe('1');
    await snapPhone(page, 'scanner-door-unreachable-it-mobile');

    await page.unroute('**/v1/scanner/**');
    await expect.poll(() => queueOf(page), { timeout: 30_000 }).toBe('0');
    await expect.poll(() => network.getAttribute('data-network')).toBe('online');
    expect(await network.textContent()).toBe('In linea');
    const scans = await scansOf('Porta wifi del locale');
    expect(logged(scans)).toEqual([['Bruno Marchetti', 'VALID', 'VALID']]);
    expect((await redemption(1)).get('scanId')).toBe(scans[0]!.id);
    await closePage(page);
  });

  it('without Ed25519 in WebCrypto: a forged code refused, an older code let in only on confirmation, an overruled admission forgotten (en, 375 px)', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    // an older Android browser: WebCrypto without Ed25519 (the device falls back to its script check)
    await page.addInitScript(() => {
      const importKey = crypto.subtle.importKey.bind(crypto.subtle);
      const w = window as unknown as { ed25519Refused: number };
      w.ed25519Refused = 0;
      crypto.subtle.importKey = ((...args: Parameters<SubtleCrypto['importKey']>) => {
        const algorithm = args[2];
        if ((typeof algorithm === 'string' ? algorithm : algorithm.name) === 'Ed25519') {
          w.ed25519Refused += 1;
          return Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError'));
        }
        return importKey(...args);
      }) as SubtleCrypto['importKey'];
    });
    await openScanner(page, DEMO_EMAILS.auroraStaff);
    await setUpDevice(page, 'Old phone');
    await page.context().setOffline(true);
    await expect.poll(() => page.getByTestId('door-network').textContent()).toBe('No network: this device decides');

    // one registration's body under another's signature: refused by the script check
    await typeCode(page, `${codes[3]!.split('.')[0]}.${codes[2]!.split('.')[1]}`, 'INVALID');
    expect(await page.evaluate(() => (window as unknown as { ed25519Refused: number }).ed25519Refused)).toBeGreaterThan(0);

    // an older code: the holder shown, nothing queued until the staff answer; turned away
    const asked = await typeCode(page, legacyCodes[2]!, 'CONFIRM');
    expect(await asked.getByTestId('scan-holder').textContent()).toBe('Elena Galli');
    expect(await asked.getByTestId('scan-confirm-text').textContent()).toContain('really is Elena Galli');
    expect(await queueOf(page)).toBe('1');
    await snapPhone(page, 'scanner-door-confirm-en-mobile');
    await asked.getByTestId('scan-refuse').click();
    await page.locator(`[data-testid="scan-result"][data-result="INVALID"]`).waitFor();
    expect(await queueOf(page)).toBe('2');

    // a made-up older code naming Davide Conti, confirmed at the door: admitted there
    const forged = `${legacyCodes[3]!.split('.')[0]}.${Buffer.alloc(32, 7).toString('base64url')}`;
    const confirming = await typeCode(page, forged, 'CONFIRM');
    const forgedScan = await confirming.getAttribute('data-scan-id');
    await confirming.getByTestId('scan-confirm').click();
    await page.locator(`[data-testid="scan-result"][data-result="VALID"][data-scan-id="${forgedScan}"]`).waitFor();
    expect(await queueOf(page)).toBe('3');
    // until the server says otherwise, the code is used
    await typeCode(page, codes[3]!, 'ALREADY_USED');
    expect(await queueOf(page)).toBe('4');

    await page.context().setOffline(false);
    await expect.poll(() => queueOf(page), { timeout: 30_000 }).toBe('0');
    await page.getByTestId('scanner-overruled').first().waitFor();
    // the server refused the forged code: the device forgets that admission, and the real Davide Conti comes in
    const real = await typeCode(page, codes[3]!, 'VALID');
    expect(await real.getByTestId('scan-holder').textContent()).toBe('Davide Conti');
    await expect.poll(() => queueOf(page), { timeout: 30_000 }).toBe('0');

    const scans = await scansOf('Old phone');
    expect(logged(scans)).toEqual(
      [
        [null, 'INVALID', 'INVALID'],
        ['Elena Galli', 'INVALID', 'INVALID'],
        [null, 'INVALID', 'VALID'],
        ['Davide Conti', 'ALREADY_USED', 'ALREADY_USED'],
        ['Davide Conti', 'VALID', 'VALID'],
      ].sort(),
    );
    const admitted = scans.find((d) => d.get('result') === 'VALID')!;
    expect((await redemption(3)).get('scanId')).toBe(admitted.id);
    // turned away at the door: no admission, though the server could have verified the older code
    expect((await redemption(2)).exists).toBe(false);
    await closePage(page);
  });
});
