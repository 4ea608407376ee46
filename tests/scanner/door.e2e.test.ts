import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import type { DoorSyncAnswer } from '@tessera/domain/scanner/doorList';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { signTicketToken } from '../../functions/src/cards/token';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS } from '../support/demo';
import { localSecret } from '../support/localSecrets';
import { doorActivity, openScanner, queueOf, removeDoorRecords, setUpDevice as setUpDeviceFor, typeCode } from './doorSteps';

// Door devices on the Aurora demo association: a staff user sets up a device for today's activity, goes offline
// (Chromium's offline mode) and lets a ticket holder in once, "already used" after, a forged code refused; the queue
// survives the page being closed; back online it drains to the server, each scan once. Then two devices both
// offline admit the same holder and are both told of the conflict; an administrator sees the devices and signs one
// out. Two devices online: a code admitted at one is already used at the other once it has synced. The activity is
// made for this file and taken away after, so the other tests' counts stay theirs.
const RUN = Date.now().toString(36);
const SALE = `door-e2e-${RUN}`;
const TITLE = `Serata all'ingresso ${RUN}`;
const holders = ['Giulia Neri', 'Paolo Gialli', 'Marta Viola'];
const sale = () => db.doc(`${orgCol(AURORA_ORG_ID, 'sales')}/${SALE}`);
const iat = () => Math.floor(Date.now() / 1000);
let codes: string[] = [];

/** Registers this browser as a door device for the test's activity and waits for its list. */
const setUpDevice = (page: Page, name: string) => setUpDeviceFor(page, name, SALE);

const deviceNamed = async (name: string) =>
  (await db.collection(orgCol(AURORA_ORG_ID, 'doorDevices')).where('title', '==', TITLE).where('name', '==', name).get()).docs[0]!;
/** The server's log of a device's scans. */
const scansOf = async (device: { id: string }) =>
  (await db.collection(orgCol(AURORA_ORG_ID, 'scans')).where('device', '==', device.id).get()).docs;
const redemption = (i: number) => db.doc(`${orgCol(AURORA_ORG_ID, 'redemptions')}/ticket_${SALE}_r${i}`).get();

