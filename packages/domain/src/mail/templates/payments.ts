import { field, mailAmount, mailDate, type MailTexts } from '../content';
import { toWord } from '../../locale/italian';

export interface FeeReminderMailData {
  name: string;
  /** the fee's year */
  year: number;
}

/** The yearly verification (payments/feeVerification.ts): a member whose fee of the year is missing, once a year. */
export const feeReminderMail: MailTexts<FeeReminderMailData> = {
  it: (d, org) => ({
    subject: `Quota associativa ${field(d.year)}: rinnova la tua iscrizione ${toWord(org)}`,
    parts: [
      { p: `Ciao ${field(d.name)},` },
      { p: `non ci risulta ancora il pagamento della quota associativa ${field(d.year)} ${toWord(org)}.` },
      { p: "Rinnova l'iscrizione per restare socio: se hai già pagato, rispondi a questo messaggio con la ricevuta." },
      { p: `Un saluto da ${org}` },
    ],
  }),
  en: (d, org) => ({
    subject: `${field(d.year)} membership fee: renew your membership of ${org}`,
    parts: [
      { p: `Hello ${field(d.name)},` },
      { p: `we have not yet received your ${field(d.year)} membership fee to ${org}.` },
      { p: 'Renew to stay a member: if you have already paid, reply to this message with the receipt.' },
      { p: `Best regards from ${org}` },
    ],
  }),
};

/** A fee charged to the member's saved card at renewal (payments/renewalCharge.ts), paid or declined. */
export interface RenewalChargeMailData {
  name: string;
  year: number;
  /** cents */
  amount: number;
  /** the saved card, as its holder knows it (brand and last digits) */
  card: string;
}

export const renewalChargedMail: MailTexts<RenewalChargeMailData> = {
  it: (d, org) => ({
    subject: `Quota associativa ${field(d.year)} rinnovata`,
    parts: [
      { p: `Ciao ${field(d.name)},` },
      {
        p: `abbiamo addebitato ${mailAmount(d.amount, 'it')} sulla tua carta ${field(d.card)} per la quota associativa ${field(d.year)} ${toWord(org)}: la tua tessera è rinnovata.`,
      },
      { p: "Trovi la ricevuta nell'area personale, alla pagina dei pagamenti, dove puoi anche disattivare il rinnovo automatico." },
      { p: `Un saluto da ${org}` },
    ],
  }),
  en: (d, org) => ({
    subject: `${field(d.year)} membership fee renewed`,
    parts: [
      { p: `Hello ${field(d.name)},` },
      {
        p: `we charged ${mailAmount(d.amount, 'en')} to your card ${field(d.card)} for your ${field(d.year)} membership fee to ${org}: your card is renewed.`,
      },
      { p: 'The receipt is in your personal area, on the payments page, where you can also turn automatic renewal off.' },
      { p: `Best regards from ${org}` },
    ],
  }),
};

export const renewalFailedMail: MailTexts<RenewalChargeMailData> = {
  it: (d, org) => ({
    subject: `Quota associativa ${field(d.year)}: il pagamento con la carta non è riuscito`,
    parts: [
      { p: `Ciao ${field(d.name)},` },
      {
        p: `non siamo riusciti ad addebitare la quota associativa ${field(d.year)} (${mailAmount(d.amount, 'it')}) sulla tua carta ${field(d.card)}.`,
      },
      { p: "Per restare socio paga la quota in segreteria; nell'area personale puoi salvare un'altra carta per i prossimi rinnovi." },
      { p: `Un saluto da ${org}` },
    ],
  }),
  en: (d, org) => ({
    subject: `${field(d.year)} membership fee: the card payment did not go through`,
    parts: [
      { p: `Hello ${field(d.name)},` },
      {
        p: `we could not charge your ${field(d.year)} membership fee (${mailAmount(d.amount, 'en')}) to your card ${field(d.card)}.`,
      },
      { p: 'To stay a member, pay the fee at the office; in your personal area you can save another card for the next renewals.' },
      { p: `Best regards from ${org}` },
    ],
  }),
};

/** What a refund did to the member's card, as the member's mail tells it: no longer active, to renew, or nothing. */
export type RefundCardNote = 'inactive' | 'renew' | 'none';

