import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { launchBrowser, newPage, signedIn, snap } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

const FIELD_NAME = 'Taglia e2e (letta aprendo)';

describe('extraction dialog on the members list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reads the custom fields only once it opens, not on every view of the list', async () => {
    const field = db.doc(`${orgCol(AURORA_ORG_ID, 'customFields')}/e2e-extraction-opened`);
    await field.set({ name: FIELD_NAME, type: 'TEXT', allowedValues: [], visibleToMember: false, order: 98 });
    try {
      const page = await newPage(browser, { lang: 'it' });
      // what the page asks Firestore to listen to: each POST on the listen channel carries the queries it adds
      const listened: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/Listen/channel')) listened.push(decodeURIComponent(r.postData() ?? ''));
      });
      const asked = (collection: string) => listened.some((body) => body.includes(`"collectionId":"${collection}"`));

      await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
      await page.waitForURL('**/subscribers');
      await page.getByTestId('member-row').first().waitFor();
      // the page's components mount together, so the rows on screen mean every listener of the view was asked for
      expect(asked('members')).toBe(true);
      expect(asked('customFields')).toBe(false);

      await page.getByTestId('members-extraction').click();
      await page.getByTestId('extraction-custom').getByText(FIELD_NAME, { exact: true }).waitFor();
      expect(asked('customFields')).toBe(true);
      await snap(page, 'exports-extraction-from-list-it-desktop');
      await page.context().close();
    } finally {
      await field.delete();
    }
  });
});
