import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { cardPath, memberPath, orgPath } from '@tessera/domain/paths';
import { AURORA_GROUP_ADMIN_GROUPS, AURORA_ORG_ID, SOCIO_MEMBER_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';
import { storedCard, storedMember } from '../support/world';

// The surviving-member card in the browser (preference survivingMemberCard, on in the demo's Aurora): an admin links
// the socio to a deceased member by card number from the member's page, the socio's digital card names them, and the
// link is undone after a confirmation. The demo data are put back afterwards.
const RUN = String(Math.floor(Math.random() * 9000) + 1000);
const DECEASED_ID = `e2e-deceased-${RUN}`;
const DECEASED_CARD = `99${RUN}`;
const DECEASED = { name: 'Ernesto', surname: `Defunti${RUN}` };
const socio = () => db.doc(memberPath(AURORA_ORG_ID, SOCIO_MEMBER_ID));

async function openSocio(page: Page) {
  await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/subscribers/${SOCIO_MEMBER_ID}`);
  await page.getByTestId('member-survivor').waitFor();
}

describe('surviving-member card', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    const member = {
      ...DECEASED,
      ssn: `DFNRST40A01F205${RUN.slice(0, 1)}`.slice(0, 16),
      group: AURORA_GROUP_ADMIN_GROUPS[0],
      cardNumber: DECEASED_CARD,
      accountStatus: 'INACTIVE',
      cardStatus: 'INACTIVE',
      deceased: true,
    };
    await db.doc(memberPath(AURORA_ORG_ID, DECEASED_ID)).set(storedMember(member));
    await db.doc(cardPath(AURORA_ORG_ID, DECEASED_CARD)).set(
      storedCard(DECEASED_CARD, {
        number: DECEASED_CARD,
        memberId: DECEASED_ID,
        holder: `${DECEASED.surname} ${DECEASED.name}`,
        group: member.group,
        status: 'INACTIVE',
        validUntil: null,
      }),
    );
  });
  afterAll(async () => {
    await socio().update({ survivorOf: FieldValue.delete() });
    await db.doc(cardPath(AURORA_ORG_ID, DECEASED_CARD)).delete();
    await db.doc(memberPath(AURORA_ORG_ID, DECEASED_ID)).delete();
    await db.doc(orgPath(AURORA_ORG_ID)).update({ 'preferences.survivingMemberCard': true });
    await browser?.close();
  });

  it('links the socio to a deceased member by card number (a wrong number says why), and the digital card names them (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openSocio(page);
    const own = (await socio().get()).get('cardNumber') as string;
    // the member's own card is no deceased member's: refused under the field, nothing stored
    await page.getByTestId('member-survivor-card').fill(own);
    await page.getByTestId('member-survivor-card').press('Enter');
    await expect.poll(() => page.getByTestId('member-survivor-error').textContent()).toBe('Nessun socio con questo numero di tessera');
    expect((await socio().get()).get('survivorOf')).toBeUndefined();

    await page.getByTestId('member-survivor-card').fill(DECEASED_CARD);
    await page.getByTestId('member-survivor-link').click();
    await expect
      .poll(() => page.getByTestId('member-survivor-of').textContent())
      .toBe(`Socio superstite di ${DECEASED.name} ${DECEASED.surname} (tessera ${DECEASED_CARD})`);
    expect((await socio().get()).get('survivorOf')).toEqual({
      memberId: DECEASED_ID,
      name: `${DECEASED.name} ${DECEASED.surname}`,
      cardNumber: DECEASED_CARD,
    });
    await snap(page, 'member-survivor-it-desktop');
    await page.context().close();

    const member = await newPage(browser, { lang: 'it' });
    await signedIn(member, DEMO_EMAILS.auroraMember, DEMO_PASSWORD);
    await member.waitForURL('**/my-area');
    await expect
      .poll(() => member.getByTestId('card-survivor-of').textContent())
      .toBe(`Socio superstite di ${DECEASED.name} ${DECEASED.surname}`);
    await snap(member, 'my-area-survivor-it-desktop');
    await member.context().close();
  });

  it('unlinks after a confirmation (en, 375 px)', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await openSocio(page);
    await page.getByTestId('member-survivor-of').waitFor();
    await page.getByTestId('member-survivor-of').scrollIntoViewIfNeeded();
    await snap(page, 'member-survivor-en-mobile');
    await page.getByTestId('member-survivor-undo').click();
    await page.getByTestId('member-survivor-undo-dialog').waitFor();
    await snap(page, 'member-survivor-undo-en-mobile');
    await page.getByTestId('member-survivor-undo-confirm').click();
    await page.getByTestId('member-survivor-card').waitFor();
    await expect.poll(async () => (await socio().get()).get('survivorOf')).toBeUndefined();
    await page.context().close();
  });

  it('the panel leaves the page while the preference is off', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openSocio(page);
    await db.doc(orgPath(AURORA_ORG_ID)).update({ 'preferences.survivingMemberCard': false });
    try {
      await page.getByTestId('member-survivor').waitFor({ state: 'detached' });
    } finally {
      await db.doc(orgPath(AURORA_ORG_ID)).update({ 'preferences.survivingMemberCard': true });
    }
    await page.getByTestId('member-survivor').waitFor();
    await page.context().close();
  });
});
