import type { Page } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { signTicketToken } from '../../functions/src/cards/token';
import { signedIn, WEB_URL } from '../support/browser';
import { localSecret } from '../support/localSecrets';
import { DEMO_PASSWORD } from '../support/demo';

// The steps the door device's browser tests share: the scanner opened, a device set up, a code typed.

/**
 * Today's activity on Aurora for a test file: one registration per holder (`r0`, `r1`, …) and each one's signed ticket
 * code, in the holders' order.
 */
export async function doorActivity(saleId: string, title: string, holders: readonly string[]): Promise<string[]> {
  const secret = localSecret('CARD_TOKEN_SECRET');
  const sale = db.doc(`${orgCol(AURORA_ORG_ID, 'sales')}/${saleId}`);
  await sale.set({ name: title, saleDate: todayInItaly() });
  for (const [i, holder] of holders.entries())
    await sale
      .collection('registrations')
      .doc(`r${i}`)
      .set({ memberId: `r${i}`, holder, quantity: 1, cancelled: false });
  const iat = Math.floor(Date.now() / 1000);
  return holders.map((_, i) => signTicketToken({ k: 'ticket', o: AURORA_ORG_ID, s: saleId, m: `r${i}`, q: 1, iat }, secret));
}

/** Signs in and opens the scanner by its address. */
export async function openScanner(page: Page, email: string) {
  await signedIn(page, email, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto(`${WEB_URL()}/scanner`);
  await page.getByTestId('door-panel').waitFor();
}

/** Registers this browser as a door device for the activity and waits for its list. */
export async function setUpDevice(page: Page, name: string, saleId: string) {
  await page.getByTestId('door-name').fill(name);
  await page.getByTestId('door-scope').selectOption(`sale:${saleId}`);
  await page.getByTestId('door-setup-submit').click();
  await page.getByTestId('door-list-fresh').waitFor();
}

/** Types a code and answers the result card of this check (a new scan id) once it shows `expected`. */
export async function typeCode(page: Page, code: string, expected: string) {
  const shown = page.getByTestId('scan-result');
  const before = (await shown.count()) ? await shown.getAttribute('data-scan-id') : null;
  await page.getByTestId('scanner-manual').fill(code);
  await page.getByTestId('scanner-manual').press('Enter');
  const card = page.locator(`[data-testid="scan-result"][data-result="${expected}"]${before ? `:not([data-scan-id="${before}"])` : ''}`);
  await card.waitFor();
  return card;
}

/** How many scans the device's queue holds, as the panel says. */
export const queueOf = (page: Page) => page.getByTestId('door-queue').getAttribute('data-count');

/**
 * What a test file's door devices left on Aurora, taken away after it: the devices of its activities (by title) with
 * their scans, and the redemptions and conflicts of those activities' doors.
 */
export async function removeDoorRecords(titles: readonly string[], saleIds: readonly string[]) {
  for (const title of titles) {
    const devices = await db.collection(orgCol(AURORA_ORG_ID, 'doorDevices')).where('title', '==', title).get();
    for (const d of devices.docs) {
      for (const s of (await db.collection(orgCol(AURORA_ORG_ID, 'scans')).where('device', '==', d.id).get()).docs) await s.ref.delete();
      await d.ref.delete();
    }
  }
  for (const saleId of saleIds)
    for (const c of ['redemptions', 'doorConflicts'] as const)
      for (const r of (await db.collection(orgCol(AURORA_ORG_ID, c)).where('door', '==', `sale:${saleId}`).get()).docs)
        await r.ref.delete();
}
