import type { Language } from '../../constants';
import type { QrType } from '../../campaigns/campaign';
import { field, mailDate, paragraphsOf, type MailContent, type MailTexts } from '../content';
import { toWord } from '../../locale/italian';

export interface CampaignRegistrationMailData {
  name: string;
  /** the campaign's name */
  campaign: string;
  /** the campaign's own subject and text (plain text, paragraphs on blank lines); blank: the standard ones */
  subject: string;
  body: string;
  /** ISO days; one day when they are the same */
  startDate: string;
  endDate: string;
  place: string;
  qrType: QrType;
  /** the registration's short code as printed (`ABCD-EFGH`), to give at the door when the QR cannot be read; blank: none */
  ticketCode?: string;
}

/**
 * A registration confirmed (campaigns/confirmation.ts): the campaign's own subject and text when it has them, its day
 * and place, and what the attached QR is for (ACCESS: shown at the entrance, once; FIDELITY: at each visit).
 */
function campaignRegistration(d: CampaignRegistrationMailData, org: string, lang: Language): MailContent {
  const it = lang === 'it';
  const own = paragraphsOf(d.body);
  const when = field(d.startDate) === field(d.endDate) ? mailDate(d.startDate) : `${mailDate(d.startDate)} – ${mailDate(d.endDate)}`;
  const qr =
    field(d.qrType) === 'FIDELITY'
      ? it
        ? 'In allegato il tuo codice QR: mostralo a ogni visita per accumulare punti.'
        : 'Your QR code is attached: show it at each visit to collect points.'
      : it
        ? "In allegato il tuo codice QR: mostralo all'ingresso. Vale per un solo ingresso."
        : 'Your QR code is attached: show it at the entrance. It is valid for one entry.';
  return {
    subject: field(d.subject) || (it ? `Iscrizione confermata: ${field(d.campaign)}` : `Registration confirmed: ${field(d.campaign)}`),
    parts: [
      { p: it ? `Ciao ${field(d.name)},` : `Hello ${field(d.name)},` },
      {
        p: it ? `la tua iscrizione ${toWord(field(d.campaign))} è confermata.` : `your registration for ${field(d.campaign)} is confirmed.`,
      },
      ...own.map((p) => ({ p })),
      { p: [when, field(d.place)].filter(Boolean).join(' · ') },
      { p: qr },
      ...(field(d.ticketCode)
        ? [
            {
              p: it
                ? `Se il codice QR non si legge, all'ingresso basta dire il codice ${field(d.ticketCode)}.`
                : `If the QR code cannot be read, just give the code ${field(d.ticketCode)} at the entrance.`,
            },
          ]
        : []),
      { p: it ? `Un saluto da ${org}` : `Best regards from ${org}` },
    ],
  };
}

export const campaignRegistrationMail: MailTexts<CampaignRegistrationMailData> = {
  it: (d, org) => campaignRegistration(d, org, 'it'),
  en: (d, org) => campaignRegistration(d, org, 'en'),
};
