import { formatCents } from '../../locale/money';
import { field, type MailTexts } from '../content';

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
        p: `il tuo pagamento è arrivato dopo la scadenza del carrello e nel frattempo i posti per ${field(d.items)} sono stati venduti: non ti abbiamo iscritto e ti abbiamo rimborsato ${formatCents(Number(d.amount ?? 0), 'it')} sulla carta usata.`,
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
        p: `your payment arrived after your cart had expired, and meanwhile the seats for ${field(d.items)} were sold: you are not registered and we refunded ${formatCents(Number(d.amount ?? 0), 'en')} to the card you used.`,
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
  /** when the hold ends, in the message's language */
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
        p: `eri in lista d'attesa per ${field(d.item)}: ${Number(d.seats ?? 1) > 1 ? `${field(d.seats)} posti sono stati riservati` : 'un posto è stato riservato'} per te fino al ${field(d.until)}.`,
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
        p: `you were on the waiting list for ${field(d.item)}: ${Number(d.seats ?? 1) > 1 ? `${field(d.seats)} seats are` : 'a seat is'} held for you until ${field(d.until)}.`,
      },
      { p: 'To confirm, pay from your personal area by then; after that the seats go to the next in line.' },
      ...(field(d.link) ? [{ link: field(d.link), label: 'Go to the activities' }] : []),
      { p: `Best regards from ${org}` },
    ],
  }),
};
