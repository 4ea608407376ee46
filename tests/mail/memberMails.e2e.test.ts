// The admin app of the tests first: the functions module imported below then reuses it.
import '../support/admin';
import { describe, expect, it } from 'vitest';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import type { MailTemplateData } from '@tessera/domain/mail/registry';
import { enqueueMail } from '../../functions/src/mail/enqueue';
import { browserForSuite, newPage, snap, WEB_URL } from '../support/browser';
import { deliveredMails, ISO_DATE_IN_TEXT } from '../support/mailbox';

// The mails a member gets after something happens to them, as the dev mailbox shows them: each one in Italian and in
// English, with the association's name, dates written dd/MM/yyyy and amounts in euro (the data arrives as ISO dates
// and cents). The flows that send them are tested in their areas (tests/marketplace, tests/sales, tests/payments,
// tests/users); the browser flows a member drives are marketplace.e2e (purchase) and credentials.e2e (password).
type MemberMail = 'purchaseConfirmed' | 'registrationCancelled' | 'paymentRecorded' | 'passwordChanged' | 'waitlistOffer';
const TO = 'posta.socio@example.test';

const MAILS: { [T in MemberMail]: { data: MailTemplateData[T]; it: string[]; en: string[] } } = {
  purchaseConfirmed: {
    data: {
      name: 'Irene',
      lines: [{ item: 'Concerto di Natale', date: '2026-12-20', seats: 2, amount: 123456 }],
      total: 123456,
      payroll: false,
      tickets: 1,
      qrAttached: 1,
      link: `${WEB_URL()}/my-area/tickets`,
    },
    it: ['Concerto di Natale · 20/12/2026 · 2 posti · € 1.234,56', 'Totale: € 1.234,56'],
    en: ['Concerto di Natale · 20/12/2026 · 2 seats · €1,234.56', 'Total: €1,234.56'],
  },
  registrationCancelled: {
    data: { name: 'Marta', holder: '', item: 'Gita al lago', date: '2026-06-07', seats: 1, refund: 4550 },
    it: ['la tua iscrizione a Gita al lago del 07/06/2026 (1 posto) è stata annullata', 'Ti rimborsiamo € 45,50'],
    en: ['your registration for Gita al lago on 07/06/2026 (1 seat) was cancelled', 'We are refunding €45.50'],
  },
  paymentRecorded: {
    data: { name: 'Nadia', amount: 3000, payDate: '2026-12-31', object: 'Quota 2027', link: `${WEB_URL()}/my-payments` },
    it: ['il tuo pagamento di € 30,00 del 31/12/2026 per «Quota 2027»'],
    en: ['your payment of €30.00 made on 31/12/2026 for "Quota 2027"'],
  },
  passwordChanged: {
    // 16:30 UTC is 18:30 in Italy in July
    data: { email: TO, at: '2026-07-01T16:30:00.000Z', link: `${WEB_URL()}/auth` },
    it: ['è stata cambiata il 01/07/2026 alle 18:30'],
    en: ['was changed on 01/07/2026 at 18:30'],
  },
  waitlistOffer: {
    data: { name: 'Carla', item: 'Gita al lago', seats: 1, until: '2026-12-03T09:00:00.000Z', link: `${WEB_URL()}/my-area/shop` },
    it: ['un posto è stato riservato per te fino al 03/12/2026 alle 10:00'],
    en: ['a seat is held for you until 03/12/2026 at 10:00'],
  },
};

describe('the mails a member hears back with, in the dev mailbox', () => {
  const browser = browserForSuite();

  for (const lang of ['it', 'en'] as const)
    for (const template of Object.keys(MAILS) as MemberMail[])
      it(`${template} in ${lang}: the association's name, dates and amounts written for the reader`, async () => {
        const { data, [lang]: expected } = MAILS[template];
        const to = `${template.toLowerCase()}.${lang}.${TO}`;
        await enqueueMail({ orgId: AURORA_ORG_ID, to, template, lang, data } as Parameters<typeof enqueueMail>[0]);
        const [mail] = await deliveredMails(to, /Aurora|Gita al lago/);
        expect(mail!.text).not.toMatch(ISO_DATE_IN_TEXT);

        const viewport = lang === 'it' ? 'mobile' : 'desktop';
        const page = await newPage(browser(), { lang, viewport });
        await page.goto(`${WEB_URL()}/dev/mailbox`);
        await page.getByTestId('mailbox-item').filter({ hasText: to }).first().click();
        for (const words of expected) await expect.poll(() => page.getByTestId('mailbox-text').textContent()).toContain(words);
        // the HTML part says the same, in its sandboxed frame
        await expect
          .poll(() => page.frameLocator('[data-testid=mailbox-html]').locator('body').textContent())
          .toContain(expected[0]!.replace(/€ /g, '€\u00a0'));
        await snap(page, `member-mail-${template}-${lang}-${viewport}`);
        await page.context().close();
      });
});
