// The admin app of the tests first: the functions module imported below then reuses it.
import { db } from '../support/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { enqueueMail } from '../../functions/src/mail/enqueue';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

const LANGS = ['it', 'en'] as const;
const VIEWPORTS = ['desktop', 'mobile'] as const;
const usageValue = (text: string | null) => Number((text ?? '').split('/')[0]!.replace(/\D/g, ''));

describe('mail: usage card and development mailbox', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an organization admin sees this month’s mail usage move in realtime', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/home`);
    const value = page.getByTestId('mail-usage-value');
    // Aurora is on ENTERPRISE: 100,000 emails a month
    await expect.poll(() => value.textContent()).toMatch(/^[\d.]+ \/ 100\.000$/);
    const before = usageValue(await value.textContent());
    await enqueueMail({ orgId: AURORA_ORG_ID, to: 'realtime@example.test', template: 'otp', lang: 'it', data: { code: '111222' } });
    await expect.poll(() => value.textContent().then(usageValue), { timeout: 30_000 }).toBe(before + 1);
    await page.context().close();
  });

  for (const lang of LANGS) {
    for (const viewport of VIEWPORTS) {
      it(`dashboard usage card, ${lang} ${viewport}`, async () => {
        const page = await newPage(browser, { lang, viewport });
        await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/home`);
        await page.getByTestId('mail-usage-value').waitFor();
        await snap(page, `mail-usage-${lang}-${viewport}`);
        await page.context().close();
      });
    }
  }

  it('a group admin does not get the usage card (the rules would refuse the counter)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await signedIn(page, DEMO_EMAILS.auroraGroupAdmin, DEMO_PASSWORD, `${WEB_URL()}/home`);
    await page.getByTestId('counter-total').waitFor();
    expect(await page.getByTestId('mail-usage').count()).toBe(0);
    await page.context().close();
  });

  it('the dev mailbox lists the sink’s messages newest first and shows the code of an OTP mail', async () => {
    const code = String(Math.floor(100000 + Math.random() * 900000));
    const pdf = Buffer.from('%PDF-1.4 e2e').toString('base64');
    await enqueueMail({
      orgId: AURORA_ORG_ID,
      to: 'mailbox@example.test',
      template: 'card',
      lang: 'it',
      data: { name: 'Giulia', cardNumber: '4242', validUntil: '31/12/2026' },
      attachments: [{ fileName: 'tessera-4242.pdf', contentType: 'application/pdf', contentBase64: pdf }],
    });
    await enqueueMail({ orgId: AURORA_ORG_ID, to: 'mailbox@example.test', template: 'otp', lang: 'it', data: { code } });
    await expect
      .poll(
        async () => (await db.collection(DEV_MAILBOX_COLLECTION).where('subject', '==', `Il tuo codice di verifica: ${code}`).get()).size,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);

    for (const lang of LANGS) {
      for (const viewport of VIEWPORTS) {
        const page = await newPage(browser, { lang, viewport });
        await page.goto(`${WEB_URL()}/dev/mailbox`);
        const first = page.getByTestId('mailbox-item').first();
        await expect.poll(() => first.textContent()).toContain(code);
        await snap(page, `mailbox-list-${lang}-${viewport}`);
        await first.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => page.getByTestId('mailbox-text').textContent()).toContain(code);
        // the HTML version, rendered in its sandboxed frame
        await expect.poll(() => page.frameLocator('[data-testid=mailbox-html]').locator('body').textContent()).toContain(code);
        await snap(page, `mailbox-otp-${lang}-${viewport}`);
        const card = page.getByTestId('mailbox-item').filter({ hasText: 'La tua tessera' }).first();
        await card.click();
        await expect.poll(() => page.getByTestId('mailbox-attachment').first().textContent()).toContain('tessera-4242.pdf');
        await expect.poll(() => page.getByTestId('mailbox-text').textContent()).toContain('4242');
        if (viewport === 'desktop') await snap(page, `mailbox-card-${lang}-${viewport}`);
        await page.context().close();
      }
    }
  });
});
