import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { formatCents } from '../locale/money';
import { MAIL_TEXTS, type MailTemplateData, type TextTemplate } from './registry';
import { renderMail } from './render';
import { MAIL_LOGO_CONTENT_ID, mailLookOf, TESSERA_MAIL_LOOK } from './look';
import { brandPaletteFrom } from '../settings/brandPalette';

const ORG = 'Circolo Aurora';

/** One message of each template as its caller queues it; `shown`: the merge values the text must carry. */
const SAMPLES: { [T in TextTemplate]: { data: MailTemplateData[T]; shown: string[] } } = {
  card: {
    data: { name: 'Giulia Neri', cardNumber: '004242', validUntil: '2026-12-31', link: 'https://a.test/card', orgName: ORG },
    shown: ['Giulia Neri', '004242', '31/12/2026', 'https://a.test/card'],
  },
  otp: { data: { code: '482913' }, shown: ['482913'] },
  emailCode: { data: { code: '551177', purpose: 'signup', minutes: 15, name: 'Anna' }, shown: ['551177', '15', 'Anna'] },
  passwordReset: { data: { link: 'https://a.test/recover?oobCode=k1' }, shown: ['https://a.test/recover?oobCode=k1'] },
  deceasedPropagated: {
    data: { memberName: 'Mario Rossi', sourceOrgName: 'Circolo Borea', at: '2026-03-02' },
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
    data: { name: 'Luca', type: 'REFUND', accepted: true, object: 'Quota 2026', amount: 123456, note: 'Rimborso in 5 giorni' },
    shown: ['Luca', 'Quota 2026', 'Rimborso in 5 giorni'],
  },
  feeReminder: { data: { name: 'Sara', year: 2026 }, shown: ['Sara', '2026'] },
  renewalCharged: { data: { name: 'Piero', year: 2027, amount: 2500, card: 'Visa •••• 4242' }, shown: ['Piero', '2027', 'Visa •••• 4242'] },
  renewalFailed: { data: { name: 'Piero', year: 2027, amount: 2500, card: 'Visa •••• 4242' }, shown: ['Piero', '2027', 'Visa •••• 4242'] },
  paymentRefunded: {
    data: { name: 'Elena', amount: 123456, object: 'Quota associativa 2026', creditNote: 'NC-7', card: 'inactive', year: 2026 },
    shown: ['Elena', 'Quota associativa 2026', 'NC-7', '2026'],
  },
  seatUnavailable: { data: { name: 'Bruno', items: 'Gita al lago, Cena', amount: 123456 }, shown: ['Bruno', 'Gita al lago, Cena'] },
  waitlistOffer: {
    // 09:00 UTC is 10:00 in Italy in December
    data: { name: 'Carla', item: 'Gita al lago', seats: 2, until: '2026-12-03T09:00:00.000Z', link: 'https://a.test/my-area/shop' },
    shown: ['Carla', 'Gita al lago', '2', '03/12/2026', '10:00', 'https://a.test/my-area/shop'],
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
    shown: [
      'Dario',
      'Festa di primavera',
      'Porta un amico.',
      'Ci vediamo in piazza.',
      '01/05/2026',
      '03/05/2026',
      'Piazza Grande',
      'KZ4M-7QPA',
    ],
  },
  purchaseConfirmed: {
    data: {
      name: 'Irene',
      lines: [
        { item: 'Concerto di Natale', date: '2026-12-20', seats: 2, amount: 3000 },
        { item: 'Corso di acquerello', date: '2027-01-15', seats: 1, amount: 120045 },
      ],
      total: 123045,
      payroll: false,
      tickets: 2,
      qrAttached: 2,
      link: 'https://a.test/my-area/tickets',
    },
    shown: ['Irene', 'Concerto di Natale', '20/12/2026', 'Corso di acquerello', '15/01/2027', 'https://a.test/my-area/tickets'],
  },
  registrationCancelled: {
    data: { name: 'Marta', holder: 'Leo Bianchi', item: 'Gita al lago', date: '2026-06-07', seats: 3, refund: 123456 },
    shown: ['Marta', 'Leo Bianchi', 'Gita al lago', '07/06/2026', '3'],
  },
  paymentRecorded: {
    data: { name: 'Nadia', amount: 123456, payDate: '2026-12-31', object: 'Quota 2027', link: 'https://a.test/my-payments' },
    shown: ['Nadia', '31/12/2026', 'Quota 2027', 'https://a.test/my-payments'],
  },
  passwordChanged: {
    data: { email: 'me@a.test', at: '2026-07-01T16:30:00.000Z', link: 'https://a.test/auth' },
    // 16:30 UTC is 18:30 in Italy in July
    shown: ['me@a.test', '01/07/2026', '18:30', 'https://a.test/auth'],
  },
  generic: {
    data: { subject: 'Comunicazione', body: 'Primo.\n\nSecondo.', link: 'https://a.test/x', linkLabel: 'Apri' },
    shown: ['Comunicazione', 'Primo.', 'Secondo.', 'https://a.test/x', 'Apri'],
  },
  memberInvitation: {
    data: { name: 'Giulia Neri', cardNumber: '004242', link: 'https://a.test/activate?invitation=t1', days: 14 },
    shown: ['Giulia Neri', '004242', 'https://a.test/activate?invitation=t1', '14'],
  },
  assemblyConvocation: {
    data: {
      kind: 'ORDINARY',
      title: 'Assemblea di primavera',
      firstCall: '2026-04-20T16:00:00.000Z',
      secondCall: '2026-04-21T16:00:00.000Z',
      place: 'Sede sociale, via Roma 1',
      online: true,
      agenda: [{ title: 'Bilancio consuntivo', description: 'Relazione del tesoriere', documents: ['Rendiconto 2025.pdf'] }],
      documents: ['Regolamento.pdf'],
      link: 'https://a.test/my-area/assemblies/a1',
      doorCode: 'eyJrIjoiYXNzZW1ibHkifQ.c2ln',
    },
    // 16:00 UTC is 18:00 in Italy in April
    shown: [
      'Assemblea di primavera',
      '20/04/2026',
      '21/04/2026',
      '18:00',
      'Sede sociale, via Roma 1',
      'Bilancio consuntivo',
      'Relazione del tesoriere',
      // the documents by name only: the files are downloaded from the personal area
      'Rendiconto 2025.pdf',
      'Regolamento.pdf',
      'https://a.test/my-area/assemblies/a1',
      // the member's door code travels as the attached QR, which the text names
      'assemblea-qr.png',
    ],
  },
};

