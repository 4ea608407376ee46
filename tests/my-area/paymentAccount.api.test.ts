import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { col, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, type PrincipalName, type World } from '../support/world';
import { postWebhook } from '../payments/support';

// The member's payment account: GET retrieve-payment-account, PATCH patch-payment-account,
// toggle-renew and update-payment-method, with a card saved through the local provider's setup checkout and the
// real webhook (the same signed checkout.session.completed Stripe sends in setup mode).
interface Account {
  autoRenew: boolean;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  billingName: string | null;
  billingEmail: string | null;
}
type Answer = { account?: Account; session?: { url: string } | null; url?: string; err?: string };
let world: World;

const accountDoc = (memberId: string) => db.doc(`${orgCol(ORG_A, 'paymentAccounts')}/${memberId}`);
const retrieve = (who: PrincipalName = 'member') =>
  api<Answer>('GET', '/v1/payments/retrieve-payment-account', { token: world.tokens[who] });
const toggle = (autoRenew: unknown, who: PrincipalName = 'member') =>
  api<Answer>('PATCH', '/v1/payments/toggle-renew', { token: world.tokens[who], body: { autoRenew } });
const patch = (body: unknown) => api<Answer>('PATCH', '/v1/payments/patch-payment-account', { token: world.tokens.member, body });
const update = (body: unknown, who: PrincipalName = 'member') =>
  api<Answer>('PATCH', '/v1/payments/update-payment-method', { token: world.tokens[who], body });
const sessionOf = (url: string) => /\/checkout\/(cs_local_\w+)$/.exec(url)?.[1] ?? '';
const auditOf = async (type: string, target: string) =>
  (await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', type).where('target', '==', target).get()).docs.map((d) => d.data());

/** Stripe's checkout.session.completed for a setup session (the fields the webhook reads), a new event id each time. */
const setupCompleted = (id: string, metadata: Record<string, string>, n: number) => ({
  id: `evt_test_setup_${Date.now()}_${n}`,
  object: 'event',
  type: 'checkout.session.completed',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  data: {
    object: {
      object: 'checkout.session',
      id,
      mode: 'setup',
      status: 'complete',
      payment_status: 'no_payment_required',
      metadata,
      created: 2,
    },
  },
});

/** Starts saving a card and answers the local setup session's id. */
async function startSetup(who: PrincipalName = 'member'): Promise<string> {
  const started = await update({}, who);
  expect(started.status).toBe(200);
  const id = sessionOf(started.body.session!.url);
  expect(id).not.toBe('');
  return id;
}

/** Saves a card as the member does on the local checkout page: the page's save answers the return address. */
async function saveCard(who: PrincipalName = 'member'): Promise<string> {
  const id = await startSetup(who);
  const saved = await api<Answer>('POST', '/v1/payments/local-checkout-pay', { body: { session: id } });
  expect(saved.status).toBe(200);
  expect(saved.body.url).toMatch(new RegExp(`/my-payments\\?card=saved&setup=${id}$`));
  return id;
}

beforeAll(async () => {
  world = await buildWorld();
});
beforeEach(async () => {
  for (const m of ['m1', 'm2']) await accountDoc(m).delete();
});

describe('retrieve-payment-account', () => {
  it('a member who saved nothing has the empty account; only members have one', async () => {
    const res = await retrieve();
    expect([res.status, res.body.account]).toEqual([200, { autoRenew: false, card: null, billingName: null, billingEmail: null }]);
    expect((await retrieve('orgAdmin')).body.err).toBe('USER_NOT_FOUND');
    const anonymous = await api<Answer>('GET', '/v1/payments/retrieve-payment-account');
    expect(anonymous.status).toBe(401);
  });

  it('settles a card-saving checkout the member came back from before its event arrived', async () => {
    const id = await startSetup();
    // the page saved the card but its event is lost (the provider will retry later): the return settles it
    await db.doc(`${col.localCheckoutSessions}/${id}`).update({
      status: 'complete',
      setup_method: { paymentMethodId: 'pm_local_early', card: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 } },
    });
    const res = await retrieve();
    expect(res.body.account!.card).toEqual({ brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 });
    expect((await accountDoc('m1').get()).get('pendingSetup')).toBeNull();
  });

  it('forgets a checkout the provider no longer has open', async () => {
    const id = await startSetup();
    await db.doc(`${col.localCheckoutSessions}/${id}`).update({ status: 'expired' });
    expect((await retrieve()).body.account!.card).toBeNull();
    expect((await accountDoc('m1').get()).get('pendingSetup')).toBeNull();
  });
});

