import { describe, expect, it } from 'vitest';
import { SOCIO_MEMBER_ID } from '../../seed/src/demoIds';
import { browserForSuite, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

describe("a member's card actions on a phone", () => {
  const browser = browserForSuite();

  it('a compact menu beside the title (375 px) downloads the card; the desktop keeps the buttons', async () => {
    const page = await newPage(browser(), { lang: 'it', viewport: 'mobile', timeout: 60_000 });
    await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/subscribers/${SOCIO_MEMBER_ID}`);
    const menu = page.getByTestId('member-quick-actions');
    await menu.waitFor();
    // in the first screen, beside the title
    expect((await menu.boundingBox())!.y).toBeLessThan(740);
    await menu.click();
    await page.getByTestId('quick-card-mail').waitFor();
    await snap(page, 'member-quick-actions-it-mobile');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), page.getByTestId('quick-card-pdf').click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await page.getByTestId('action-card-pdf').isVisible()).toBe(true);
    await page.context().close();
  });
});
