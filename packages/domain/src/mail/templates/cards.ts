import { field, mailDate, type MailTexts } from '../content';

export interface CardMailData {
  /** the holder, as the card prints it */
  name: string;
  cardNumber: string;
  /** the card's last valid day (ISO, or as the card prints it) */
  validUntil?: string | null;
  /** the digital card */
  link?: string;
  /** while the member has no sign-in: the single-use invitation link that opens card activation */
  activationLink?: string;
  /** the organization's name when the card was sent, kept with the message; the text is signed at delivery */
  orgName?: string;
}

/** A member's card, attached as a PDF (cards/memberCardPdfs.ts). */
export const cardMail: MailTexts<CardMailData> = {
  it: (d, org) => ({
    subject: `La tua tessera ${org}`,
    parts: [
      { p: `Ciao ${field(d.name)},` },
      { p: `ecco la tua tessera n. ${field(d.cardNumber)}${field(d.validUntil) ? `, valida fino al ${mailDate(d.validUntil)}` : ''}.` },
      { p: 'La trovi in allegato in formato PDF.' },
      ...(field(d.link) ? [{ link: field(d.link), label: 'Apri la tessera digitale' }] : []),
      ...(field(d.activationLink)
        ? [
            { p: "Non hai ancora accesso all'area personale: attivalo con questo collegamento, la tessera è già riconosciuta." },
            { link: field(d.activationLink), label: "Attiva l'accesso" },
          ]
        : []),
      { p: `Un saluto da ${org}` },
    ],
  }),
  en: (d, org) => ({
    subject: `Your ${org} membership card`,
    parts: [
      { p: `Hello ${field(d.name)},` },
      {
        p: `here is your membership card no. ${field(d.cardNumber)}${field(d.validUntil) ? `, valid until ${mailDate(d.validUntil)}` : ''}.`,
      },
      { p: 'You will find it attached as a PDF.' },
      ...(field(d.link) ? [{ link: field(d.link), label: 'Open the digital card' }] : []),
      ...(field(d.activationLink)
        ? [
            { p: 'You have no access to the personal area yet: activate it with this link, your card is already recognised.' },
            { link: field(d.activationLink), label: 'Activate your access' },
          ]
        : []),
      { p: `Best regards, ${org}` },
    ],
  }),
};
