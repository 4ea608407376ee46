import { adminAuth, db } from '../support/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { col, memberPath, orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { closePage, launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';
import { memberInvitationToken } from '../support/mailbox';
import { updateMember } from '../support/world';
import { clearRateLimits, emailedCode } from '../signup/support';

const RUN = Date.now().toString(36);
const SEARCH_ID = `invite-e2e-${RUN}`;
const EMAIL = `invito.e2e.${RUN}@example.test`;
const PASSWORD = 'Invito2026';

/** A seeded Aurora member of the register with no sign-in and not deceased (other browser tests activate 0296, 0297). */
async function registerMemberWithoutSignIn(): Promise<string> {
  for (let n = 280; n < 296; n++) {
    const id = `m-aurora-0${n}`;
    const member = (await db.doc(memberPath(AURORA_ORG_ID, id)).get()).data();
    if (!member || member.deceased === true || member.signedInAt) continue;
    const profiles = await db.collection(col.profiles).where('memberId', '==', id).limit(1).get();
    if (profiles.empty) return id;
  }
  throw new Error('no seeded member without a sign-in left');
}

const access = (page: Page) => page.getByTestId('member-access-panel').getByTestId('member-access');

describe('invitations in the browser', () => {
  let browser: Browser;
  let memberId = '';
  let holder = '';
  let cardNumber = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    memberId = await registerMemberWithoutSignIn();
    await updateMember(AURORA_ORG_ID, memberId, { email: EMAIL });
    const member = (await db.doc(memberPath(AURORA_ORG_ID, memberId)).get()).data()!;
    holder = `${member.name} ${member.surname}`;
    cardNumber = String(member.cardNumber);
    await clearRateLimits();
  });
  afterAll(async () => {
    await db.doc(`${orgCol(AURORA_ORG_ID, 'searches')}/${SEARCH_ID}`).delete();
    await browser?.close();
  });

  it('an admin invites a member; the mailed link opens activation with the card; the member lands in the area; the page shows "signed in"', async () => {
    // the admin, 1280 px, Italian: the member page says "no access" and offers the invitation
    const admin = await newPage(browser, { lang: 'it', timeout: 30_000 });
    await signedIn(admin, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/subscribers/${memberId}`);
    await expect.poll(() => access(admin).getAttribute('data-state')).toBe('never');
    await snap(admin, 'invite-member-it-desktop');
    await admin.getByTestId('action-invite').click();
    await expect.poll(() => admin.getByTestId('invite-count').textContent()).toMatch(/1 socio/);
    await snap(admin, 'invite-confirm-it-desktop');
    await admin.getByTestId('invite-confirm').click();
    await expect.poll(() => access(admin).getAttribute('data-state')).toBe('invited');
    expect(await admin.getByTestId('member-access-detail').textContent()).toMatch(/valido fino al/);
    await snap(admin, 'invite-member-invited-it-desktop');

    // the member, 375 px: the link from the mail opens activation with the card identified
    const token = await memberInvitationToken(EMAIL);
    const member = await newPage(browser, { lang: 'it', viewport: 'mobile', timeout: 30_000 });
    await member.goto(`${WEB_URL()}/activate?invitation=${token}`);
    await expect.poll(() => member.getByTestId('invitation-holder').textContent()).toBe(holder);
    expect(await member.getByTestId('invitation-card-number').textContent()).toContain(cardNumber);
    expect(await member.getByTestId('activate-email').inputValue()).toBe(EMAIL);
    await snap(member, 'invite-activate-it-mobile');
    await member.getByTestId('activate-send-code').click();
    await member.getByTestId('activate-code').fill(await emailedCode(EMAIL, 2));
    await member.getByTestId('activate-password').fill(PASSWORD);
    await member.getByTestId('activate-confirm').click();
    await member.waitForURL('**/my-area', { timeout: 60_000 });
    const user = await adminAuth.getUserByEmail(EMAIL);
    const profiles = await db.collection(col.profiles).where('memberId', '==', memberId).get();
    expect(profiles.docs.map((d) => d.get('uid'))).toEqual([user.uid]);
    await closePage(member);

    // the admin's page follows the member: signed in, nothing left to invite
    await expect.poll(() => access(admin).getAttribute('data-state'), { timeout: 30_000 }).toBe('signedIn');
    expect(await admin.getByTestId('action-invite').count()).toBe(0);
    await snap(admin, 'invite-member-signed-in-it-desktop');
    await closePage(admin);

    // the link is spent: opened again, it says so and leads to sign in (English, 1280 px)
    const again = await newPage(browser, { lang: 'en' });
    await again.goto(`${WEB_URL()}/activate?invitation=${token}`);
    await expect.poll(() => again.getByTestId('invitation-problem').getAttribute('data-code')).toBe('INVITATION_USED');
    expect(await again.getByTestId('invitation-sign-in').count()).toBe(1);
    await snap(again, 'invite-used-en-desktop');
    await closePage(again);
    // a journey through four screens and two accounts: longer than one screen's test on a busy machine
  }, 300_000);

  it('an unknown link explains itself and offers activation by card (375 px, English); the list shows each member’s access', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await page.goto(`${WEB_URL()}/activate?invitation=no-such-invitation`);
    await expect.poll(() => page.getByTestId('invitation-problem').getAttribute('data-code')).toBe('INVITATION_INVALID');
    await snap(page, 'invite-invalid-en-mobile');
    await page.getByTestId('invitation-use-card').click();
    await page.getByTestId('activate-card-number').waitFor();
    await closePage(page);

    for (const [lang, viewport] of [
      ['it', 'desktop'],
      ['en', 'mobile'],
    ] as const) {
      const admin = await newPage(browser, { lang, viewport, timeout: 30_000 });
      await signedIn(admin, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/subscribers`);
      await admin.getByTestId('members-search').fill(holder.split(' ').slice(-1)[0]!);
      await expect
        .poll(() => admin.locator(`[data-member-id="${memberId}"] [data-testid="member-access"]`).first().getAttribute('data-state'))
        .toBe('signedIn');
      await snap(admin, `invite-list-${lang}-${viewport}`);
      await closePage(admin);
    }
  });

  it('a saved search offers the invitation, with the counts before anything is sent (375 px, English); the member page at 375 px', async () => {
    await db.doc(`${orgCol(AURORA_ORG_ID, 'searches')}/${SEARCH_ID}`).set({
      name: `Invite ${RUN}`,
      query: { mode: 'members', where: { all: [{ field: 'cardNumber', op: 'equals', value: cardNumber }] } },
      shared: true,
      ownerUid: 'someone-else',
      ownerEmail: 'someone@aurora.demo',
    });
    const admin = await newPage(browser, { lang: 'en', viewport: 'mobile', timeout: 30_000 });
    await signedIn(admin, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/advanced-search`);
    const saved = admin.getByTestId('saved-search').filter({ hasText: `Invite ${RUN}` });
    await saved.getByTestId('saved-search-invite').click();
    // the one member it finds has signed in by now: nothing to send, and the dialog says why
    await expect.poll(() => admin.getByTestId('invite-skipped').textContent()).toMatch(/1 member already has access/);
    expect(await admin.getByTestId('invite-confirm').count()).toBe(0);
    await snap(admin, 'invite-search-en-mobile');
    await admin.getByTestId('invite-dialog').getByRole('button', { name: 'Close' }).click();

    await admin.goto(`${WEB_URL()}/subscribers/${memberId}`);
    await expect.poll(() => access(admin).getAttribute('data-state')).toBe('signedIn');
    await snap(admin, 'invite-member-en-mobile');
    await closePage(admin);
  });
});
