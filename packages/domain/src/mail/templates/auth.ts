import type { Language } from '../../constants';
import type { EmailCodePurpose } from '../../verification';
import { field, mailDateTime, type MailTexts } from '../content';
import { toWord } from '../../locale/italian';

/** Signing in, codes and the sign-in's own address: the messages that prove who someone is. */

export interface OtpMailData {
  code: string;
}

export const otpMail: MailTexts<OtpMailData> = {
  it: (d, org) => ({
    subject: `Il tuo codice di verifica: ${field(d.code)}`,
    parts: [
      { p: `Usa questo codice per completare l'accesso ${toWord(org)}:` },
      { code: field(d.code) },
      { p: 'Se non hai chiesto tu il codice, ignora questo messaggio.' },
    ],
  }),
  en: (d, org) => ({
    subject: `Your verification code: ${field(d.code)}`,
    parts: [
      { p: `Use this code to finish signing in to ${org}:` },
      { code: field(d.code) },
      { p: 'If you did not ask for this code, ignore this message.' },
    ],
  }),
};

export interface EmailCodeMailData {
  code: string;
  /** picks the sentence before the code */
  purpose: EmailCodePurpose;
  /** how long the code is valid */
  minutes: number;
  /** greets the person when given */
  name?: string;
}

/** The sentence before an emailed code, by purpose. */
const CODE_PURPOSE: Record<Language, Record<EmailCodePurpose, string>> = {
  it: {
    signup: 'ecco il codice per completare la registrazione',
    activation: 'ecco il codice per attivare la tessera',
    'change-username': 'ecco il codice per confermare il nuovo indirizzo email',
    'change-password': 'ecco il codice per cambiare la password',
    'mail-sender': 'ecco il codice per confermare questo indirizzo come mittente delle email',
    payroll: "ecco il codice per confermare l'addebito in busta paga",
  },
  en: {
    signup: 'here is the code to complete your signup',
    activation: 'here is the code to activate your card',
    'change-username': 'here is the code to confirm your new email address',
    'change-password': 'here is the code to change your password',
    'mail-sender': 'here is the code to confirm this address as the sender of the emails',
    payroll: 'here is the code to confirm the charge to your payroll',
  },
};
const purposeSentence = (lang: Language, purpose: unknown): string | undefined =>
  (CODE_PURPOSE[lang] as Record<string, string | undefined>)[field(purpose)];

/** Emailed verification codes (verification/send.ts). */
export const emailCodeMail: MailTexts<EmailCodeMailData> = {
  it: (d, org) => ({
    subject: `Il tuo codice di verifica: ${field(d.code)}`,
    parts: [
      ...(field(d.name) ? [{ p: `Ciao ${field(d.name)},` }] : []),
      { p: `${purposeSentence('it', d.purpose) ?? 'ecco il tuo codice di verifica'} (${org}):` },
      { code: field(d.code) },
      { p: `Il codice vale ${field(d.minutes)} minuti e si può usare una sola volta.` },
      { p: 'Se non hai chiesto tu il codice, ignora questo messaggio.' },
    ],
  }),
  en: (d, org) => ({
    subject: `Your verification code: ${field(d.code)}`,
    parts: [
      ...(field(d.name) ? [{ p: `Hello ${field(d.name)},` }] : []),
      { p: `${purposeSentence('en', d.purpose) ?? 'here is your verification code'} (${org}):` },
      { code: field(d.code) },
      { p: `The code is valid for ${field(d.minutes)} minutes and can be used once.` },
      { p: 'If you did not ask for this code, ignore this message.' },
    ],
  }),
};

export interface PasswordResetMailData {
  link: string;
  /** a code to type instead of (or beside) the link */
  code?: string;
}

export const passwordResetMail: MailTexts<PasswordResetMailData> = {
  it: (d, org) => ({
    subject: `Reimposta la password di ${org}`,
    parts: [
      { p: 'Abbiamo ricevuto una richiesta di reimpostazione della password.' },
      ...(field(d.link) ? [{ link: field(d.link), label: 'Reimposta la password' }] : []),
      ...(field(d.code) ? [{ code: field(d.code) }] : []),
      { p: 'Se non sei stato tu, ignora questo messaggio: la password resta invariata.' },
    ],
  }),
  en: (d, org) => ({
    subject: `Reset your ${org} password`,
    parts: [
      { p: 'We received a request to reset your password.' },
      ...(field(d.link) ? [{ link: field(d.link), label: 'Reset the password' }] : []),
      ...(field(d.code) ? [{ code: field(d.code) }] : []),
      { p: 'If it was not you, ignore this message: your password stays the same.' },
    ],
  }),
};

