import { field, type MailTexts } from '../content';

/**
 * To a new administrator (settings/grantAdmin.ts): a new sign-in gets `link`, which sets its password and lasts
 * `hours`; an existing sign-in gets `signInLink` and is told the organization now appears among its profiles.
 */
export type AdminInvitationMailData = {
  /** the address the administrator signs in with */
  email: string;
  /** the role's name in the message's language */
  role: string;
} & ({ link: string; hours: number; signInLink?: never } | { signInLink: string; link?: never; hours?: never });

export const adminInvitationMail: MailTexts<AdminInvitationMailData> = {
  it: (d, org) => ({
    subject: `Sei amministratore di ${org}`,
    parts: [
      { p: `Sei stato aggiunto agli amministratori di ${org} con il ruolo ${field(d.role)}.` },
      ...(field(d.link)
        ? [
            { p: `Per entrare scegli la tua password; l'indirizzo con cui accedi è ${field(d.email)}.` },
            { link: field(d.link), label: 'Scegli la password' },
            {
              p: `Il collegamento vale ${field(d.hours)} ora e una sola volta; dopo, usa "Password dimenticata?" nella pagina di accesso.`,
            },
          ]
        : [
            { p: `Accedi come sempre con ${field(d.email)}: ${org} compare tra i tuoi profili.` },
            ...(field(d.signInLink) ? [{ link: field(d.signInLink), label: 'Accedi' }] : []),
          ]),
      { p: 'Se non te lo aspettavi, rispondi a questo messaggio o ignoralo.' },
    ],
  }),
  en: (d, org) => ({
    subject: `You are an administrator of ${org}`,
    parts: [
      { p: `You were added to the administrators of ${org} with the role ${field(d.role)}.` },
      ...(field(d.link)
        ? [
            { p: `To sign in, choose your password; you sign in with ${field(d.email)}.` },
            { link: field(d.link), label: 'Choose the password' },
            { p: `The link works for ${field(d.hours)} hour and once; after that, use "Forgot password?" on the sign-in page.` },
          ]
        : [
            { p: `Sign in as usual with ${field(d.email)}: ${org} is now among your profiles.` },
            ...(field(d.signInLink) ? [{ link: field(d.signInLink), label: 'Sign in' }] : []),
          ]),
      { p: 'If you did not expect this, reply to this message or ignore it.' },
    ],
  }),
};
