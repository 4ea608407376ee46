import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { TOKEN_REFRESH_MS } from '@tessera/domain/constants';
import { accountPath, profileId, profilePath } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { adminAuth, db } from '../support/admin';
import { launchBrowser, login, newPage } from '../support/browser';

const UID = 'e2e-session-staff';
const EMAIL = 'sessione@aurora.demo';
const PASSWORD = 'Sessione-2026';
const PID = profileId(UID, AURORA_ORG_ID, 'staff');

describe('session upkeep', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await adminAuth.createUser({ uid: UID, email: EMAIL, password: PASSWORD, emailVerified: true });
    await db.doc(accountPath(UID)).set({ email: EMAIL, phone_number: null, mfa: false, last_mfa: 0, lang: null, profileIds: [PID] });
    await db
      .doc(profilePath(PID))
      .set({
        uid: UID,
        email: EMAIL,
        orgId: AURORA_ORG_ID,
        orgName: 'Associazione Aurora APS',
        role: 'staff',
        groups: [],
        memberId: null,
        display_name: 'Sessione di prova',
      });
  });
  afterAll(async () => {
    await browser?.close();
    await adminAuth.deleteUser(UID).catch(() => undefined);
    await db.doc(accountPath(UID)).delete();
  });

  it('every 5 minutes the token is refreshed and re-validated; when validation fails the user is logged out', async () => {
    const page = await newPage(browser);
    await page.clock.install();
    await login(page, EMAIL, PASSWORD);
    await page.waitForURL('**/subscribers');
    // Still fine after one refresh period.
    await page.clock.runFor(TOKEN_REFRESH_MS + 1000);
    await page.waitForTimeout(1500);
    expect(page.url()).toContain('/subscribers');
    // The profile is withdrawn: the next validation fails and the session ends.
    await db.doc(profilePath(PID)).delete();
    await page.clock.runFor(TOKEN_REFRESH_MS + 1000);
    await page.waitForURL('**/auth', { timeout: 30_000 });
    await page.context().close();
  });
});