export interface EmailVerificationMailData {
  /** the address being confirmed */
  email: string;
  link: string;
}

/** POST /auth/send-verification-link: proves the address belongs to the sign-in. */
export const emailVerificationMail: MailTexts<EmailVerificationMailData> = {
  it: (d, org) => ({
    subject: `Conferma il tuo indirizzo email per ${org}`,
    parts: [
      { p: `Conferma che ${field(d.email)} è il tuo indirizzo aprendo questo collegamento:` },
      ...(field(d.link) ? [{ link: field(d.link), label: "Conferma l'indirizzo" }] : []),
      { p: 'Se non hai chiesto tu la conferma, ignora questo messaggio.' },
    ],
  }),
  en: (d, org) => ({
    subject: `Confirm your email address for ${org}`,
    parts: [
      { p: `Confirm that ${field(d.email)} is your address by opening this link:` },
      ...(field(d.link) ? [{ link: field(d.link), label: 'Confirm the address' }] : []),
      { p: 'If you did not ask for this, ignore this message.' },
    ],
  }),
};

export interface UsernameChangedMailData {
  oldEmail: string;
  newEmail: string;
  /** the undo page's link */
  link: string;
  /** how long the undo stays possible */
  days: number;
}

/** To the OLD address after a username change: the owner learns of it, and can take the login back. */
export const usernameChangedMail: MailTexts<UsernameChangedMailData> = {
  it: (d, org) => ({
    subject: `L'accesso ${toWord(org)} è cambiato`,
    parts: [
      { p: `L'indirizzo con cui accedi ${toWord(org)} è stato cambiato da ${field(d.oldEmail)} ${toWord(field(d.newEmail))}.` },
      { p: `Se non sei stato tu, entro ${field(d.days)} giorni puoi riportare l'accesso a questo indirizzo:` },
      ...(field(d.link) ? [{ link: field(d.link), label: 'Annulla il cambio' }] : []),
      { p: 'Poi reimposta la password dalla pagina di accesso. Se sei stato tu, ignora questo messaggio.' },
    ],
  }),
  en: (d, org) => ({
    subject: `Your ${org} login changed`,
    parts: [
      { p: `The address you sign in to ${org} with was changed from ${field(d.oldEmail)} to ${field(d.newEmail)}.` },
      { p: `If it was not you, within ${field(d.days)} days you can bring the login back to this address:` },
      ...(field(d.link) ? [{ link: field(d.link), label: 'Undo the change' }] : []),
      { p: 'Then reset the password from the sign-in page. If it was you, ignore this message.' },
    ],
  }),
};

export interface PasswordChangedMailData {
  /** the sign-in's address */
  email: string;
  /** when the password changed (ISO date-time) */
  at: string;
  /** the sign-in page, where a password can be reset */
  link?: string;
}

/** To the sign-in's address after its password changed (users/passwordChangedMail.ts): someone else's doing shows at once. */
export const passwordChangedMail: MailTexts<PasswordChangedMailData> = {
  it: (d, org) => ({
    subject: `La password di ${org} è stata cambiata`,
    parts: [
      { p: `La password con cui accedi ${toWord(org)} come ${field(d.email)} è stata cambiata il ${mailDateTime(d.at, 'it')}.` },
      { p: 'Se sei stato tu, non devi fare nulla.' },
      {
        p: "Se non sei stato tu, reimposta subito la password con «Password dimenticata?» nella pagina di accesso e avvisa l'associazione rispondendo a questo messaggio.",
      },
      ...(field(d.link) ? [{ link: field(d.link), label: 'Vai alla pagina di accesso' }] : []),
    ],
  }),
  en: (d, org) => ({
    subject: `Your ${org} password was changed`,
    parts: [
      { p: `The password you sign in to ${org} with as ${field(d.email)} was changed on ${mailDateTime(d.at, 'en')}.` },
      { p: 'If it was you, there is nothing to do.' },
      {
        p: 'If it was not you, reset the password at once with "Forgot password?" on the sign-in page and tell the association by replying to this message.',
      },
      ...(field(d.link) ? [{ link: field(d.link), label: 'Go to the sign-in page' }] : []),
    ],
  }),
};
