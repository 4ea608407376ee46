import type { Language } from '../../constants';
import { field, mailAmount, mailDate, mailDateTime, type MailContent, type MailTexts } from '../content';
import { seatsText } from './sales';

export interface SeatUnavailableMailData {
  name: string;
  /** the items whose seats were gone, as one text */
  items: string;
  /** cents refunded */
  amount: number;
}

/** A card payment that arrived after its checkout had expired and its seats were sold (marketplace/settleLate.ts). */
export const seatUnavailableMail: MailTexts<SeatUnavailableMailData> = {
  it: (d, org) => ({
    subject: 'Posti non più disponibili: ti abbiamo rimborsato',
    parts: [
      { p: `Ciao ${field(d.name)},` },
      {
        p: `il tuo pagamento è arrivato dopo la scadenza del carrello e nel frattempo i posti per ${field(d.items)} sono stati venduti: non ti abbiamo iscritto e ti abbiamo rimborsato ${mailAmount(d.amount, 'it')} sulla carta usata.`,
      },
      { p: "Le altre iscrizioni del carrello sono confermate e le trovi nell'area personale." },
      { p: `Un saluto da ${org}` },
    ],
  }),
  en: (d, org) => ({
    subject: 'Seats no longer available: you have been refunded',
    parts: [
      { p: `Hello ${field(d.name)},` },
      {
        p: `your payment arrived after your cart had expired, and meanwhile the seats for ${field(d.items)} were sold: you are not registered and we refunded ${mailAmount(d.amount, 'en')} to the card you used.`,
      },
      { p: 'The other registrations of the cart stand; you find them in your personal area.' },
      { p: `Best regards from ${org}` },
    ],
  }),
};

export interface WaitlistOfferMailData {
  name: string;
  /** the sold-out item */
  item: string;
  /** seats held */
  seats: number;
  /** when the hold ends (ISO date-time) */
  until: string;
  /** where the member pays */
  link?: string;
}

/** Seats given back to a sold-out item, held for the first in its waiting list (marketplace/offers.ts). */
export const waitlistOfferMail: MailTexts<WaitlistOfferMailData> = {
  it: (d, org) => ({
    subject: `Si è liberato un posto: ${field(d.item)}`,
    parts: [
      { p: `Ciao ${field(d.name)},` },
      {
        p: `eri in lista d'attesa per ${field(d.item)}: ${Number(d.seats ?? 1) > 1 ? `${field(d.seats)} posti sono stati riservati` : 'un posto è stato riservato'} per te fino al ${mailDateTime(d.until, 'it')}.`,
      },
      { p: "Per confermare, paga dall'area personale entro quell'ora; poi i posti passano al prossimo in lista." },
      ...(field(d.link) ? [{ link: field(d.link), label: 'Vai alle attività' }] : []),
      { p: `Un saluto da ${org}` },
    ],
  }),
  en: (d, org) => ({
    subject: `A seat is free: ${field(d.item)}`,
    parts: [
      { p: `Hello ${field(d.name)},` },
      {
        p: `you were on the waiting list for ${field(d.item)}: ${Number(d.seats ?? 1) > 1 ? `${field(d.seats)} seats are` : 'a seat is'} held for you until ${mailDateTime(d.until, 'en')}.`,
      },
      { p: 'To confirm, pay from your personal area by then; after that the seats go to the next in line.' },
      ...(field(d.link) ? [{ link: field(d.link), label: 'Go to the activities' }] : []),
      { p: `Best regards from ${org}` },
    ],
  }),
};

/** One line of a purchase, as the confirmation lists it. */
export interface PurchaseLineMailData {
  item: string;
  /** the item's day (ISO) */
  date: string;
  /** seats bought on this line, family members' included */
  seats: number;
  /** cents */
  amount: number;
}

export interface PurchaseConfirmedMailData {
  name: string;
  lines: PurchaseLineMailData[];
  /** cents */
  total: number;
  /** charged to the pay slip rather than paid by card */
  payroll: boolean;
  /** the tickets the purchase made (one per registration) and how many of their QR codes are attached */
  tickets: number;
  qrAttached: number;
  /** the personal area's tickets page */
  link: string;
}

/** What the mail says of the tickets' QR codes: all attached, some (too many to attach), or none. */
function qrSentence(d: PurchaseConfirmedMailData, lang: Language): string | null {
  const tickets = Number(d.tickets ?? 0);
  const attached = Number(d.qrAttached ?? 0);
  if (tickets <= 0) return null;
  if (lang === 'it') {
    if (attached >= tickets) return "In allegato trovi il codice QR di ogni biglietto: mostralo all'ingresso, dal telefono o stampato.";
    if (attached > 0)
      return `In allegato trovi i codici QR dei primi ${attached} biglietti; tutti i biglietti, con il loro codice QR, sono nell'area personale.`;
    return "I biglietti, con il loro codice QR da mostrare all'ingresso, sono nell'area personale.";
  }
  if (attached >= tickets) return 'The QR code of each ticket is attached: show it at the entrance, on your phone or printed.';
  if (attached > 0)
    return `The QR codes of the first ${attached} tickets are attached; all the tickets, with their QR codes, are in your personal area.`;
  return 'The tickets, with the QR code to show at the entrance, are in your personal area.';
}

/**
 * A cart paid online or charged to payroll (marketplace/purchaseMail.ts): each item with its day, seats and amount,
 * the total, and the tickets' QR codes.
 */
function purchaseConfirmed(d: PurchaseConfirmedMailData, org: string, lang: Language): MailContent {
  const it = lang === 'it';
  const lines = Array.isArray(d.lines) ? d.lines : [];
  const total = mailAmount(d.total, lang);
  const qr = qrSentence(d, lang);
  return {
    subject: it ? `Acquisto confermato: ${org}` : `Purchase confirmed: ${org}`,
    parts: [
      { p: it ? `Ciao ${field(d.name)},` : `Hello ${field(d.name)},` },
      {
        p: d.payroll
          ? it
            ? `il tuo acquisto è confermato: ${total} ti saranno trattenuti in busta paga.`
            : `your purchase is confirmed: ${total} will be deducted from your pay slip.`
          : it
            ? `abbiamo ricevuto il tuo pagamento con carta di ${total}: il tuo acquisto è confermato.`
            : `we received your card payment of ${total}: your purchase is confirmed.`,
      },
      ...lines.map((l) => ({
        p: [field(l.item), mailDate(l.date), seatsText(l.seats, lang), mailAmount(l.amount, lang)].filter(Boolean).join(' · '),
      })),
      { p: `${it ? 'Totale' : 'Total'}: ${total}` },
      ...(qr ? [{ p: qr }] : []),
      ...(field(d.link) ? [{ link: field(d.link), label: it ? 'I miei biglietti' : 'My tickets' }] : []),
      ...(d.payroll
        ? []
        : [
            {
              p: it
                ? "La ricevuta del pagamento è nell'area personale, alla pagina dei pagamenti."
                : 'The receipt of the payment is in your personal area, on the payments page.',
            },
          ]),
      { p: it ? `Un saluto da ${org}` : `Best regards from ${org}` },
    ],
  };
}

export const purchaseConfirmedMail: MailTexts<PurchaseConfirmedMailData> = {
  it: (d, org) => purchaseConfirmed(d, org, 'it'),
  en: (d, org) => purchaseConfirmed(d, org, 'en'),
};
