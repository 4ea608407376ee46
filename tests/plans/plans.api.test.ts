import { beforeAll, describe, expect, it } from 'vitest';
import type { AnswerOf } from '@tessera/domain/contracts/contract';
import type { changeSubscriptionPlanContract, checkSubscriptionPlanContract } from '@tessera/domain/contracts/plans';
import { PLAN_GRACE_DAYS } from '@tessera/domain/plans/plans';
import { col, orgCol, orgPath, subscriptionPath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, type PrincipalName, type World } from '../support/world';
import { postWebhook } from '../payments/support';
import { actAsFunctionsEmulator } from '../support/localSecrets';
import { sweepPlanGrace } from '../../functions/src/plans/graceSweep';

// The organization's plan and its subscription: checkout from FREE through the local stand-in's page
// and the real webhook, upgrades at once, downgrades at the period's end, renewal off, a failed renewal's grace.
type Check = AnswerOf<typeof checkSubscriptionPlanContract>;
type Change = AnswerOf<typeof changeSubscriptionPlanContract>;
type Failure = { err?: string; issues?: { path: string; message: string }[] };
let world: World;

const check = (who: PrincipalName = 'orgAdmin') =>
  api<Check & Failure>('GET', '/v1/payments/check-subscription-plan', { token: world.tokens[who] });
const change = (body: unknown, who: PrincipalName = 'orgAdmin') =>
  api<Change & Failure>('POST', '/v1/payments/change-subscription-plan', { token: world.tokens[who], body });
const renewal = (renews: boolean) =>
  api<Check & Failure>('PATCH', '/v1/payments/plan-renewal', { token: world.tokens.orgAdmin, body: { renews } });
const orgPlan = async () => (await db.doc(orgPath(ORG_A)).get()).get('plan') as { name: string; billing: string; autoRenew: boolean };
const stored = async () => (await db.doc(subscriptionPath(ORG_A)).get()).data() ?? {};
const cycle = async (outcome: 'paid' | 'failed') =>
  api<{ status: string }>('POST', '/v1/payments/local-subscription-cycle', {
    body: { subscription: (await stored()).subscriptionId, outcome },
  });
const addMonths = (day: string, months: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  world = await buildWorld();
  await db.doc(orgPath(ORG_A)).update({ 'plan.name': 'FREE', 'plan.billing': 'annual' });
});

describe('plans: who may, and bad requests', () => {
  it('only the organization’s admins; an unknown plan is PLAN_NOT_FOUND, a bad billing a 400; nothing stored', async () => {
    expect((await check('member')).status).toBe(403);
    expect((await change({ plan: 'ENTERPRISE', billing: 'monthly' }, 'groupAdmin')).status).toBe(403);
    expect((await change({ plan: 'ENTERPRISE', billing: 'monthly' }, 'management')).status).toBe(403);
    const unknown = await change({ plan: 'GOLD', billing: 'monthly' });
    expect([unknown.status, unknown.body.err]).toEqual([404, 'PLAN_NOT_FOUND']);
    const billing = await change({ plan: 'ENTERPRISE', billing: 'weekly' });
    expect(billing.status).toBe(400);
    expect(billing.body.issues).toEqual([{ path: 'body.billing', message: 'validation.notAllowed' }]);
    expect((await renewal(false)).body.err).toBe('NOT_FOUND');
    expect((await db.doc(subscriptionPath(ORG_A)).get()).exists).toBe(false);
    expect((await check()).body.subscription).toMatchObject({ plan: 'FREE', status: 'none', renews: false, pending: null });
  });
});

