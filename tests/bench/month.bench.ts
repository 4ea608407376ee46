/**
 * A month's cost, measured: the demo association seeded at each size (as `npm run seed` does), every action of the
 * month model (month/model.ts) run for real on a sample — the API with the demo logins' tokens and the triggers it
 * sets off, the admins' and members' screens in Chromium (the production build with the read meter) — and counted by
 * the meters (the functions' month/serverMeter.ts, the browser's `window.__tesseraReads` and what it downloads from
 * Firestore), then multiplied by the model and priced (month/cost.ts). Run by tests/bench/run.ts.
 */
import type { CDPSession, Page } from 'playwright-core';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { AURORA_ORG_ID, DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/src/demoIds';
import { api } from '../support/api';
import { db } from '../support/admin';
import { demoToken } from '../support/demo';
import { launchBrowser, login, newPage } from '../support/browser';
import { csv, draft, saveDraft, sendDraft, uploadRecipients, verifiedSender } from '../mailshots/support';
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { eventually } from '../support/settle';
import { activityNextYear } from '../sales/support';
import { leaveQuietly, navigate, resetReads, settledReads } from './lists.bench';
import { addScaled, dailyUsage, drivers, priceMonth, zeroUsage, type Bill, type Usage } from './month/cost';
import { monthModel, type Action } from './month/model';
import { byFunctionSince, mark, triggerRanSince, usageSince } from './month/serverMeter';

export interface Measured {
  unit: Usage;
  /** occurrences run to measure it */
  sample: number;
  /** the functions' part of it, by function, per occurrence (serverMeter.ts byFunctionSince): for the log */
  byFunction?: Record<string, string>;
}

export interface MonthAtSize {
  members: number;
  seedS: number;
  storedGib: number;
  units: Record<Action, Measured>;
  renewalMonth: Bill;
  ordinaryMonth: Bill;
  eurPerMemberYear: number;
  drivers: { name: string; eur: number }[];
  /**
   * The emulator's own time for the query a fee's and a payer's triggers run (one member's payments), alone, median of
   * 3: it keeps no indexes and scans the collection, so the functions' time, which the month prices, grows with the
   * association here where production reads an index.
   */
  memberPaymentsQueryMs: number;
}

const ORG = AURORA_ORG_ID;
/** a mailshot's recipients actually sent at each size; the cost per recipient is then scaled to every member */
const MAILSHOT_SAMPLE = Number(process.env.BENCH_MONTH_MAILSHOT ?? 200);
/** API actions run this many times each (after one run that warms the functions' workers) */
const API_SAMPLE = 5;

const perOccurrence = (total: Usage, n: number): Usage => addScaled(zeroUsage(), total, 1 / n);

/** One warm-up, then `n` runs, measured together once the functions have gone quiet. */
async function measureApi(n: number, run: (i: number) => Promise<unknown>): Promise<Measured> {
  await run(n);
  await usageSince(mark());
  const from = mark();
  for (let i = 0; i < n; i++) await run(i);
  return { unit: perOccurrence(await usageSince(from), n), sample: n, byFunction: byFunctionSince(from, n) };
}

async function ok<T>(call: Promise<{ status: number; body: T }>): Promise<T> {
  const res = await call;
  if (res.status !== 200) throw new Error(`month bench: the API answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

/** Bytes the page downloads from Firestore (its listeners' and gets' answers), counted by Chromium. */
function firestoreDownloads(cdp: CDPSession): () => number {
  const port = process.env.FIRESTORE_EMULATOR_HOST?.split(':')[1] ?? '8080';
  const firestore = new Set<string>();
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (new URL(e.request.url).port === port) firestore.add(e.requestId);
  });
  cdp.on('Network.dataReceived', (e) => {
    if (firestore.has(e.requestId)) bytes += e.encodedDataLength || e.dataLength;
  });
  return () => bytes;
}

/**
 * A screen's cost: the browser's reads and downloads, and the functions' usage while it loaded. A screen that does
 * not load in time is logged and left NOT MEASURED (sample 0), so the other screens and actions still are.
 */
async function measureView(page: Page, downloaded: () => number, open: () => Promise<void>, n = 2): Promise<Measured> {
  return measureViewOnce(page, downloaded, open, n).catch((e: Error) => {
    console.log(`month bench: a screen not measured: ${e.message.split('\n')[0]}`);
    return { unit: zeroUsage(), sample: 0 };
  });
}

async function measureViewOnce(page: Page, downloaded: () => number, open: () => Promise<void>, n: number): Promise<Measured> {
  const total = zeroUsage();
  for (let i = 0; i < n; i++) {
    await resetReads(page);
    const bytes = downloaded();
    const from = mark();
    await open();
    total.reads += await settledReads(page);
    total.firestoreEgressBytes += downloaded() - bytes;
    addScaled(total, await usageSince(from), 1);
  }
  return { unit: perOccurrence(total, n), sample: n };
}

async function measureScreens(): Promise<Pick<Record<Action, Measured>, 'dashboard' | 'memberList' | 'memberSearch' | 'memberArea'>> {
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser, { lang: 'it' });
    page.setDefaultTimeout(120_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const downloaded = firestoreDownloads(cdp);
    await login(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
    await page.waitForURL('**/subscribers');
    await page.getByTestId('member-row').first().waitFor();
    await settledReads(page);
    const dashboard = await measureView(page, downloaded, async () => {
      await navigate(page, '/subscribers');
      await page.getByTestId('member-row').first().waitFor();
      await settledReads(page);
      await resetReads(page);
      await navigate(page, '/home');
      await page.getByTestId('counter-total').waitFor();
    });
    const memberList = await measureView(page, downloaded, async () => {
      await navigate(page, '/home');
      await page.getByTestId('counter-total').waitFor();
      await settledReads(page);
      await resetReads(page);
      await navigate(page, '/subscribers');
      await page.getByTestId('member-row').first().waitFor();
    });
    const memberSearch = await measureView(page, downloaded, async () => {
      await page.getByRole('searchbox').first().fill('');
      await settledReads(page);
      await resetReads(page);
      await page.getByRole('searchbox').first().fill('rossi');
      await page.waitForFunction(() => {
        const rows = Array.from(document.querySelectorAll('[data-testid="member-row"]'));
        return !document.querySelector('[aria-busy="true"]') && rows.length > 0 && rows.every((r) => /rossi/i.test(r.textContent ?? ''));
      });
    });

    // a member: signs in and lands in their area, on a page of their own (after a first sign-in, not counted, that
    // warms the functions' workers as the association's members keep them warm)
    const memberPage = async () => {
      const p = await newPage(browser, { lang: 'it' });
      p.setDefaultTimeout(120_000);
      const c = await p.context().newCDPSession(p);
      await c.send('Network.enable');
      return { page: p, downloaded: firestoreDownloads(c) };
    };
    const warm = await memberPage();
    await login(warm.page, DEMO_EMAILS.auroraMember, DEMO_PASSWORD);
    await warm.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await settledReads(warm.page);
    await warm.page.close();
    await usageSince(mark());
    const { page: member, downloaded: memberDownloaded } = await memberPage();
    const from = mark();
    await login(member, DEMO_EMAILS.auroraMember, DEMO_PASSWORD);
    await member.waitForURL((url) => !url.pathname.startsWith('/auth'));
    const browserReads = await settledReads(member);
    const memberArea: Measured = { unit: await usageSince(from), sample: 1 };
    memberArea.byFunction = byFunctionSince(from, 1);
    memberArea.unit.reads += browserReads;
    memberArea.unit.firestoreEgressBytes += memberDownloaded();
    await leaveQuietly([page]);
    return { dashboard, memberList, memberSearch, memberArea };
  } finally {
    await browser.close();
  }
}

/** Members of the seeded association to act on: not the demo logins' own records. */
async function sampleMembers(n: number): Promise<{ id: string; cardNumber: string }[]> {
  const snap = await db
    .collection(orgCol(ORG, 'members'))
    .orderBy('cardNumber')
    .limit(n + 2)
    .get();
  return snap.docs.slice(2).map((d) => ({ id: d.id, cardNumber: String(d.get('cardNumber')) }));
}

async function measureApiActions(): Promise<Pick<Record<Action, Measured>, 'memberEdit' | 'feeRecorded' | 'checkIn'>> {
  const admin = await demoToken(DEMO_EMAILS.auroraAdmin);
  const staff = await demoToken(DEMO_EMAILS.auroraStaff);
  const members = await sampleMembers(API_SAMPLE + 1);
  const member = (i: number) => members[i % members.length]!;
  const run = `${Date.now() % 1e6}`;
  const memberEdit = await measureApi(API_SAMPLE, (i) =>
    ok(api('PATCH', '/v1/members/one', { token: admin, headers: { id: member(i).id }, body: { notes: `month ${run} ${i}` } })),
  );
  // next year's fee recorded at the desk: the payment, its receipt and counters, the card renewed by the triggers
  const year = new Date().getUTCFullYear() + 1;
  const feeRecorded = await measureApi(API_SAMPLE, (i) =>
    ok(
      api('POST', '/v1/payments/one', {
        token: admin,
        body: {
          memberId: member(i).id,
          payDate: new Date().toISOString().slice(0, 10),
          payYear: year,
          amount: 3500,
          mode: 'CONTANTI',
          object: `Quota associativa ${year}`,
          membershipFee: true,
        },
      }),
    ),
  );
  // a card shown at the door, its number typed (it stands for the card's QR)
  const checkIn = await measureApi(API_SAMPLE, (i) =>
    ok(
      api('POST', '/v1/scanner/scan', {
        token: staff,
        body: { code: member(i).cardNumber, scanId: `month-${run}-${i}`, place: 'Ingresso' },
      }),
    ),
  );
  return { memberEdit, feeRecorded, checkIn };
}

/**
 * A member buys an activity through the cart and pays by card: the quote, the checkout holding the seat, the provider's
 * payment (the local checkout, whose signed event reaches the real webhook), the outcome page. One item per sale: a
 * member registers to an item once.
 */
async function measureCartSale(n: number): Promise<Measured> {
  const admin = await demoToken(DEMO_EMAILS.auroraAdmin);
  const member = await demoToken(DEMO_EMAILS.auroraMember);
  const items: string[] = [];
  for (let i = 0; i <= n; i++) {
    const item = await ok(
      api<{ id: string }>('POST', '/v1/sales/one', {
        token: admin,
        body: {
          name: `Gita ${i}`,
          ...activityNextYear('05-10', '05-01'),
          seatsAvailable: 100,
          maxEnrolled: 4,
          prices: [{ name: 'Socio', cost: 2500 }],
          onlineSellable: true,
          visibleOnline: true,
          paymentMethods: ['STRIPE'],
        },
      }),
    );
    items.push(item.id);
  }
  return measureApi(n, async (i) => {
    const lines = [{ saleId: items[i]!, priceName: 'Socio', quantity: 1 }];
    await ok(api('POST', '/v1/payments/cart', { token: member, body: { lines } }));
    const checkout = await ok(
      api<{ session: { id: string } }>('POST', '/v1/payments/create-session-user', { token: member, body: { lines, lang: 'it' } }),
    );
    await ok(api('POST', '/v1/payments/local-checkout-pay', { body: { session: checkout.session.id } }));
    await ok(api('GET', '/v1/payments/retrieve-session-cart', { token: member, headers: { session: checkout.session.id } }));
  });
}

/**
 * A mailshot to `n` addresses (a file of recipients), sent until every message reached the local sink, per recipient.
 * The sink's own record of each message (`devMailbox`) is not billed: production hands the message to SendGrid instead,
 * and the meter leaves those writes out (functions/src/shared/usage/usageCounts.ts).
 */
async function measureMailshot(n: number): Promise<Measured> {
  const admin = await demoToken(DEMO_EMAILS.auroraAdmin);
  await verifiedSender(ORG);
  const run = `${Date.now() % 1e6}`;
  const addresses = Array.from({ length: n }, (_, i) => `socio${i}.${run}@month.test`);
  const up = await uploadRecipients(admin, `month-${run}.csv`, csv(['email', ...addresses]));
  const saved = await ok(saveDraft(admin, draft({ kind: 'file', fileId: up.body.fileId, fileName: `month-${run}.csv` })));
  const id = (saved as { id: string }).id;
  const from = mark();
  await ok(sendDraft(admin, id));
  // the sink's messages name their mail `<mailshot>_<recipient>`
  const delivered = db.collection(DEV_MAILBOX_COLLECTION).where('mailId', '>=', `${id}_`).where('mailId', '<', `${id}_\uf8ff`);
  await eventually(
    async () => (await delivered.count().get()).data().count,
    (c) => c >= n,
    600_000,
    2000,
  );
  const unit = perOccurrence(await usageSince(from), n);
  unit.mails = 1;
  return { unit, sample: n, byFunction: byFunctionSince(from, n) };
}

/**
 * What the association stores: each of its collections' documents counted, sized on a sample by Firestore's rules
 * (name, fields and 32 bytes), doubled for the index entries Firestore keeps for every field (an estimate: the
 * emulator reports no storage).
 */
async function storedGib(): Promise<number> {
  let bytes = 0;
  for (const c of await db.doc(orgPath(ORG)).listCollections()) {
    const count = (await c.count().get()).data().count;
    if (count === 0) continue;
    const sample = await c.limit(20).get();
    const size = sample.docs.reduce((sum, d) => sum + d.ref.path.length + 16 + JSON.stringify(d.data()).length + 32, 0);
    bytes += (size / sample.size) * count * 2;
  }
  return bytes / 1024 ** 3;
}

/** Every action measured on the association as it is seeded now, and its months priced. */
export async function benchMonthAt(members: number, seedS: number): Promise<MonthAtSize> {
  // each step with the seconds since the size began: where the group's minutes go
  const begun = Date.now();
  const log = (step: string) => console.log(`month bench ${members} (+${((Date.now() - begun) / 1000).toFixed(0)} s): ${step}`);
  const stored = await storedGib();
  log(`stored ${stored.toFixed(3)} GiB`);
  // nothing queued from the seed (it quiets the triggers while it loads): a member edited, and its triggers seen running
  const started = Date.now();
  const from = mark();
  const [probe] = await sampleMembers(1);
  await ok(
    api('PATCH', '/v1/members/one', {
      token: await demoToken(DEMO_EMAILS.auroraAdmin),
      headers: { id: probe!.id },
      body: { notes: 'month' },
    }),
  );
  await triggerRanSince(from);
  await usageSince(mark());
  log(`a member edit's triggers ran after the seed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const memberPaymentsQueryMs = await queryAloneMs(probe!.id);
  log(`one member's payments queried alone: ${memberPaymentsQueryMs.toFixed(0)} ms`);
  // The writes first, the screens last: the Firestore emulator keeps a closed page's listeners for a while, and while
  // a query of the members is listened to it makes every write to them wait (a member edit took 10 to 14 s at 100,000
  // members with three list queries listened to, 0.05 to 0.4 s once they had stopped). Production Firestore does not
  // make writes wait on listeners; here the wait would be counted as the functions' time.
  const apiActions = await measureApiActions();
  log(`api ${JSON.stringify(apiActions)}`);
  // a failure here leaves the other figures: the sale's row then says it was not measured
  const activitySale = await measureCartSale(API_SAMPLE).catch((e: Error) => {
    log(`cart sale not measured: ${e.message}`);
    return { unit: zeroUsage(), sample: 0 };
  });
  log(`cart ${JSON.stringify(activitySale)}`);
  const mailshotRecipient = await measureMailshot(Math.min(members, MAILSHOT_SAMPLE));
  log(`mailshot ${JSON.stringify(mailshotRecipient)}`);
  const screens = await measureScreens();
  log(`screens ${JSON.stringify(screens)}`);
  const units: Record<Action, Measured> = { ...screens, ...apiActions, activitySale, mailshotRecipient };
  const month = (renewal: boolean) => monthModel(members, renewal).map((a) => ({ ...a, name: a.action, unit: units[a.action].unit }));
  const renewalMonth = priceMonth(dailyUsage(month(true)), stored);
  const ordinaryMonth = priceMonth(dailyUsage(month(false)), stored);
  return {
    members,
    seedS,
    storedGib: stored,
    units,
    renewalMonth,
    ordinaryMonth,
    // the renewal month once a year, eleven ordinary ones
    eurPerMemberYear: (renewalMonth.totalEur + 11 * ordinaryMonth.totalEur) / members,
    drivers: drivers(month(true)),
    memberPaymentsQueryMs,
  };
}

/** One member's payments as the triggers query them (search/projection.ts, payments/followMember.ts), median of 3. */
async function queryAloneMs(memberId: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await db.collection(orgCol(ORG, 'payments')).where('memberId', '==', memberId).get();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[1]!;
}
