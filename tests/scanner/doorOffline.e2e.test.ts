import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { signTicketToken } from '../../functions/src/cards/token';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, snap, VIEWPORTS, WEB_URL } from '../support/browser';
import { DEMO_EMAILS } from '../support/demo';
import { localSecret } from '../support/localSecrets';
import { openScanner as openScannerAs, queueOf, removeDoorRecords, setUpDevice as setUpDeviceFor, typeCode } from './doorSteps';

// The door device away from the network for real, on the Aurora demo association: the whole app reloaded offline from
// its service worker with the queue intact and the door still deciding; a ticket of yesterday's activity EXPIRED on the
// device and on the server; a registration added after the set-up unknown until the list is refreshed; a registration
// cancelled while the device was offline overruled by the server; the list erased once past its end (the device's clock
// moved on two days), its queue uploaded first. Two activities made for this file (today's and yesterday's) and taken
// away after, so the other tests' counts stay theirs.
const RUN = Date.now().toString(36);
const SALE = `door-off-${RUN}`;
const TITLE = `Serata senza rete ${RUN}`;
const OLD = `door-old-${RUN}`;
const OLD_TITLE = `Serata di ieri ${RUN}`;
// r0–r2 for the offline reload, r3 added after a set-up, r4 cancelled while offline, r5 for the erase at expiry
const holders = ['Giulia Neri', 'Paolo Gialli', 'Marta Viola', 'Luca Bianchi', 'Anna Rossi', 'Sara Verdi'];
const sale = (id = SALE) => db.doc(`${orgCol(AURORA_ORG_ID, 'sales')}/${id}`);
const registration = (i: number, id = SALE) => sale(id).collection('registrations').doc(`r${i}`);
const addRegistration = (i: number, id = SALE) =>
  registration(i, id).set({ memberId: `r${i}`, holder: holders[i], quantity: 1, cancelled: false });
let codes: string[] = [];
let oldCode = '';

