import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';
import { recipientKey } from '../../functions/src/mailshots/store';
import { sinkByAddress } from './support';

// Mailshots on the Aurora demo association: the admin composes a newsletter with a merge field (no audience is
// preset: a send without one is refused until it is chosen), previews it per recipient, sends it to a saved search (the members whose card number starts 10000: a handful), watches the
// monitor reach "delivered" for each; in English at 375 px the list, the monitor and a recipient's unsubscribe page; the
// member's page then shows the suppression, which the admin clears. Everything made is removed at the end.
const RUN = Date.now().toString(36);
const SUBJECT = `Notizie ${RUN} per {{name}}`;
const SEARCH_ID = `mailshot-e2e-${RUN}`;
let mailshotId = '';

const labelOf = (page: Page, testId: string) => page.locator('label', { has: page.getByTestId(testId) });

describe('mailshots', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await db.doc(`${orgCol(AURORA_ORG_ID, 'searches')}/${SEARCH_ID}`).set({
      name: `Tessere 10000… ${RUN}`,
      query: { mode: 'members', where: { all: [{ field: 'cardNumber', op: 'startsWith', value: '10000' }] } },
      shared: true,
      ownerUid: 'someone-else',
      ownerEmail: 'someone@aurora.demo',
    });
  });
  afterAll(async () => {
    if (mailshotId) await db.recursiveDelete(db.doc(`${orgCol(AURORA_ORG_ID, 'mailshots')}/${mailshotId}`));
    await db.doc(`${orgCol(AURORA_ORG_ID, 'searches')}/${SEARCH_ID}`).delete();
    await browser?.close();
  });

  it('composes, previews and sends to a saved search, then the monitor shows every delivery (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/campaigns`);
    await page.getByTestId('campaigns-mailshots').click();
    await page.getByTestId('mailshot-new').click();

    await page.getByTestId('mailshot-subject').fill(SUBJECT);
    await page.getByTestId('mailshot-sender').selectOption('secretary');
    await page.getByTestId('mailshot-body').click();
    await page.keyboard.type('Ciao ');
    await page.getByTestId('mailshot-body-insert').click();
    await page.getByTestId('mailshot-body-insert-name').click();
    await page.keyboard.type(', ecco le novità.');
    // nobody is chosen for the sender: the draft saves without an audience, and is not sent
    await page.getByTestId('mailshot-choose-kind').waitFor();
    expect(await page.locator('input[data-testid^="mailshot-kind-"]:checked').count()).toBe(0);
    await page.getByTestId('mailshot-save').click();
    // saved: the address names the new draft instead of "new"
    await page.waitForURL((url) => /^\/campaigns\/mailshots\/(?!new$)[\w-]+$/.test(url.pathname));
    mailshotId = new URL(page.url()).pathname.split('/').pop()!;
    await expect.poll(async () => (await db.doc(`${orgCol(AURORA_ORG_ID, 'mailshots')}/${mailshotId}`).get()).get('recipients')).toBeNull();
    await page.getByTestId('mailshot-send').click();
    await expect.poll(() => page.getByTestId('mailshot-form').textContent()).toContain('Scegli i destinatari prima di inviare');
    expect(await page.getByTestId('mailshot-send-dialog').count()).toBe(0);
    await snap(page, 'mailshots-compose-no-audience-it');
    await labelOf(page, 'mailshot-kind-search').click();
    await page.getByTestId('mailshot-search').selectOption(SEARCH_ID);
    await page.getByTestId('mailshot-save').click();
    await expect
      .poll(async () => (await db.doc(`${orgCol(AURORA_ORG_ID, 'mailshots')}/${mailshotId}`).get()).get('recipients.kind'))
      .toBe('search');
    const stored = (await db.doc(`${orgCol(AURORA_ORG_ID, 'mailshots')}/${mailshotId}`).get()).data()!;
    expect(stored).toMatchObject({ state: 'DRAFT', subject: SUBJECT, recipients: { kind: 'search', searchId: SEARCH_ID } });
    expect(stored.bodyHtml).toBe('<p>Ciao {{name}}, ecco le novità.</p>');
    await snap(page, 'mailshots-compose-it');

    // the preview merges the first recipient's values
    await page.getByTestId('mailshot-preview').click();
    const previewBody = page.getByTestId('mailshot-preview-body');
    await expect.poll(() => previewBody.textContent()).toMatch(/^Ciao \p{L}+.*, ecco le novità\.$/u);
    expect(await page.getByTestId('mailshot-preview-subject').textContent()).toMatch(new RegExp(`^Notizie ${RUN} per \\p{L}+`, 'u'));
    await snap(page, 'mailshots-preview-it');
    await page.getByTestId('mailshot-preview-close').click();

    // the send's confirmation: the audience by name, the count, the quota left, the warning that it cannot be stopped
    await page.getByTestId('mailshot-send').click();
    const count = page.getByTestId('mailshot-send-count');
    await count.waitFor();
    const recipients = Number(await count.getAttribute('data-count'));
    expect(recipients).toBeGreaterThan(0);
    expect(recipients).toBeLessThanOrEqual(9);
    const audience = page.getByTestId('mailshot-send-audience');
    expect(await audience.getAttribute('data-kind')).toBe('search');
    expect(await audience.textContent()).toContain(`la ricerca salvata «Tessere 10000… ${RUN}»`);
    expect(await page.getByTestId('mailshot-send-confirm').textContent()).toMatch(new RegExp(`^Invia a ${recipients} destinatar[io]$`));
    await page.getByTestId('mailshot-send-warning').waitFor();
    await snap(page, 'mailshots-send-it');
    await page.getByTestId('mailshot-send-confirm').click();

    // the page turns into the monitor, live, until every recipient's message is delivered
    await page.getByTestId('mailshot-monitor').waitFor();
    const delivered = page.getByTestId('mailshot-total-DELIVERED');
    await expect.poll(() => delivered.getAttribute('data-count'), { timeout: 90_000 }).toBe(String(recipients));
    await expect.poll(() => page.getByTestId('delivery-row').count()).toBe(recipients);
    await snap(page, 'mailshots-monitor-it');
    const sink = await sinkByAddress(AURORA_ORG_ID, mailshotId);
    expect(sink.size).toBe(recipients);
    expect([...sink.values()].every((n) => n === 1)).toBe(true);
    await closePage(page);
  }, 180_000);

  it('in English at 375 px: the list, the monitor; a recipient unsubscribes, the admin sees it on the member and clears it', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/campaigns/mailshots`);
    await page.locator(`[data-testid="mailshot-row"][data-id="${mailshotId}"]`).waitFor();
    await snap(page, 'mailshots-list-en-mobile');
    await page.locator(`[data-testid="mailshot-row"][data-id="${mailshotId}"] a`).click();
    await page.getByTestId('mailshot-monitor').waitFor();
    await snap(page, 'mailshots-monitor-en-mobile');

    // a recipient opens the link of their message (no sign-in): nothing happens until they confirm
    const delivery = (
      await db
        .collection(`${orgCol(AURORA_ORG_ID, 'mailshots')}/${mailshotId}/deliveries`)
        .limit(1)
        .get()
    ).docs[0]!;
    const email = String(delivery.get('email'));
    const memberId = String(delivery.get('memberId'));
    const message = (await db.collection(DEV_MAILBOX_COLLECTION).where('mailId', '==', delivery.get('mailId')).get()).docs[0]!;
    const link = /href="([^"]*\/unsubscribe\/[^"]+)"/.exec(String(message.get('html')))![1]!.replace(/&amp;/g, '&');
    const visitor = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await visitor.goto(`${WEB_URL()}${new URL(link).pathname}${new URL(link).search}`);
    await visitor.getByTestId('unsubscribe-confirm').waitFor();
    const suppression = db.doc(`${orgCol(AURORA_ORG_ID, 'suppressions')}/${recipientKey(email)}`);
    expect((await suppression.get()).exists).toBe(false);
    await snap(visitor, 'mailshots-unsubscribe-en-mobile');
    await visitor.getByTestId('unsubscribe-confirm').click();
    await visitor.getByTestId('unsubscribe-done').waitFor();
    expect((await suppression.get()).data()).toMatchObject({ email, reason: 'unsubscribed' });
    await closePage(visitor);

    // the member's page says so; the admin clears it (after a confirmation)
    await page.goto(`${WEB_URL()}/subscribers/${memberId}`);
    await page.getByTestId('member-suppression').waitFor();
    expect(await page.getByTestId('member-suppression').getAttribute('data-reason')).toBe('unsubscribed');
    await snap(page, 'mailshots-member-suppression-en-mobile');
    await page.getByTestId('member-suppression-clear').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear' }).click();
    await expect.poll(async () => (await suppression.get()).exists).toBe(false);
    await page.getByTestId('member-suppression').waitFor({ state: 'detached' });
    // the unsubscribe withdrew the consent: put back as the demo had it
    await db.doc(`${orgCol(AURORA_ORG_ID, 'members')}/${memberId}`).update({ newsletter: true });
    await closePage(page);
  }, 180_000);

  it('a draft an archive import stopped on its way says so, in the list and on its page, and asks for its recipients again', async () => {
    // as the import writes a mailshot that was sending to a recipients file when the archive was made
    const stopped = db.collection(orgCol(AURORA_ORG_ID, 'mailshots')).doc(`imported-${RUN}`);
    await stopped.set({
      subject: `Assemblea ${RUN}`,
      senderId: '',
      bodyHtml: '<p>Care socie e cari soci…</p>',
      lang: 'it',
      recipients: null,
      recipientsFileLeftOut: 'soci-assemblea.xlsx',
      stoppedByImport: 'SENDING',
      attachments: [],
      state: 'DRAFT',
      createdBy: { uid: 'uid-old', email: 'segreteria@aurora.demo' },
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      sortKeys: { createdAt: new Date().toISOString() },
    });
    try {
      for (const [lang, viewport] of [
        ['it', 'desktop'],
        ['en', 'mobile'],
      ] as const) {
        const page = await newPage(browser, { lang, viewport });
        await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/campaigns/mailshots`);
        const row = page.locator(`[data-testid="mailshot-row"][data-id="${stopped.id}"]`);
        await row.getByTestId('mailshot-stopped-by-import').waitFor();
        expect(await row.getByTestId('mailshot-stopped-by-import').textContent()).toBe(
          lang === 'it' ? 'Interrotto dall’importazione' : 'Stopped by the import',
        );
        await page.goto(`${WEB_URL()}/campaigns/mailshots/${stopped.id}`);
        const note = page.getByTestId('mailshot-stopped-note');
        await note.waitFor();
        expect(await note.textContent()).toMatch(
          lang === 'it' ? /questo invio era in corso: qui è tornato bozza/ : /was being sent: here it is a draft again/,
        );
        expect(await page.getByTestId('mailshot-file-left-out').textContent()).toContain('soci-assemblea.xlsx');
        await snap(page, `mailshots-stopped-by-import-${lang}-${viewport}`);
        await closePage(page);
      }
    } finally {
      await stopped.delete();
    }
  });
});