/** Every amount in cents a message's data holds (fields named amount, total or refund, in lists too). */
function centsIn(data: unknown): number[] {
  if (Array.isArray(data)) return data.flatMap(centsIn);
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([key, value]) =>
    /^(amount|total|refund)$/.test(key) && typeof value === 'number' ? [value] : centsIn(value),
  );
}

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
        for (const cents of centsIn(data)) {
          expect(mail.text).toContain(formatCents(cents, lang));
          // a figure in cents printed raw reads as a hundred times the amount
          expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(new RegExp(`(?<![\\d.,])${cents}(?![\\d.,])`));
        }
        // dates are written for the reader (dd/MM/yyyy), never as the ISO strings the callers pass
        expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
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

  it("opens with the association's name in its colour, legible on it; Tessera's blue when none is set or it is broken", () => {
    const green = mailLookOf({ brand: brandPaletteFrom('#0f766e') });
    expect(green.band).toBe(brandPaletteFrom('#0f766e')['600']);
    const mail = renderMail('card', 'it', { name: 'A', cardNumber: '1' }, 'Circolo <Verde>', green);
    expect(mail.html).toContain(`background:${green.band};color:${green.onBand}`);
    expect(mail.html).toContain('font-weight:bold">Circolo &lt;Verde&gt;</div>');
    expect(mail.text).not.toContain('background');
    // a valid theme's band carries white text at AA (the theme's own contrast rule)
    expect(mailLookOf({ brand: brandPaletteFrom('#fde047') }).onBand).toBe('#ffffff');
    expect(mailLookOf(undefined)).toEqual(TESSERA_MAIL_LOOK);
    expect(mailLookOf({ brand: { '600': 'red' } })).toEqual(TESSERA_MAIL_LOOK);
    expect(renderMail('card', 'it', { name: 'A', cardNumber: '1' }, 'O').html).not.toContain('<div');
  });

  it('shows the logo before the name when the message carries it, linked by content id', () => {
    const look = mailLookOf(undefined, true);
    expect(look).toEqual({ ...TESSERA_MAIL_LOOK, logo: MAIL_LOGO_CONTENT_ID });
    const html = renderMail('card', 'it', { name: 'A', cardNumber: '1' }, 'Circolo', look).html;
    expect(html).toMatch(/font-weight:bold"><img src="cid:association-logo" alt="" [^>]*>Circolo<\/div>/);
    expect(renderMail('card', 'it', { name: 'A', cardNumber: '1' }, 'Circolo', mailLookOf(undefined)).html).not.toContain('<img');
  });

  it('keeps an Italian amount on one line in the HTML, the text as written', () => {
    const data = { name: 'A', amount: 123456, payDate: '2026-12-31', object: '', link: '' };
    expect(renderMail('paymentRecorded', 'it', data, ORG).html).toContain('di €&nbsp;1.234,56 del 31/12/2026');
    expect(renderMail('paymentRecorded', 'it', data, ORG).text).toContain('di € 1.234,56 del 31/12/2026');
  });

  it('renders the parts a message leaves out as nothing', () => {
    const noDate = renderMail('card', 'en', { name: 'A', cardNumber: '7' }, ORG).text;
    expect(noDate).toContain('here is your membership card no. 7.');
    const signIn = renderMail('adminInvitation', 'it', { email: 'a@a.test', role: 'Segreteria', signInLink: 'https://a.test/auth' }, ORG);
    expect(signIn.text).toContain(`Accedi come sempre con a@a.test: ${ORG} compare tra i tuoi profili.`);
    expect(signIn.text).not.toContain('Scegli la password');
  });

  it('the convocation names the attached door QR only in a member’s own message, never printing the code', () => {
    const { data } = SAMPLES.assemblyConvocation;
    for (const lang of LANGUAGES) {
      const own = renderMail('assemblyConvocation', lang, data, ORG);
      const kept = renderMail('assemblyConvocation', lang, { ...data, doorCode: undefined }, ORG);
      expect(own.text).toContain('assemblea-qr.png');
      expect(`${own.text}\n${own.html}`).not.toContain(data.doorCode!);
      expect(kept.text).not.toContain('assemblea-qr.png');
    }
    expect(renderMail('assemblyConvocation', 'it', data, ORG).text).toContain("All'ingresso mostra il codice QR allegato");
    expect(renderMail('assemblyConvocation', 'en', data, ORG).text).toContain('At the door, show the QR code attached');
  });

  it('the card mail carries the activation link only while it is given (a member without a sign-in)', () => {
    for (const lang of LANGUAGES) {
      const without = renderMail('card', lang, { name: 'A', cardNumber: '7' }, ORG).text;
      const withLink = renderMail(
        'card',
        lang,
        { name: 'A', cardNumber: '7', activationLink: 'https://a.test/activate?invitation=t1' },
        ORG,
      );
      expect(without).not.toContain('/activate');
      expect(withLink.text).toContain('https://a.test/activate?invitation=t1');
      expect(withLink.html).toContain('<a href="https://a.test/activate?invitation=t1">');
    }
  });
});
