import { field, type MailTexts } from '../content';
import { toWord } from '../../locale/italian';

export interface MemberInvitationMailData {
  /** the member's name as the register holds it */
  name: string;
  /** the card's number, when the member has one */
  cardNumber?: string | null;
  /** the single-use link to the activation page (members/invitation.ts invitationPath) */
  link: string;
  /** how many days the link works */
  days: number;
}

/** A member of the register without a sign-in is invited into the personal area (invitations/send.ts). */
export const memberInvitationMail: MailTexts<MemberInvitationMailData> = {
  it: (d, org) => ({
    subject: `${org} ti invita nella tua area personale`,
    parts: [
      { p: `Ciao ${field(d.name)},` },
      {
        p:
          `${org} ti invita ad attivare il tuo accesso all'area personale` +
          `${field(d.cardNumber) ? ` con la tessera n. ${field(d.cardNumber)}` : ''}: ` +
          'lì trovi la tessera digitale, i pagamenti e i tuoi dati.',
      },
      { p: 'La tessera è già riconosciuta: ti basta scegliere la tua email e la password.' },
      { link: field(d.link), label: "Attiva l'accesso" },
      {
        p:
          `Il collegamento vale ${field(d.days)} giorni e una sola volta. Se è scaduto, chiedi ${toWord(org)} di inviartene ` +
          'uno nuovo, oppure attiva la tessera dalla pagina di accesso con il numero della tessera e il codice fiscale.',
      },
      { p: 'Se non te lo aspettavi, puoi ignorare questo messaggio.' },
      { p: `Un saluto da ${org}` },
    ],
  }),
  en: (d, org) => ({
    subject: `${org} invites you to your personal area`,
    parts: [
      { p: `Hello ${field(d.name)},` },
      {
        p:
          `${org} invites you to activate your access to the personal area` +
          `${field(d.cardNumber) ? ` with membership card no. ${field(d.cardNumber)}` : ''}: ` +
          'there you will find your digital card, your payments and your details.',
      },
      { p: 'Your card is already recognised: you only need to choose your email and password.' },
      { link: field(d.link), label: 'Activate your access' },
      {
        p:
          `The link works for ${field(d.days)} days and once. If it has expired, ask ${org} to send you a new one, or ` +
          'activate the card from the sign-in page with the card number and your tax code.',
      },
      { p: 'If you did not expect this, you can ignore this message.' },
      { p: `Best regards, ${org}` },
    ],
  }),
};
