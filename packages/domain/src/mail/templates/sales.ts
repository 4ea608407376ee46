import type { Language } from '../../constants';
import { field, mailAmount, mailDate, type MailContent, type MailTexts } from '../content';

/** Seats as a sentence counts them: '1 posto', '3 posti' / '1 seat', '3 seats'. */
export const seatsText = (seats: unknown, lang: Language) => {
  const n = Number(seats ?? 1);
  if (lang === 'it') return n === 1 ? '1 posto' : `${field(seats)} posti`;
  return n === 1 ? '1 seat' : `${field(seats)} seats`;
};

export interface RegistrationCancelledMailData {
  name: string;
  /** whose registration it was, when not the member's own (a family member's) */
  holder: string;
  item: string;
  /** the item's day (ISO) */
  date: string;
  seats: number;
  /** cents being refunded; 0 when nothing is */
  refund: number;
}

/** A registration the office cancelled (sales/cancelRegistration.ts), and whether its payment is being refunded. */
function registrationCancelled(d: RegistrationCancelledMailData, org: string, lang: Language): MailContent {
  const it = lang === 'it';
  const what = [field(d.item), mailDate(d.date)].filter(Boolean).join(it ? ' del ' : ' on ');
  const holder = field(d.holder);
  const seats = seatsText(d.seats, lang);
  const refund = Number(d.refund ?? 0) > 0 ? mailAmount(d.refund, lang) : '';
  return {
    subject: it ? `Iscrizione annullata: ${field(d.item)}` : `Registration cancelled: ${field(d.item)}`,
    parts: [
      { p: it ? `Ciao ${field(d.name)},` : `Hello ${field(d.name)},` },
      {
        p: it
          ? `${holder ? `l'iscrizione di ${holder}` : 'la tua iscrizione'} a ${what} (${seats}) è stata annullata.`
          : `${holder ? `the registration of ${holder}` : 'your registration'} for ${what} (${seats}) was cancelled.`,
      },
      ...(refund
        ? [
            {
              p: it
                ? `Ti rimborsiamo ${refund} con lo stesso metodo del pagamento; riceverai un messaggio quando il rimborso sarà registrato.`
                : `We are refunding ${refund} the way you paid; you will get a message when the refund is recorded.`,
            },
          ]
        : []),
      { p: it ? 'Per qualsiasi domanda rispondi a questo messaggio.' : 'If you have any question, reply to this message.' },
      { p: it ? `Un saluto da ${org}` : `Best regards from ${org}` },
    ],
  };
}

export const registrationCancelledMail: MailTexts<RegistrationCancelledMailData> = {
  it: (d, org) => registrationCancelled(d, org, 'it'),
  en: (d, org) => registrationCancelled(d, org, 'en'),
};
