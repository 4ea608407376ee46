import { field, mailDate, type MailTexts } from '../content';

export interface DeceasedPropagatedMailData {
  /** the receiving organization's member */
  memberName: string;
  /** the organization that reported the death */
  sourceOrgName: string;
  /** the day it was reported (ISO) */
  at: string;
}

/** To the general admins of an organization holding a member another organization reported deceased (members/deceased.ts). */
export const deceasedPropagatedMail: MailTexts<DeceasedPropagatedMailData> = {
  it: (d, org) => ({
    subject: `${field(d.memberName)}: decesso segnalato da ${field(d.sourceOrgName)}`,
    parts: [
      {
        p: `Il ${mailDate(d.at)} ${field(d.sourceOrgName)} ha registrato il decesso di un proprio socio con lo stesso codice fiscale di ${field(d.memberName)}, socio di ${org}.`,
      },
      {
        p: 'Nella vostra anagrafica non è cambiato nulla: verificate la segnalazione dalla scheda del socio o da Associati → Segnalazioni di decesso, poi confermatela o ignoratela.',
      },
    ],
  }),
  en: (d, org) => ({
    subject: `${field(d.memberName)}: reported deceased by ${field(d.sourceOrgName)}`,
    parts: [
      {
        p: `On ${mailDate(d.at)} ${field(d.sourceOrgName)} marked as deceased one of its members with the same tax code as ${field(d.memberName)}, a member of ${org}.`,
      },
      {
        p: "Nothing has changed in your register: check the report on the member's page or in Members → Death reports, then confirm or dismiss it.",
      },
    ],
  }),
};
