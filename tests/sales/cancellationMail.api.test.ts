import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@tessera/domain/locale/dates';
import { orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { deliveredMails, ISO_DATE_IN_TEXT } from '../support/mailbox';
import { buildWorld, ORG_A, updateMember, type World } from '../support/world';
import { activityNextYear, createSale } from './support';

// A registration the office cancels: the member is mailed once, in their language, with the item's day and, when the
// payment goes back, the amount refunded.
type Answer = Record<string, unknown> & { err?: string };
let world: World;

const ITEM = {
  name: 'Corso di ceramica',
  ...activityNextYear('03-14', '03-10'),
  seatsAvailable: 5,
  maxEnrolled: 3,
  prices: [{ name: 'Intero', cost: 6000 }],
  paymentMethods: ['CONTANTI', 'BONIFICO'],
};
const register = (saleId: string, memberId: string, quantity: number) =>
  api<Answer>('POST', '/v1/sales/registrations', {
    token: world.tokens.orgAdmin,
    body: { saleId, memberId, priceName: 'Intero', quantity, mode: 'CONTANTI' },
  });
const cancel = (id: string, registration: string, refund: 'true' | 'false') =>
  api<Answer>('DELETE', '/v1/sales/registrations', { token: world.tokens.orgAdmin, headers: { id, registration, refund } });
const cancellationMails = (memberId: string) =>
  db.collection(orgCol(ORG_A, 'mail')).where('memberId', '==', memberId).where('template', '==', 'registrationCancelled').get();

beforeAll(async () => {
  world = await buildWorld();
});

describe('a registration cancelled', () => {
  it('refunded: the member reads the item, its day, the seats and the amount coming back; cancelling twice mails once', async () => {
    const id = await createSale(world.tokens.orgAdmin, ITEM);
    expect((await register(id, 'm1', 2)).status).toBe(200);
    expect((await cancel(id, 'm1', 'true')).status).toBe(200);
    const [mail] = await deliveredMails('member-a@test.it', /^Iscrizione annullata/);
    expect(mail!.subject).toBe('Iscrizione annullata: Corso di ceramica');
    expect(mail!.text).toContain(`la tua iscrizione a Corso di ceramica del ${formatDate(ITEM.saleDate)} (2 posti) è stata annullata.`);
    expect(mail!.text).toContain('Ti rimborsiamo € 120,00 con lo stesso metodo del pagamento');
    expect(mail!.text).toContain('Un saluto da Associazione Alfa');
    expect(mail!.text).not.toMatch(ISO_DATE_IN_TEXT);
    expect((await cancel(id, 'm1', 'true')).body.err).toBe('REQUEST_ALREADY_DECIDED');
    expect((await cancellationMails('m1')).size).toBe(1);
  });

  it('without a refund, in English: no word of money', async () => {
    await updateMember(ORG_A, 'm2', { lang: 'en' });
    const id = await createSale(world.tokens.orgAdmin, { ...ITEM, name: 'Pottery evening' });
    expect((await register(id, 'm2', 1)).status).toBe(200);
    expect((await cancel(id, 'm2', 'false')).status).toBe(200);
    const [mail] = await deliveredMails('two@test.it', /^Registration cancelled/);
    expect(mail!.subject).toBe('Registration cancelled: Pottery evening');
    expect(mail!.text).toContain(`your registration for Pottery evening on ${formatDate(ITEM.saleDate)} (1 seat) was cancelled.`);
    expect(mail!.text).not.toMatch(/refund|€/i);
  });
});
