import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { deliveredMails, ISO_DATE_IN_TEXT } from '../support/mailbox';
import { buildWorld, ORG_A, updateMember, type World } from '../support/world';

// A payment the office records for a member: once received, the member is mailed its amount and day, and where the
// receipt is; one still on hold says nothing yet.
let world: World;

const record = (body: Record<string, unknown>) =>
  api<{ id?: string; err?: string }>('POST', '/v1/payments/one', {
    token: world.tokens.orgAdmin,
    body: { memberId: 'm1', payDate: '2026-01-15', payYear: 2026, amount: 123456, mode: 'BONIFICO', object: 'Quota 2026', ...body },
  });
const recordedMails = () => db.collection(orgCol(ORG_A, 'mail')).where('template', '==', 'paymentRecorded').get();

beforeAll(async () => {
  world = await buildWorld();
});

describe('a payment recorded by the office', () => {
  it('received: one mail with the amount, the day and the link to the payments page where the receipt is', async () => {
    expect((await record({})).status).toBe(200);
    const [mail] = await deliveredMails('member-a@test.it', /^Pagamento registrato/);
    expect(mail!.subject).toBe('Pagamento registrato: Associazione Alfa');
    expect(mail!.text).toContain('abbiamo registrato il tuo pagamento di € 1.234,56 del 15/01/2026 per «Quota 2026».');
    expect(mail!.text).toContain("La ricevuta è disponibile nell'area personale");
    expect(mail!.text).toMatch(/I miei pagamenti: http\S+\/my-payments/);
    expect(mail!.text).not.toMatch(ISO_DATE_IN_TEXT);
    expect(mail!.text).not.toMatch(/\b123456\b/);
    expect((await recordedMails()).size).toBe(1);
  });

  it('on hold: no mail (no receipt is due yet)', async () => {
    expect((await record({ status: 'ONHOLD' })).status).toBe(200);
    expect((await recordedMails()).size).toBe(1);
  });

  it('on hold, then marked received: mailed once, when the money arrives', async () => {
    const held = await record({ memberId: 'm3', status: 'ONHOLD', amount: 2500 });
    const patch = (status: string) =>
      api<{ err?: string }>('PATCH', '/v1/payments/one', {
        token: world.tokens.orgAdmin,
        headers: { id: held.body.id! },
        body: { payDate: '2026-01-15', payYear: 2026, amount: 2500, mode: 'BONIFICO', object: 'Quota 2026', status },
      });
    expect((await patch('PROCESSED')).status).toBe(200);
    const [mail] = await deliveredMails('luca@test.it', /^Pagamento registrato/);
    expect(mail!.text).toContain('€ 25,00');
    // the same status sent again is no move: still one mail for this payment
    expect((await patch('PROCESSED')).status).toBe(200);
    const forM3 = (await recordedMails()).docs.filter((d) => d.get('memberId') === 'm3');
    expect(forM3).toHaveLength(1);
  });

  it('in the member’s language', async () => {
    await updateMember(ORG_A, 'm2', { lang: 'en' });
    expect((await record({ memberId: 'm2', amount: 4000, payDate: '2026-03-02' })).status).toBe(200);
    const [mail] = await deliveredMails('two@test.it', /^Payment recorded/);
    expect(mail!.text).toContain('we recorded your payment of €40.00 made on 02/03/2026 for "Quota 2026".');
  });
});