export interface PaymentRefundedMailData {
  name: string;
  /** cents refunded */
  amount: number;
  /** what the payment was for; '' says nothing */
  object: string;
  /** the credit note issued, '' when none */
  creditNote: string;
  card: RefundCardNote;
  /** the fee year the refund leaves unpaid ('' when the payment paid no year) */
  year: number | '';
}

/** A refund recorded (payments/refundConsequences.ts): how much, its credit note, and what became of the card. */
export const paymentRefundedMail: MailTexts<PaymentRefundedMailData> = {
  it: (d, org) => ({
    subject: `Rimborso del tuo pagamento ${toWord(org)}`,
    parts: [
      { p: `Ciao ${field(d.name)},` },
      { p: `ti abbiamo rimborsato ${mailAmount(d.amount, 'it')}${field(d.object) ? ` per «${field(d.object)}»` : ''}.` },
      ...(field(d.creditNote) ? [{ p: `Abbiamo emesso la nota di credito n. ${field(d.creditNote)}.` }] : []),
      ...(d.card === 'inactive'
        ? [
            {
              p: `La quota associativa ${field(d.year)} non risulta più pagata, quindi la tua tessera non è più attiva: per riattivarla, rinnova la quota.`,
            },
          ]
        : d.card === 'renew'
          ? [
              {
                p: `La quota associativa ${field(d.year)} non risulta più pagata: per mantenere attiva la tua tessera, rinnova la quota.`,
              },
            ]
          : []),
      { p: `Un saluto da ${org}` },
    ],
  }),
  en: (d, org) => ({
    subject: `Your payment to ${org} was refunded`,
    parts: [
      { p: `Hello ${field(d.name)},` },
      { p: `we refunded ${mailAmount(d.amount, 'en')}${field(d.object) ? ` for "${field(d.object)}"` : ''}.` },
      ...(field(d.creditNote) ? [{ p: `We issued credit note no. ${field(d.creditNote)}.` }] : []),
      ...(d.card === 'inactive'
        ? [
            {
              p: `Your ${field(d.year)} membership fee is no longer paid, so your membership card is no longer active: renew the fee to reactivate it.`,
            },
          ]
        : d.card === 'renew'
          ? [{ p: `Your ${field(d.year)} membership fee is no longer paid: renew it to keep your membership card active.` }]
          : []),
      { p: `Best regards from ${org}` },
    ],
  }),
};

export interface PaymentRecordedMailData {
  name: string;
  /** cents */
  amount: number;
  /** the day paid (ISO) */
  payDate: string;
  /** what the payment was for; '' says nothing */
  object: string;
  /** the personal area's payments page, where the receipt is */
  link: string;
}

/** A payment the office recorded for the member, received (payments/paymentRecordedMail.ts): its receipt is in the personal area. */
export const paymentRecordedMail: MailTexts<PaymentRecordedMailData> = {
  it: (d, org) => ({
    subject: `Pagamento registrato: ${org}`,
    parts: [
      { p: `Ciao ${field(d.name)},` },
      {
        p: `abbiamo registrato il tuo pagamento di ${mailAmount(d.amount, 'it')} del ${mailDate(d.payDate)}${field(d.object) ? ` per «${field(d.object)}»` : ''}.`,
      },
      { p: "La ricevuta è disponibile nell'area personale, alla pagina dei pagamenti, da dove puoi scaricarla in PDF." },
      ...(field(d.link) ? [{ link: field(d.link), label: 'I miei pagamenti' }] : []),
      { p: `Un saluto da ${org}` },
    ],
  }),
  en: (d, org) => ({
    subject: `Payment recorded: ${org}`,
    parts: [
      { p: `Hello ${field(d.name)},` },
      {
        p: `we recorded your payment of ${mailAmount(d.amount, 'en')} made on ${mailDate(d.payDate)}${field(d.object) ? ` for "${field(d.object)}"` : ''}.`,
      },
      { p: 'The receipt is available in your personal area, on the payments page, where you can download it as a PDF.' },
      ...(field(d.link) ? [{ link: field(d.link), label: 'My payments' }] : []),
      { p: `Best regards from ${org}` },
    ],
  }),
};