describe('door devices at the scanner', () => {
  let browser: Browser;
  beforeAll(async () => {
    codes = await doorActivity(SALE, TITLE, holders);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await removeDoorRecords([TITLE], [SALE]);
    await db.recursiveDelete(sale());
  });

  it('decides offline, keeps the queue when the page is closed, and sends each scan once when back online (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openScanner(page, DEMO_EMAILS.auroraStaff);
    await snap(page, 'scanner-door-setup-it-desktop');
    await setUpDevice(page, 'Ingresso A');
    expect(await page.getByTestId('door-list-fresh').textContent()).toMatch(/^Lista del \d\d\/\d\d alle \d\d:\d\d · 3 codici$/);
    // the first sync follows at once while online
    await expect.poll(() => page.getByTestId('door-synced').textContent()).toMatch(/^Ultima sincronizzazione: \d\d\/\d\d alle/);

    await page.context().setOffline(true);
    await expect.poll(() => page.getByTestId('door-network').textContent()).toBe('Senza rete: decide questo dispositivo');
    const first = await typeCode(page, codes[0]!, 'VALID');
    expect(await first.getByTestId('scan-holder').textContent()).toBe('Giulia Neri');
    const again = await typeCode(page, codes[0]!, 'ALREADY_USED');
    expect(await again.getByTestId('scan-used').textContent()).toContain('da Ingresso A');
    // the body of one registration's code under another's signature: the device's Ed25519 check refuses it
    const forged = `${codes[1]!.split('.')[0]}.${codes[0]!.split('.')[1]}`;
    await typeCode(page, forged, 'INVALID');
    expect(await queueOf(page)).toBe('3');
    await snap(page, 'scanner-door-offline-it-desktop');

    // The page closed and opened again. Chromium's offline mode would keep the app's own files from loading (the
    // tests block the service worker that caches them), so the network is back for the page but the API is not:
    // the queue is read back from the device's encrypted store and waits, unsent.
    const context = page.context();
    await page.close();
    await context.setOffline(false);
    await context.route('**/v1/**', (r) => r.abort());
    const reopened = await context.newPage();
    await reopened.goto(`${WEB_URL()}/scanner`);
    await reopened.getByTestId('door-panel').waitFor();
    await expect.poll(() => queueOf(reopened)).toBe('3');
    expect(await reopened.getByTestId('door-list-fresh').textContent()).toContain('3 codici');

    await context.unroute('**/v1/**');
    await expect.poll(() => queueOf(reopened), { timeout: 20_000 }).toBe('0');
    const scans = await scansOf(await deviceNamed('Ingresso A'));
    expect(scans.map((d) => [d.get('result'), d.get('decidedOffline'), d.get('deviceName')]).sort()).toEqual([
      ['ALREADY_USED', 'ALREADY_USED', 'Ingresso A'],
      ['INVALID', 'INVALID', 'Ingresso A'],
      ['VALID', 'VALID', 'Ingresso A'],
    ]);
    const valid = scans.find((d) => d.get('result') === 'VALID')!;
    expect((await redemption(0)).get('scanId')).toBe(valid.id);
    await closePage(reopened);
  });

  it('two devices apart admit the same registrant: both are told of the conflict, the server keeps one (it desktop, en 375 px)', async () => {
    const a = await newPage(browser, { lang: 'it' });
    await openScanner(a, DEMO_EMAILS.auroraStaff);
    // the device set up in the test before is this sign-in's on this browser no more (a fresh context): another one
    await setUpDevice(a, 'Ingresso B');
    const b = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await openScanner(b, DEMO_EMAILS.auroraManagement);
    await setUpDevice(b, 'Gate C');

    await a.context().setOffline(true);
    await b.context().setOffline(true);
    await typeCode(a, codes[2]!, 'VALID');
    await typeCode(b, codes[2]!, 'VALID');
    await a.context().setOffline(false);
    await expect.poll(() => queueOf(a), { timeout: 20_000 }).toBe('0');
    await b.context().setOffline(false);
    // each device's own panel (management also sees the organization's conflicts below, from the server)
    const told = (p: Page) => p.getByTestId('door-conflicts').getByTestId('door-conflict');
    await told(b).waitFor({ timeout: 20_000 });
    await told(a).waitFor({ timeout: 20_000 });
    expect(await told(b).textContent()).toContain('Marta Viola');
    expect(await a.getByTestId('door-conflicts').textContent()).toContain('Conflitto: ammesso due volte');
    expect(await told(a).textContent()).toMatch(/Vale l'ingresso: il .* da Ingresso B .*Ammesso di nuovo: il .* da Gate C/);
    const conflicts = await db.collection(orgCol(AURORA_ORG_ID, 'doorConflicts')).where('door', '==', `sale:${SALE}`).get();
    expect(conflicts.size).toBe(1);
    // the server kept both scans, and the earlier (device B's, typed first) as the admission
    const [fromA] = await scansOf(await deviceNamed('Ingresso B'));
    const [fromB] = await scansOf(await deviceNamed('Gate C'));
    expect([fromA!.get('result'), fromA!.get('conflict') ?? false]).toEqual(['VALID', false]);
    expect([fromB!.get('result'), fromB!.get('decidedOffline'), fromB!.get('conflict')]).toEqual(['ALREADY_USED', 'VALID', true]);
    expect(Date.parse(fromA!.get('scannedAt'))).toBeLessThan(Date.parse(fromB!.get('scannedAt')));
    expect((await redemption(2)).get('scanId')).toBe(fromA!.id);
    expect(conflicts.docs[0]!.get('admitted.scanId')).toBe(fromA!.id);
    // each device's panel names the other device and who used it
    expect(await told(a).textContent()).toContain(`Gate C (${DEMO_EMAILS.auroraManagement})`);
    expect(await told(b).textContent()).toContain(`Ingresso B (${DEMO_EMAILS.auroraStaff})`);
    expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await told(b).textContent()).toMatch(/The admission that counts: on \d\d\/\d\d, \d\d:\d\d:\d\d by Ingresso B/);
    await b.evaluate(() => window.scrollTo(0, 0));
    await snap(b, 'scanner-door-conflict-en-mobile');
    await a.getByTestId('door-conflicts').scrollIntoViewIfNeeded();
    await snap(a, 'scanner-door-conflict-it-desktop');
    // management sees the organization's devices below the scanner
    await b.getByTestId('door-devices').scrollIntoViewIfNeeded();
    await expect.poll(() => b.getByTestId('door-device').filter({ hasText: 'Gate C' }).count()).toBe(1);
    await snap(b, 'scanner-door-devices-en-mobile');
    await closePage(b);

    // an administrator signs device B out; its next sync erases what it holds
    const admin = await newPage(browser, { lang: 'it' });
    await openScanner(admin, DEMO_EMAILS.auroraAdmin);
    const row = admin.getByTestId('door-device').filter({ hasText: 'Ingresso B' });
    await row.getByTestId('door-device-revoke').click();
    await admin.getByRole('alertdialog').waitFor();
    await snap(admin, 'scanner-door-revoke-it-desktop');
    await admin.getByRole('button', { name: 'Scollega questo dispositivo' }).last().click();
    await row.getByTestId('door-device-revoked').waitFor();
    await admin.getByTestId('door-all-conflicts').scrollIntoViewIfNeeded();
    await snap(admin, 'scanner-door-devices-it-desktop');
    // and on the activity's page, the code admitted twice
    await admin.goto(`${WEB_URL()}/activities/${SALE}`);
    const onEvent = admin.getByTestId('event-door-conflicts');
    await onEvent.waitFor();
    expect(await onEvent.textContent()).toMatch(/Conflitto: ammesso due volte.*Marta Viola/);
    await closePage(admin);
    await a.getByTestId('door-erased').waitFor({ timeout: 20_000 });
    expect(await a.getByTestId('door-setup').count()).toBe(1);
    await closePage(a);
  });

  it('online, a code admitted at one gate is already used at the other within seconds, once it has synced (it desktop, en 375 px)', async () => {
    await sale().collection('registrations').doc('r3').set({ memberId: 'r3', holder: 'Luca Bianchi', quantity: 1, cancelled: false });
    const code = signTicketToken({ k: 'ticket', o: AURORA_ORG_ID, s: SALE, m: 'r3', q: 1, iat: iat() }, localSecret('CARD_TOKEN_SECRET'));
    const a = await newPage(browser, { lang: 'it' });
    await openScanner(a, DEMO_EMAILS.auroraStaff);
    await setUpDevice(a, 'Varco A');
    const b = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await openScanner(b, DEMO_EMAILS.auroraManagement);
    await setUpDevice(b, 'Varco B');
    // B's proof that it holds the admission: a sync answer that names it, then B's next sync, which the device starts
    // only once it has kept that answer
    const isSync = (url: string) => url.includes('/v1/scanner/sync');
    const pulled = b.waitForResponse(
      async (r) => isSync(r.url()) && r.ok() && ((await r.json()) as DoorSyncAnswer).admitted.some((x) => x.key === `ticket:${SALE}:r3`),
      { timeout: 20_000 },
    );
    await typeCode(a, code, 'VALID');
    await pulled;
    await b.waitForRequest((r) => isSync(r.url()), { timeout: 10_000 });
    const used = await typeCode(b, code, 'ALREADY_USED');
    expect(await used.getByTestId('scan-holder').textContent()).toBe('Luca Bianchi');
    expect(await used.getByTestId('scan-used').textContent()).toContain(DEMO_EMAILS.auroraStaff);
    await b.evaluate(() => window.scrollTo(0, 0));
    await snap(b, 'scanner-door-gate-b-used-en-mobile');
    // and the server agrees: A's scan is the admission, B's logged as already used, no conflict
    await expect.poll(() => queueOf(b), { timeout: 20_000 }).toBe('0');
    const [fromA] = await scansOf(await deviceNamed('Varco A'));
    const fromB = await scansOf(await deviceNamed('Varco B'));
    expect((await redemption(3)).get('scanId')).toBe(fromA!.id);
    expect(fromB.map((d) => [d.get('result'), d.get('decidedOffline'), d.get('conflict') ?? false])).toEqual([
      ['ALREADY_USED', 'ALREADY_USED', false],
    ]);
    const conflicts = await db.collection(orgCol(AURORA_ORG_ID, 'doorConflicts')).where('key', '==', `ticket:${SALE}:r3`).count().get();
    expect(conflicts.data().count).toBe(0);
    await closePage(a);
    await closePage(b);
  });
});
