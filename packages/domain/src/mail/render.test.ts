import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { formatCents } from '../locale/money';
import { MAIL_TEXTS, type MailTemplateData, type TextTemplate } from './registry';
import { renderMail } from './render';

const ORG = 'Circolo Aurora';

/** One message of each template as its caller queues it; `shown`: the merge values the text must carry. */
const SAMPLES: { [T in TextTemplate]: { data: MailTemplateData[T]; shown: string[] } } = {
  card: {
    data: { name: 'Giulia Neri', cardNumber: '004242', validUntil: '31/12/2026', link: 'https://a.test/card', orgName: ORG },
    shown: ['Giulia Neri', '004242', '31/12/2026', 'https://a.test/card'],
  },
  otp: { data: { code: '482913' }, shown: ['482913'] },
  emailCode: { data: { code: '551177', purpose: 'signup', minutes: 15, name: 'Anna' }, shown: ['551177', '15', 'Anna'] },
  passwordReset: { data: { link: 'https://a.test/recover?oobCode=k1' }, shown: ['https://a.test/recover?oobCode=k1'] },
  deceasedPropagated: {
    data: { memberName: 'Mario Rossi', sourceOrgName: 'Circolo Borea', at: '02/03/2026' },
    shown: ['Mario Rossi', 'Circolo Borea', '02/03/2026'],
  },
  usernameChanged: {
    data: { oldEmail: 'old@a.test', newEmail: 'new@a.test', link: 'https://a.test/undo', days: 7 },
    shown: ['old@a.test', 'new@a.test', 'https://a.test/undo', '7'],
  },
  adminInvitation: {
    data: { email: 'admin@a.test', role: 'Segreteria', link: 'https://a.test/set', hours: 1 },
    shown: ['admin@a.test', 'Segreteria', 'https://a.test/set'],
  },
  emailVerification: { data: { email: 'me@a.test', link: 'https://a.test/verify' }, shown: ['me@a.test', 'https://a.test/verify'] },
  requestDecided: {
    data: { name: 'Luca', type: 'REFUND', accepted: true, object: 'Quota 2026', amount: 3500, note: 'Rimborso in 5 giorni' },
    shown: ['Luca', 'Quota 2026', 'Rimborso in 5 giorni'],
  },
  feeReminder: { data: { name: 'Sara', year: 2026 }, shown: ['Sara', '2026'] },
  renewalCharged: { data: { name: 'Piero', year: 2027, amount: 2500, card: 'Visa •••• 4242' }, shown: ['Piero', '2027', 'Visa •••• 4242'] },
  renewalFailed: { data: { name: 'Piero', year: 2027, amount: 2500, card: 'Visa •••• 4242' }, shown: ['Piero', '2027', 'Visa •••• 4242'] },
  paymentRefunded: {
    data: { name: 'Elena', amount: 3500, object: 'Quota associativa 2026', creditNote: 'NC-7', card: 'inactive', year: 2026 },
    shown: ['Elena', 'Quota associativa 2026', 'NC-7', '2026'],
  },
  seatUnavailable: { data: { name: 'Bruno', items: 'Gita al lago, Cena', amount: 4200 }, shown: ['Bruno', 'Gita al lago, Cena'] },
  waitlistOffer: {
    data: { name: 'Carla', item: 'Gita al lago', seats: 2, until: '03/12/26, 10:00', link: 'https://a.test/my-area/shop' },
    shown: ['Carla', 'Gita al lago', '2', '03/12/26, 10:00', 'https://a.test/my-area/shop'],
  },
  campaignRegistration: {
    data: {
      name: 'Dario',
      campaign: 'Festa di primavera',
      subject: '',
      body: 'Porta un amico.\n\nCi vediamo in piazza.',
      startDate: '2026-05-01',
      endDate: '2026-05-03',
      place: 'Piazza Grande',
      qrType: 'ACCESS',
      ticketCode: 'KZ4M-7QPA',
    },
    shown: ['Dario', 'Festa di primavera', 'Porta un amico.', 'Ci vediamo in piazza.', '2026-05-01', '2026-05-03', 'Piazza Grande', 'KZ4M-7QPA'],
  },
  generic: {
    data: { subject: 'Comunicazione', body: 'Primo.\n\nSecondo.', link: 'https://a.test/x', linkLabel: 'Apri' },
    shown: ['Comunicazione', 'Primo.', 'Secondo.', 'https://a.test/x', 'Apri'],
  },
};

describe('renderMail', () => {
  it('every template has texts and a sample', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(MAIL_TEXTS).sort());
  });

  for (const template of Object.keys(SAMPLES) as TextTemplate[])
    for (const lang of LANGUAGES)
      it(`${template} in ${lang}: a subject, every merge value in the text and the HTML, no empty field`, () => {
        const { data, shown } = SAMPLES[template];
        const mail = renderMail(template, lang, data, ORG);
        expect(mail.subject).not.toBe('');
        const whole = `${mail.subject}\n${mail.text}`;
        for (const value of shown) {
          expect(whole).toContain(value);
          expect(mail.html).toContain(value);
        }
        if ('amount' in data) expect(mail.text).toContain(formatCents(data.amount!, lang));
        expect(whole).not.toMatch(/\bundefined\b|\bnull\b|\bNaN\b|\[object/);
        expect(mail.html.startsWith(`<!doctype html>\n<html lang="${lang}">`)).toBe(true);
      });

  it('escapes every value in the HTML, signs with the organization, and links only http(s) addresses', () => {
    const mail = renderMail('card', 'it', { name: '<b>Anna</b>', cardNumber: '1', link: 'javascript:alert(1)' }, 'A & <B>');
    expect(mail.html).toContain('Ciao &lt;b&gt;Anna&lt;/b&gt;,');
    expect(mail.html).toContain('Un saluto da A &amp; &lt;B&gt;');
    expect(mail.html).not.toContain('<a ');
    expect(mail.text).toContain('Apri la tessera digitale: javascript:alert(1)');
    expect(renderMail('card', 'en', { name: 'A', cardNumber: '1', link: 'https://a.test/?x=1&y=2' }, 'O').html).toContain(
      '<p><a href="https://a.test/?x=1&amp;y=2">Open the digital card</a></p>',
    );
  });

  it('renders the parts a message leaves out as nothing', () => {
    const noDate = renderMail('card', 'en', { name: 'A', cardNumber: '7' }, ORG).text;
    expect(noDate).toContain('here is your membership card no. 7.');
    const signIn = renderMail('adminInvitation', 'it', { email: 'a@a.test', role: 'Segreteria', signInLink: 'https://a.test/auth' }, ORG);
    expect(signIn.text).toContain(`Accedi come sempre con a@a.test: ${ORG} compare tra i tuoi profili.`);
    expect(signIn.text).not.toContain('Scegli la password');
  });
});