describe('update-payment-method', () => {
  it('saves a card through the setup checkout and the webhook; the customer is made once', async () => {
    await saveCard();
    const account = (await retrieve()).body.account!;
    expect(account.card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12 });
    const stored = (await accountDoc('m1').get()).data()!;
    expect(stored.customerId).toMatch(/^cus_local_/);
    expect(stored.pendingSetup).toBeNull();
    const customer = (await db.doc(`${col.localCustomers}/${stored.customerId}`).get()).data()!;
    expect(customer).toMatchObject({ name: 'Rossi Mario', email: 'member-a@test.it', defaultMethod: stored.paymentMethodId });
    // a second card: same customer, the new card replaces the old
    await saveCard();
    const again = (await accountDoc('m1').get()).data()!;
    expect(again.customerId).toBe(stored.customerId);
    expect(again.paymentMethodId).not.toBe(stored.paymentMethodId);
  });

  it('a replayed completion event saves the card once (one audit record)', async () => {
    const id = await saveCard();
    const session = (await db.doc(`${col.localCheckoutSessions}/${id}`).get()).data()!;
    const before = (await auditOf('paymentMethodChanged', 'm1')).length;
    for (let i = 0; i < 3; i++) {
      const replay = await postWebhook(JSON.stringify(setupCompleted(id, session.metadata, i)));
      expect([replay.status, replay.body.outcome]).toEqual([200, 'already']);
    }
    expect((await auditOf('paymentMethodChanged', 'm1')).length).toBe(before);
  });

  it('an older checkout completing after a newer one does not bring back its card', async () => {
    const older = await startSetup();
    const newer = await saveCard();
    const kept = (await accountDoc('m1').get()).get('paymentMethodId');
    await db.doc(`${col.localCheckoutSessions}/${older}`).update({ created: 1 });
    await api<Answer>('POST', '/v1/payments/local-checkout-pay', { body: { session: older } });
    expect((await accountDoc('m1').get()).get('paymentMethodId')).toBe(kept);
    expect(newer).not.toBe(older);
  });

  it('removing the card turns auto-renew off; a cancelled checkout changes nothing', async () => {
    await saveCard();
    expect((await toggle(true)).body.account!.autoRenew).toBe(true);
    const removed = await update({ remove: true });
    expect([removed.status, removed.body.session, removed.body.account!.card, removed.body.account!.autoRenew]).toEqual([
      200,
      null,
      null,
      false,
    ]);
    const id = await startSetup();
    const cancelled = await api<Answer>('POST', '/v1/payments/local-checkout-cancel', { body: { session: id } });
    expect(cancelled.body.url).toMatch(/\/my-payments\?card=cancelled$/);
    expect((await retrieve()).body.account!.card).toBeNull();
    expect((await auditOf('paymentMethodChanged', 'm1')).some((a) => a.after?.card === null && a.by?.role === 'member')).toBe(true);
  });

  it('refuses unknown fields and the back office (no member record)', async () => {
    expect((await update({ remove: true, extra: 1 })).status).toBe(400);
    expect((await update({}, 'orgAdmin')).body.err).toBe('USER_NOT_FOUND');
    expect((await accountDoc('m1').get()).exists).toBe(false);
  });
});

describe('toggle-renew', () => {
  it('needs a saved card that has not expired; changes are audited once', async () => {
    const refused = await toggle(true);
    expect([refused.status, refused.body.err]).toEqual([409, 'PAYMENT_METHOD_MISSING']);
    expect((await accountDoc('m1').get()).exists).toBe(false);
    await saveCard();
    const before = (await auditOf('autoRenewChanged', 'm1')).length;
    expect((await toggle(true)).body.account!.autoRenew).toBe(true);
    expect((await toggle(true)).body.account!.autoRenew).toBe(true);
    expect((await auditOf('autoRenewChanged', 'm1')).length).toBe(before + 1);
    expect((await toggle(false)).body.account!.autoRenew).toBe(false);
    await accountDoc('m1').update({ card: { brand: 'visa', last4: '4242', expMonth: 1, expYear: 2020 } });
    expect((await toggle(true)).body.err).toBe('PAYMENT_METHOD_MISSING');
    expect((await toggle(false)).status).toBe(200);
  });

  it('refuses a value that is not a boolean', async () => {
    const res = await toggle('yes');
    expect([res.status, res.body.err]).toEqual([400, 'INVALID_REQUEST']);
  });
});

describe('patch-payment-account', () => {
  it('sets the billing name and address, also on the provider’s customer; empty goes back to the member’s own', async () => {
    await saveCard();
    const res = await patch({ billingName: '  Rossi Srl ', billingEmail: 'Amministrazione@Rossi.IT' });
    expect(res.body.account).toMatchObject({ billingName: 'Rossi Srl', billingEmail: 'amministrazione@rossi.it' });
    const customerId = (await accountDoc('m1').get()).get('customerId');
    expect((await db.doc(`${col.localCustomers}/${customerId}`).get()).data()).toMatchObject({
      name: 'Rossi Srl',
      email: 'amministrazione@rossi.it',
    });
    const cleared = await patch({ billingName: '', billingEmail: null });
    expect(cleared.body.account).toMatchObject({ billingName: null, billingEmail: null });
    expect((await db.doc(`${col.localCustomers}/${customerId}`).get()).data()).toMatchObject({
      name: 'Rossi Mario',
      email: 'member-a@test.it',
    });
  });

  it('a bad address is refused with its field and changes nothing', async () => {
    const res = await patch({ billingName: 'Rossi Srl', billingEmail: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: 'body.billingEmail', message: 'validation.email' });
    expect((await accountDoc('m1').get()).exists).toBe(false);
    expect((await patch({ billingName: 'x'.repeat(121) })).body.issues?.[0]?.message).toBe('validation.tooLong');
  });
});
