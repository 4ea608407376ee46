import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { db } from '../support/admin';
import { VIEWPORTS, WEB_URL } from '../support/browser';
import { DEMO_EMAILS } from '../support/demo';
import { doorActivity, openScanner, queueOf, removeDoorRecords, setUpDevice, typeCode } from './doorSteps';

// The door device's queue across a reboot: the whole browser closed while scans wait offline, started again on the same
// profile (as a phone restarted), still without the network. The app comes back from its service worker, the queue and
// the list with it, and the scans reach the server exactly once when the network returns. An activity of its own, taken
// away after.
const RUN = Date.now().toString(36);
const SALE = `door-reboot-${RUN}`;
const TITLE = `Serata del riavvio ${RUN}`;
const DEVICE = 'Porta riavviata';
const holders = ['Elisa Conti', 'Marco Galli'];
const sale = () => db.doc(`${orgCol(AURORA_ORG_ID, 'sales')}/${SALE}`);
let codes: string[] = [];
let profile = '';

/** The browser on its profile's folder, as a phone's app keeps its storage between starts; the service worker allowed. */
const start = (offline: boolean) =>
  chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    viewport: VIEWPORTS.mobile,
    locale: 'it-IT',
    offline,
  });

const pageOf = async (context: BrowserContext) => {
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(20_000);
  return page;
};

describe('a door device restarted', () => {
  beforeAll(async () => {
    codes = await doorActivity(SALE, TITLE, holders);
    profile = mkdtempSync(join(tmpdir(), 'tessera-door-profile-'));
  });
  afterAll(async () => {
    await removeDoorRecords([TITLE], [SALE]);
    await db.recursiveDelete(sale());
    rmSync(profile, { recursive: true, force: true });
  });

  it('keeps its queue and its list across a reboot without the network, and sends the scans once when it returns (it, 375 px)', async () => {
    const first = await start(false);
    try {
      const page = await pageOf(first);
      await openScanner(page, DEMO_EMAILS.auroraStaff);
      await setUpDevice(page, DEVICE, SALE);
      // the shell precached by the service worker once the page has been stable a while: what a restart loads offline
      await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 90_000 });
      await first.setOffline(true);
      await expect.poll(() => page.getByTestId('door-network').textContent()).toBe('Senza rete: decide questo dispositivo');
      await typeCode(page, codes[0]!, 'VALID');
      await typeCode(page, codes[0]!, 'ALREADY_USED');
      expect(await queueOf(page)).toBe('2');
    } finally {
      // the whole browser goes, not a tab: what survives is only what the profile's folder holds
      await first.close();
    }

    const second = await start(true);
    try {
      const page = await pageOf(second);
      await page.goto(`${WEB_URL()}/scanner`);
      await page.getByTestId('door-panel').waitFor();
      await expect.poll(() => queueOf(page)).toBe('2');
      expect(await page.getByTestId('door-list-fresh').textContent()).toContain('2 codici');
      // the door still decides from the list and its own admissions
      await typeCode(page, codes[0]!, 'ALREADY_USED');
      await typeCode(page, codes[1]!, 'VALID');
      expect(await queueOf(page)).toBe('4');

      await second.setOffline(false);
      await expect.poll(() => queueOf(page), { timeout: 30_000 }).toBe('0');
      const device = (
        await db.collection(orgCol(AURORA_ORG_ID, 'doorDevices')).where('name', '==', DEVICE).where('title', '==', TITLE).get()
      ).docs[0]!;
      const scans = await db.collection(orgCol(AURORA_ORG_ID, 'scans')).where('device', '==', device.id).get();
      expect(scans.docs.map((d) => [d.get('holder'), d.get('result')]).sort()).toEqual(
        [
          ['Elisa Conti', 'ALREADY_USED'],
          ['Elisa Conti', 'ALREADY_USED'],
          ['Elisa Conti', 'VALID'],
          ['Marco Galli', 'VALID'],
        ].sort(),
      );
      for (const i of [0, 1]) {
        const admitted = scans.docs.find((d) => d.get('result') === 'VALID' && d.get('holder') === holders[i])!;
        expect((await db.doc(`${orgCol(AURORA_ORG_ID, 'redemptions')}/ticket_${SALE}_r${i}`).get()).get('scanId')).toBe(admitted.id);
      }
    } finally {
      await second.close();
    }
  });
});