describe('plans: a subscription from start to end', () => {
  it('FREE → PROFESSIONAL monthly: a checkout; the plan begins once paid (webhook), with its quotas', async () => {
    const started = await change({ plan: 'PROFESSIONAL', billing: 'monthly', lang: 'it' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ change: 'start', subscription: { plan: 'FREE' } });
    const session = /\/checkout\/(cs_local_\w+)$/.exec(started.body.url ?? '')?.[1];
    expect(session).toBeTruthy();
    // not paid yet: still FREE
    expect((await check()).body.subscription.plan).toBe('FREE');
    const page = await api<{ session: { amount_total: number; productName: string } }>('GET', '/v1/payments/local-checkout', {
      headers: { session: session! },
    });
    expect(page.body.session).toMatchObject({ amount_total: 2_900, productName: 'Tessera PROFESSIONAL (mensile)' });
    const paid = await api<{ url: string }>('POST', '/v1/payments/local-checkout-pay', { body: { session } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.url).toContain('/settings/plan?checkout=');
    const today = new Date().toISOString().slice(0, 10);
    expect((await check()).body.subscription).toEqual({
      plan: 'PROFESSIONAL',
      billing: 'monthly',
      status: 'active',
      renews: true,
      currentPeriodEnd: addMonths(today, 1),
      pending: null,
      graceUntil: null,
    });
    expect(await orgPlan()).toMatchObject({ name: 'PROFESSIONAL', billing: 'monthly', autoRenew: true });
    const quotas = await api<{ emails: { limit: number }; campaigns: { limit: number | null } }>('GET', '/v1/organizations/quotas', {
      token: world.tokens.orgAdmin,
    });
    expect(quotas.body).toMatchObject({ emails: { limit: 10_000 }, campaigns: { limit: 10 } });
  });

  it('upwards at once: ENTERPRISE, and its aggregations', async () => {
    const up = await change({ plan: 'ENTERPRISE', billing: 'monthly' });
    expect(up.body).toMatchObject({ change: 'now', url: null, subscription: { plan: 'ENTERPRISE', status: 'active' } });
    expect((await orgPlan()).name).toBe('ENTERPRISE');
    const local = (await db.doc(`${col.localSubscriptions}/${(await stored()).subscriptionId}`).get()).data();
    expect(local).toMatchObject({ amount: 7_900, metadata: { plan: 'ENTERPRISE', billing: 'monthly' } });
    const aggregate = await api('POST', '/v1/advanced-search/aggregate', {
      token: world.tokens.orgAdmin,
      body: { query: { mode: 'members' }, by: 'gender' },
    });
    expect(aggregate.status).toBe(200);
  });

  it('downwards at the period’s end: the plan paid for stays; the same plan again takes the change back', async () => {
    const periodEnd = (await check()).body.subscription.currentPeriodEnd!;
    const down = await change({ plan: 'COMITIVE', billing: 'monthly' });
    expect(down.body).toMatchObject({
      change: 'periodEnd',
      subscription: { plan: 'ENTERPRISE', pending: { plan: 'COMITIVE', billing: 'monthly', on: periodEnd } },
    });
    expect((await orgPlan()).name).toBe('ENTERPRISE');
    const back = await change({ plan: 'ENTERPRISE', billing: 'monthly' });
    expect(back.body).toMatchObject({ change: 'same', subscription: { plan: 'ENTERPRISE', pending: null } });
    expect((await orgPlan()).name).toBe('ENTERPRISE');
    // chosen again, and the period ends with the renewal paid: COMITIVE from the new period
    await change({ plan: 'COMITIVE', billing: 'monthly' });
    expect((await cycle('paid')).body.status).toBe('active');
    expect((await check()).body.subscription).toMatchObject({
      plan: 'COMITIVE',
      pending: null,
      currentPeriodEnd: addMonths(periodEnd, 1),
    });
    expect(await orgPlan()).toMatchObject({ name: 'COMITIVE' });
    const audit = await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'planChanged').get();
    expect(audit.size).toBeGreaterThanOrEqual(4);
  });

  it('an event replayed, or arriving late with an old state, changes nothing: the subscription as it is now decides', async () => {
    const id = (await stored()).subscriptionId as string;
    const before = await check();
    const stale = JSON.stringify({
      id: `evt_test_plan_${Date.now()}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: 1,
      livemode: false,
      data: {
        object: {
          object: 'subscription',
          id,
          status: 'canceled',
          metadata: { org: ORG_A, kind: 'plan', plan: 'WORLDSTAR', billing: 'annual' },
          items: { data: [] },
        },
      },
    });
    for (let i = 0; i < 2; i++) expect((await postWebhook(stale)).status).toBe(200);
    expect((await check()).body).toEqual(before.body);
  });

  it('a failed renewal keeps the plan for the grace period, then FREE — nothing deleted', async () => {
    expect((await cycle('failed')).body.status).toBe('past_due');
    const today = new Date().toISOString().slice(0, 10);
    const grace = new Date(Date.now() + PLAN_GRACE_DAYS * 86_400_000).toISOString().slice(0, 10);
    expect((await check()).body.subscription).toMatchObject({ plan: 'COMITIVE', status: 'past_due', graceUntil: grace });
    // the sweep runs as the scheduled function does, with the emulator's stand-in and webhook secret
    actAsFunctionsEmulator();
    expect(await sweepPlanGrace(new Date(`${today}T12:00:00Z`))).not.toContain(ORG_A);
    expect(await sweepPlanGrace(new Date(Date.now() + (PLAN_GRACE_DAYS + 1) * 86_400_000))).toContain(ORG_A);
    expect((await check()).body.subscription).toMatchObject({ plan: 'FREE', status: 'none', pending: null });
    expect((await orgPlan()).name).toBe('FREE');
  });

  it('renewal off: the plan ends at the period’s end (FREE pending); on again: it renews', async () => {
    const started = await change({ plan: 'PROFESSIONAL', billing: 'annual' });
    const session = /\/checkout\/(cs_local_\w+)$/.exec(started.body.url ?? '')?.[1];
    await api('POST', '/v1/payments/local-checkout-pay', { body: { session } });
    const periodEnd = addMonths(new Date().toISOString().slice(0, 10), 12);
    expect((await check()).body.subscription).toMatchObject({ plan: 'PROFESSIONAL', billing: 'annual', currentPeriodEnd: periodEnd });
    const off = await renewal(false);
    expect(off.body.subscription).toMatchObject({ renews: false, pending: { plan: 'FREE', on: periodEnd } });
    expect((await orgPlan()).autoRenew).toBe(false);
    expect((await renewal(true)).body.subscription).toMatchObject({ renews: true, pending: null });
    // FREE chosen is the same as renewal off; the period's end then ends the subscription
    expect((await change({ plan: 'FREE', billing: 'annual' })).body).toMatchObject({
      change: 'periodEnd',
      subscription: { renews: false },
    });
    expect((await cycle('paid')).body.status).toBe('canceled');
    expect((await check()).body.subscription).toMatchObject({ plan: 'FREE', status: 'none' });
  });
});
