import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { auditSortKeys } from '@tessera/domain/entities/audit';
import { orgCol } from '@tessera/domain/paths';
import { TEVERE_ORG_ID } from '../../seed/src/demoIds';
import { api } from '../support/api';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD, demoToken } from '../support/demo';

// The activity log as people read it: records that hold ids, codes and field names (an administrator's groups and
// role, a refunded payment, a campaign's button text, a change made by the platform) show names and words instead,
// in both languages, as a table on a desktop and as cards on a phone. The records are written here and removed after.
const RUN = Math.random().toString(36).slice(2, 6);
const audit = () => db.collection(orgCol(TEVERE_ORG_ID, 'audit'));
const written: string[] = [];
let groupId = '';

async function record(type: string, fields: Record<string, unknown>) {
  const at = new Date(Date.now() - written.length * 1000);
  const ref = await audit().add({
    type,
    by: { uid: 'u', email: 'segreteria@tevere.test', role: 'organization' },
    at,
    sortKeys: auditSortKeys(at),
    ...fields,
  });
  written.push(ref.id);
}

async function openLog(page: Page) {
  await signedIn(page, DEMO_EMAILS.tevereAdmin, DEMO_PASSWORD, `${WEB_URL()}/settings/audit`);
  await expect.poll(() => page.getByTestId('audit-row').count()).toBeGreaterThanOrEqual(4);
}

/** The words the log must never show: stored codes, ids, endpoint paths, field names, missing-key paths. */
const RAW = [/PROCESSED|REFUNDED/, /\/v1\//, /ctaText/, /settings\.audit\./, /grp-gone/];

describe('the activity log in people’s words', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await demoToken(DEMO_EMAILS.tevereAdmin);
    const added = await api<{ id: string }>('POST', '/v1/settings/add-list-values', {
      token,
      headers: { type: 'groups' },
      body: { name: `Gruppo log ${RUN}` },
    });
    expect(added.status).toBe(200);
    groupId = added.body.id;
    written.push(...(await audit().where('target', '==', `groups/${groupId}`).get()).docs.map((d) => d.id));
    await record('adminChanged', {
      target: 'profile-x',
      before: { email: 'locale@tevere.test', role: 'management', groups: [groupId] },
      after: { email: 'locale@tevere.test', role: 'group', groups: [groupId, 'grp-gone'] },
    });
    await record('paymentRefunded', {
      target: 'payment-x',
      before: { status: 'PROCESSED', refundedAmount: 0 },
      after: { status: 'REFUNDED', refundedAmount: 2500, creditNote: 'NC-7' },
    });
    await record('campaignChanged', {
      target: 'campaign-x',
      before: { name: 'Festa', ctaText: 'Iscriviti' },
      after: { name: 'Festa', ctaText: 'Partecipa' },
    });
    await record('impersonatedRequest', { target: 'POST /v1/settings/add-list-values', before: null, after: { from: 'platform' } });
    await record('mailshotSent', {
      target: 'mailshot-x',
      before: null,
      after: { subject: 'Assemblea', recipients: 12, duplicates: 0, invalid: 1, suppressed: 0 },
    });
  });
  afterAll(async () => {
    // the group goes (the settings screens count Tevere's groups), then every record this file caused
    if (groupId) {
      const token = await demoToken(DEMO_EMAILS.tevereAdmin);
      await api('DELETE', '/v1/settings/delete-list-values', { token, headers: { type: 'groups', id: groupId } });
      written.push(...(await audit().where('target', '==', `groups/${groupId}`).get()).docs.map((d) => d.id));
    }
    await Promise.all([...new Set(written)].map((id) => audit().doc(id).delete()));
    await browser?.close();
  });

  it.each([
    [
      'it',
      'desktop',
      [
        'Amministratore locale',
        `Gruppo log ${RUN}, valore eliminato`,
        'Pagato → Rimborsato',
        'Area: Impostazioni',
        'Invio di email partito',
      ],
    ],
    ['en', 'desktop', ['Local admin', `Gruppo log ${RUN}, deleted value`, 'Paid → Refunded', 'Area: Settings', 'Email send started']],
    ['it', 'mobile', ['Amministratore locale', 'Pagato → Rimborsato']],
    ['en', 'mobile', ['Local admin', 'Paid → Refunded']],
  ] as const)('names everything in words (%s, %s)', async (lang, viewport, words) => {
    const page = await newPage(browser, { lang, viewport });
    await openLog(page);
    const log = page.getByTestId('audit-row');
    for (const w of words) await expect.poll(async () => (await log.allTextContents()).join('\n')).toContain(w);
    const text = (await log.allTextContents()).join('\n');
    for (const raw of [...RAW, new RegExp(groupId)]) expect(text).not.toMatch(raw);
    // a phone shows each record as a card: no table scrolling sideways
    expect(await page.getByTestId('audit-table').count()).toBe(viewport === 'mobile' ? 0 : 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await snap(page, `settings-audit-words-${lang}-${viewport}`);
    await closePage(page);
  });
});