const yesterdayInItaly = () => {
  const d = new Date(`${todayInItaly()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

const openScanner = (page: Page) => openScannerAs(page, DEMO_EMAILS.auroraStaff);

/** A device set up for the activity, once its first sync has gone through. */
async function setUpDevice(page: Page, name: string, saleId = SALE) {
  await setUpDeviceFor(page, name, saleId);
  await expect.poll(() => page.getByTestId('door-synced').textContent()).toMatch(/^Ultima sincronizzazione: \d\d\/\d\d alle/);
}

/**
 * A screenshot from the top of the page (a full-page picture draws the sticky header where the page was scrolled to),
 * and the check that nothing is wider than the phone's 375 px.
 */
async function snapPhone(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}
const deviceNamed = async (name: string) =>
  (await db.collection(orgCol(AURORA_ORG_ID, 'doorDevices')).where('name', '==', name).where('title', 'in', [TITLE, OLD_TITLE]).get())
    .docs[0]!;
/** The server's log of a device's scans: [result, what the device decided, holder], sorted. */
const scansOf = async (name: string) => {
  const device = await deviceNamed(name);
  const scans = await db.collection(orgCol(AURORA_ORG_ID, 'scans')).where('device', '==', device.id).get();
  return scans.docs;
};
const redemption = (i: number) => db.doc(`${orgCol(AURORA_ORG_ID, 'redemptions')}/ticket_${SALE}_r${i}`).get();
/** The records the device keeps in its IndexedDB store (its encryption key and, while set up, its state and list). */
const storedRecords = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('tessera-door');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('records').objectStore('records').getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve(keys.result.map(String).map((k) => k.split(':')[0]!));
          };
        };
      }),
  );

describe('door devices without the network', () => {
  let browser: Browser;
  beforeAll(async () => {
    const secret = localSecret('CARD_TOKEN_SECRET');
    await sale().set({ name: TITLE, saleDate: todayInItaly() });
    for (const i of [0, 1, 2, 4, 5]) await addRegistration(i);
    await sale(OLD).set({ name: OLD_TITLE, saleDate: yesterdayInItaly() });
    await addRegistration(0, OLD);
    const iat = Math.floor(Date.now() / 1000);
    codes = holders.map((_, i) => signTicketToken({ k: 'ticket', o: AURORA_ORG_ID, s: SALE, m: `r${i}`, q: 1, iat }, secret));
    oldCode = signTicketToken({ k: 'ticket', o: AURORA_ORG_ID, s: OLD, m: 'r0', q: 1, iat }, secret);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await removeDoorRecords([TITLE, OLD_TITLE], [SALE, OLD]);
    await db.recursiveDelete(sale());
    await db.recursiveDelete(sale(OLD));
  });

  it('offline for real: the app reloads from its service worker, the queue is intact, the door still decides (it, 375 px)', async () => {
    // a context of its own that lets the service worker in (the others block it: tests/support/browser.ts)
    const context: BrowserContext = await browser.newContext({ viewport: VIEWPORTS.mobile, locale: 'it-IT' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await openScanner(page);
    // staff do not read the campaigns, yet may check one in: the scanner's API offers them (name and dates only)
    const campaign = page.locator('[data-testid="door-scope"] option[value="campaign:campaign-festa-autunno"]');
    await campaign.waitFor({ state: 'attached' });
    expect(await campaign.textContent()).toBe("Festa d'autunno nel parco");
    await setUpDevice(page, 'Porta senza rete');
    await snapPhone(page, 'scanner-door-ready-it-mobile');
    // registered once the page has been stable for a while (15 s in this build), then the shell precached: on its first
    // install it takes the open page over
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 90_000 });

    await context.setOffline(true);
    await expect.poll(() => page.getByTestId('door-network').textContent()).toBe('Senza rete: decide questo dispositivo');
    await typeCode(page, codes[0]!, 'VALID');
    await typeCode(page, codes[0]!, 'ALREADY_USED');
    // the body of one registration's code under another's signature: the device's Ed25519 check refuses it
    const forged = `${codes[1]!.split('.')[0]}.${codes[0]!.split('.')[1]}`;
    await typeCode(page, forged, 'INVALID');
    expect(await queueOf(page)).toBe('3');

    // the whole app again, from the service worker alone: no server answers anything
    await page.reload();
    await page.getByTestId('door-panel').waitFor();
    await expect.poll(() => queueOf(page)).toBe('3');
    // the badge says what the browser says of the network. Debian's Chromium 150 keeps saying online in a page
    // reloaded from the service worker under its offline emulation (the one on earlier machines said offline); the
    // badge's offline wording is checked above, before the reload, and the decisions below are the device's own
    const browserOnline = await page.evaluate(() => String(navigator.onLine));
    expect(await page.getByTestId('door-network').getAttribute('data-online')).toBe(browserOnline);
    expect(await page.getByTestId('door-list-fresh').textContent()).toContain('5 codici');
    const again = await typeCode(page, codes[0]!, 'ALREADY_USED');
    expect(await again.getByTestId('scan-used').textContent()).toContain('da Porta senza rete');
    expect(await (await typeCode(page, codes[1]!, 'VALID')).getByTestId('scan-holder').textContent()).toBe('Paolo Gialli');
    expect(await queueOf(page)).toBe('5');
    await snapPhone(page, 'scanner-door-offline-it-mobile');

    // the tab closed and another opened, still without the network
    await page.close();
    const reopened = await context.newPage();
    reopened.setDefaultTimeout(20_000);
    await reopened.goto(`${WEB_URL()}/scanner`);
    await reopened.getByTestId('door-panel').waitFor();
    await expect.poll(() => queueOf(reopened)).toBe('5');
    await typeCode(reopened, codes[1]!, 'ALREADY_USED');
    await typeCode(reopened, codes[2]!, 'VALID');
    expect(await queueOf(reopened)).toBe('7');

    await context.setOffline(false);
    await expect.poll(() => queueOf(reopened), { timeout: 30_000 }).toBe('0');
    const scans = await scansOf('Porta senza rete');
    expect(scans.map((d) => [d.get('holder') ?? null, d.get('result'), d.get('decidedOffline')]).sort()).toEqual(
      [
        ['Giulia Neri', 'VALID', 'VALID'],
        ['Giulia Neri', 'ALREADY_USED', 'ALREADY_USED'],
        ['Giulia Neri', 'ALREADY_USED', 'ALREADY_USED'],
        [null, 'INVALID', 'INVALID'],
        ['Paolo Gialli', 'VALID', 'VALID'],
        ['Paolo Gialli', 'ALREADY_USED', 'ALREADY_USED'],
        ['Marta Viola', 'VALID', 'VALID'],
      ].sort(),
    );
    for (const i of [0, 1, 2]) {
      const admitted = scans.find((d) => d.get('result') === 'VALID' && d.get('holder') === holders[i])!;
      expect((await redemption(i)).get('scanId')).toBe(admitted.id);
    }
    await context.close();
  });

  it("yesterday's ticket: EXPIRED on the device offline, and on the server after the upload", async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openScanner(page);
    await setUpDevice(page, 'Porta di ieri', OLD);
    await page.context().setOffline(true);
    await expect.poll(() => page.getByTestId('door-network').getAttribute('data-online')).toBe('false');
    const card = await typeCode(page, oldCode, 'EXPIRED');
    expect(await card.getByTestId('scan-holder').textContent()).toBe('Giulia Neri');
    expect(await queueOf(page)).toBe('1');
    await page.context().setOffline(false);
    await expect.poll(() => queueOf(page), { timeout: 20_000 }).toBe('0');
    const scans = await scansOf('Porta di ieri');
    expect(scans.map((d) => [d.get('result'), d.get('decidedOffline')])).toEqual([['EXPIRED', 'EXPIRED']]);
    expect((await db.doc(`${orgCol(AURORA_ORG_ID, 'redemptions')}/ticket_${OLD}_r0`).get()).exists).toBe(false);
    await closePage(page);
  });

  it('a registration added after the set-up is unknown to the list until it is refreshed; a batch sent again applies once', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openScanner(page);
    await setUpDevice(page, 'Porta aggiornata');
    const fresh = page.getByTestId('door-list-fresh');
    expect(await fresh.textContent()).toMatch(/^Lista del \d\d\/\d\d alle \d\d:\d\d · 5 codici$/);
    await addRegistration(3);
    // the answer to the first upload is lost on its way back, after the server applied it: the device sends the same
    // batch again, and the server applies nothing twice
    const uploads: string[][] = [];
    await page.route('**/v1/scanner/sync', async (route) => {
      const ids = (route.request().postDataJSON() as { scans: { scanId: string }[] }).scans.map((q) => q.scanId);
      if (ids.length) uploads.push(ids);
      if (uploads.length !== 1 || !ids.length) return route.continue();
      await route.fetch();
      return route.abort();
    });
    // decided on the device from its list, which does not hold it yet
    await typeCode(page, codes[3]!, 'INVALID');
    await expect.poll(() => uploads.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(uploads[1]).toEqual(uploads[0]);
    await expect.poll(() => queueOf(page), { timeout: 20_000 }).toBe('0');
    await page.unroute('**/v1/scanner/sync');
    await page.getByTestId('door-refresh').click();
    await expect.poll(() => fresh.textContent()).toMatch(/^Lista del \d\d\/\d\d alle \d\d:\d\d · 6 codici$/);
    const device = await deviceNamed('Porta aggiornata');
    expect(device.get('entries')).toBe(6);
    expect(await (await typeCode(page, codes[3]!, 'VALID')).getByTestId('scan-holder').textContent()).toBe('Luca Bianchi');
    await expect.poll(() => queueOf(page), { timeout: 20_000 }).toBe('0');
    // the turned-away reading is logged as the device answered it; the admission after the refresh is the redemption
    const scans = await scansOf('Porta aggiornata');
    expect(scans.map((d) => [d.get('result'), d.get('decidedOffline')]).sort()).toEqual([
      ['INVALID', 'INVALID'],
      ['VALID', 'VALID'],
    ]);
    const admitted = scans.find((d) => d.get('result') === 'VALID')!;
    expect((await redemption(3)).get('scanId')).toBe(admitted.id);
    await closePage(page);
  });

  it('a registration cancelled while the device was offline: let in at the door, overruled by the server (it, 375 px)', async () => {
    const page = await newPage(browser, { lang: 'it', viewport: 'mobile' });
    await openScanner(page);
    await setUpDevice(page, 'Porta annullata');
    await page.context().setOffline(true);
    await expect.poll(() => page.getByTestId('door-network').getAttribute('data-online')).toBe('false');
    await registration(4).update({ cancelled: true });
    await typeCode(page, codes[4]!, 'VALID');
    const forged = `${codes[5]!.split('.')[0]}.${codes[4]!.split('.')[1]}`;
    await typeCode(page, forged, 'INVALID');
    await page.context().setOffline(false);
    await expect.poll(() => queueOf(page), { timeout: 20_000 }).toBe('0');
    const badge = page.getByTestId('scanner-recent').getByTestId('scanner-overruled');
    await badge.waitFor();
    expect(await badge.textContent()).toBe('Per il server: Non valido');
    expect(await page.getByTestId('scanner-recent').getByRole('listitem').first().textContent()).toContain('Anna Rossi');
    await snapPhone(page, 'scanner-door-overruled-it-mobile');
    const scans = await scansOf('Porta annullata');
    expect(scans.map((d) => [d.get('result'), d.get('decidedOffline')]).sort()).toEqual([
      ['INVALID', 'INVALID'],
      ['INVALID', 'VALID'],
    ]);
    expect((await redemption(4)).exists).toBe(false);
    await closePage(page);
  });

  it("past the list's end the device keeps only its unsent scan, uploads it once the server answers, then erases everything (it, 375 px)", async () => {
    const page = await newPage(browser, { lang: 'it', viewport: 'mobile' });
    // the device's clock, moved on two days below: the list ends the day after the activity
    await page.context().clock.install();
    await openScanner(page);
    await setUpDevice(page, 'Porta a scadenza');
    // the server out of reach (the browser still online): the reading waits in the queue
    await page.context().route('**/v1/scanner/sync', (r) => r.abort());
    await typeCode(page, codes[5]!, 'VALID');
    expect(await queueOf(page)).toBe('1');
    // the small state a scan writes, and the list's entries apart
    expect(await storedRecords(page)).toEqual(['aes-key', 'device', 'list']);
    // past its end with the server still out of reach: the list goes, the scan not yet sent stays and waits
    await page.clock.fastForward('49:00:00');
    const waiting = page.getByTestId('door-expired-unsent');
    await waiting.waitFor({ timeout: 20_000 });
    expect(await waiting.textContent()).toContain('Resta 1 scansione da inviare');
    expect(await queueOf(page)).toBe('1');
    expect(await page.getByTestId('door-list-fresh').isVisible()).toBe(false);
    expect((await scansOf('Porta a scadenza')).length).toBe(0);
    await snapPhone(page, 'scanner-door-expired-unsent-it-mobile');
    // the list's entries gone (and the photos' record, had there been one); the state holds the queue
    expect(await storedRecords(page)).toEqual(['aes-key', 'device']);
    await page.context().unroute('**/v1/scanner/sync');
    const erased = page.getByTestId('door-erased');
    await erased.waitFor({ timeout: 20_000 });
    expect(await erased.textContent()).toBe('La lista era scaduta ed è stata cancellata da questo dispositivo.');
    expect(await page.getByTestId('door-setup').count()).toBe(1);
    await snapPhone(page, 'scanner-door-erased-it-mobile');
    // uploaded before the erase: the admission is the server's
    const scans = await scansOf('Porta a scadenza');
    expect(scans.map((d) => [d.get('result'), d.get('decidedOffline')])).toEqual([['VALID', 'VALID']]);
    expect((await redemption(5)).get('scanId')).toBe(scans[0]!.id);
    // nothing of it left on the device: opened again, the scanner asks for a set-up
    expect(await storedRecords(page)).toEqual(['aes-key']);
    await page.reload();
    await page.getByTestId('door-setup').waitFor();
    expect(await page.getByTestId('door-queue').count()).toBe(0);
    await closePage(page);
  });
});
