import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { deceasedNoticeId, pendingDeceasedNotice } from '@tessera/domain/entities/deceasedNotice';
import { deceasedNoticePath, memberPath } from '@tessera/domain/paths';
import { AURORA_GROUP_ADMIN_GROUPS, AURORA_ORG_ID, TEVERE_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';
import { storedMember } from '../support/world';

// Another organization's report that a member is deceased, in the browser: Aurora's general admin finds it in the
// members area's list of reports and on the member's page, where Confirm (after a confirmation) flags the member and
// Dismiss leaves it as it was. The reports are written as the trigger writes them (its own tests cover the trigger).
const RUN = String(Math.floor(Math.random() * 9000) + 1000);
const SOURCE = { org: TEVERE_ORG_ID, orgName: 'Circolo Culturale Tevere', by: null, at: new Date('2026-11-20T10:00:00Z') };
const MEMBERS = {
  confirmed: { id: `e2e-notice-c-${RUN}`, name: 'Ernesto', surname: `Segnalato${RUN}` },
  dismissed: { id: `e2e-notice-d-${RUN}`, name: 'Elvira', surname: `Segnalata${RUN}` },
};
type Key = keyof typeof MEMBERS;
const noticeRef = (key: Key) =>
  db.doc(deceasedNoticePath(AURORA_ORG_ID, deceasedNoticeId({ org: SOURCE.org, memberId: `tevere-${key}` }, MEMBERS[key].id)));
const memberRef = (key: Key) => db.doc(memberPath(AURORA_ORG_ID, MEMBERS[key].id));

async function asAdmin(browser: Browser, lang: 'it' | 'en', viewport: 'desktop' | 'mobile'): Promise<Page> {
  const page = await newPage(browser, { lang, viewport });
  await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

describe('deceased reports from another organization', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    for (const key of Object.keys(MEMBERS) as Key[]) {
      const m = MEMBERS[key];
      await memberRef(key).set(
        storedMember({
          name: m.name,
          surname: m.surname,
          ssn: `SGNRNS40A01F205${key === 'confirmed' ? 'C' : 'D'}`,
          group: AURORA_GROUP_ADMIN_GROUPS[0],
          accountStatus: 'ACTIVE',
          cardStatus: 'NOT_FOUND',
          registeredAt: Timestamp.now(),
        }),
      );
      await noticeRef(key).set(pendingDeceasedNotice(m.id, `${m.name} ${m.surname}`, { ...SOURCE, memberId: `tevere-${key}` }));
    }
  });
  afterAll(async () => {
    for (const key of Object.keys(MEMBERS) as Key[]) await Promise.all([noticeRef(key).delete(), memberRef(key).delete()]);
    await browser?.close();
  });

  it('the list and the banner, in Italian and English, at 1280 and 375 px', async () => {
    for (const [lang, viewport] of [
      ['it', 'desktop'],
      ['en', 'desktop'],
      ['it', 'mobile'],
      ['en', 'mobile'],
    ] as const) {
      const page = await asAdmin(browser, lang, viewport);
      await page.goto(`${WEB_URL()}/subscribers`);
      await page.getByTestId('deceased-notices-reminder').waitFor();
      await page.goto(`${WEB_URL()}/subscribers/deceased-notices`);
      await expect.poll(() => page.getByTestId('deceased-notice-row').count()).toBeGreaterThanOrEqual(2);
      await snap(page, `deceased-notices-${lang}-${viewport}`);
      await page.goto(`${WEB_URL()}/subscribers/${MEMBERS.dismissed.id}`);
      await expect
        .poll(() => page.getByTestId('deceased-notice').textContent())
        .toContain(
          lang === 'it' ? 'Decesso segnalato da Circolo Culturale Tevere il ' : 'Reported deceased by Circolo Culturale Tevere on ',
        );
      await snap(page, `deceased-notice-banner-${lang}-${viewport}`);
      await closePage(page);
    }
  });

  it('Confirm, after its confirmation, flags the member; the report is decided and leaves the page', async () => {
    const page = await asAdmin(browser, 'it', 'desktop');
    await page.goto(`${WEB_URL()}/subscribers/deceased-notices`);
    await page
      .getByTestId('deceased-notice-row')
      .filter({ hasText: MEMBERS.confirmed.surname })
      .getByTestId('deceased-notice-open')
      .click();
    await page.getByTestId('deceased-notice-confirm').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await snap(page, 'deceased-notice-confirm-it-desktop');
    // nothing is decided until the dialog is confirmed
    expect((await noticeRef('confirmed').get()).get('status')).toBe('PENDING');
    await dialog.getByRole('button', { name: 'Conferma', exact: true }).click();
    await page.getByTestId('deceased-notice').waitFor({ state: 'detached' });
    expect((await noticeRef('confirmed').get()).get('status')).toBe('CONFIRMED');
    expect((await memberRef('confirmed').get()).data()).toMatchObject({ deceased: true, deceasedSource: { org: SOURCE.org } });
    await expect.poll(() => page.getByTestId('flag-deceased').textContent()).toBe('Sì');
    await expect.poll(() => page.getByTestId('deceased-source').textContent()).toContain('Circolo Culturale Tevere');
    await closePage(page);
  });

  it('Dismiss leaves the member as it was', async () => {
    const page = await asAdmin(browser, 'en', 'desktop');
    await page.goto(`${WEB_URL()}/subscribers/${MEMBERS.dismissed.id}`);
    await page.getByTestId('deceased-notice-dismiss').click();
    await page.getByTestId('deceased-notice').waitFor({ state: 'detached' });
    expect((await noticeRef('dismissed').get()).get('status')).toBe('DISMISSED');
    expect((await memberRef('dismissed').get()).get('deceased')).toBeUndefined();
    await closePage(page);
  });
});
