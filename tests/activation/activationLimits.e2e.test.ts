import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { EMAIL_CODE_SENDS_PER_EMAIL } from '@tessera/domain/constants';
import { col, orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { launchBrowser, newPage, snap, WEB_URL } from '../support/browser';
import { clearRateLimits, fillRateWindow } from '../signup/support';

// The activation screen after the per-address limit of code mails: it says when to retry (the clock time), keeps the
// code field open for a code already received, and lets another address be tried at once.
/**
 * A demo member with a card and no sign-in yet, found when the test runs: the browser tests before this one activate
 * or invite members of their own, so no fixed id is sure to still be free.
 */
async function memberWithoutSignIn(): Promise<{ cardNumber: string; ssn: string }> {
  const members = await db.collection(orgCol(AURORA_ORG_ID, 'members')).where('cardStatus', '==', 'ACTIVE').limit(200).get();
  for (const doc of [...members.docs].reverse()) {
    const data = doc.data();
    if (typeof data.cardNumber !== 'string' || typeof data.ssn !== 'string' || data.deceased === true) continue;
    if ((await db.collection(col.profiles).where('memberId', '==', doc.id).limit(1).get()).empty)
      return { cardNumber: data.cardNumber, ssn: data.ssn };
  }
  throw new Error('no demo member of Aurora is left without a sign-in');
}
const EMAIL = 'limite.attivazione@example.test';

describe('activation code mails over the limit, in the browser', () => {
  let browser: Browser;
  let member: { cardNumber: string; ssn: string };
  beforeAll(async () => {
    browser = await launchBrowser();
    member = await memberWithoutSignIn();
    await clearRateLimits();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['it', /Troppe richieste: riprova tra \d+ minut[oi] \(alle (\d{2}:\d{2})\)/],
    ['en', /Too many requests: try again in \d+ minutes? \(at (\d{2}:\d{2})\)/],
  ] as const)('375 px, %s: the time to retry, the code field open, another address at once', async (lang, said) => {
    // this address has had its codes for the quarter of an hour
    const filledAt = await fillRateWindow('code-email', `activation:${EMAIL}`, EMAIL_CODE_SENDS_PER_EMAIL);
    const page = await newPage(browser, { lang, viewport: 'mobile' });
    await page.goto(`${WEB_URL()}/activate`);
    await page.getByTestId('activate-card-number').fill(member.cardNumber);
    await page.getByTestId('activate-ssn').fill(member.ssn);
    await page.getByTestId('activate-check').click();
    await page.getByTestId('activate-email').fill(EMAIL);
    const send = page.getByTestId('activate-send-code');
    await send.click();

    const retry = page.getByTestId('activate-retry');
    await retry.waitFor({ timeout: 30_000 });
    const text = (await retry.textContent()) ?? '';
    const time = said.exec(text)?.[1];
    // the clock time the window opens again, as the browser's own clock shows it
    const expected = await page.evaluate(
      (at) => new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at)),
      filledAt + EMAIL_CODE_SENDS_PER_EMAIL.windowMs,
    );
    expect(time, text).toBe(expected);
    expect(await send.isDisabled()).toBe(true);
    // a code already received can still be typed: the field is not left disabled
    expect(await page.getByTestId('activate-code').isDisabled()).toBe(false);
    await snap(page, `activate-retry-${lang}-mobile`);

    // another address: the send button is back at once, the wait gone
    await page.getByTestId('activate-email').fill(`altro.${lang}@example.test`);
    expect(await send.isDisabled()).toBe(false);
    expect(await retry.count()).toBe(0);
    await page.context().close();
  });
});
