import type { MailTemplate } from '@tessera/domain/entities/mail';
import { escapeHtml } from '@tessera/domain/html';
import { formatCents } from '@tessera/domain/locale/money';

/** A rendered message: what the sender hands to SendGrid or to the local sink. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Lang = 'it' | 'en';
type Data = Record<string, unknown>;

const str = (data: Data, key: string): string => {
  const v = data[key];
  return v === undefined || v === null ? '' : String(v);
};
/** Only http(s) links become anchors: a `javascript:` link in template data renders as text. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : '');

/** One paragraph or a link: the text and HTML bodies are built from the same parts. */
type Part = { p: string } | { link: string; label: string } | { code: string };

interface Content {
  subject: string;
  parts: Part[];
}

/** The sentence before an emailed code, by purpose. */
const CODE_PURPOSE: Record<Lang, Record<string, string>> = {
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

// `mailshot` messages are rendered from their mailshot (mailshots/render.ts), not from a template here
const T: Record<Exclude<MailTemplate, 'mailshot'>, Record<Lang, (d: Data, org: string) => Content>> = {
  card: {
    it: (d, org) => ({
      subject: `La tua tessera ${org}`,
      parts: [
        { p: `Ciao ${str(d, 'name')},` },
        { p: `ecco la tua tessera n. ${str(d, 'cardNumber')}${str(d, 'validUntil') ? `, valida fino al ${str(d, 'validUntil')}` : ''}.` },
        { p: 'La trovi in allegato in formato PDF.' },
        ...(str(d, 'link') ? [{ link: str(d, 'link'), label: 'Apri la tessera digitale' }] : []),
        { p: `Un saluto da ${org}` },
      ],
    }),
    en: (d, org) => ({
      subject: `Your ${org} membership card`,
      parts: [
        { p: `Hello ${str(d, 'name')},` },
        {
          p: `here is your membership card no. ${str(d, 'cardNumber')}${str(d, 'validUntil') ? `, valid until ${str(d, 'validUntil')}` : ''}.`,
        },
        { p: 'You will find it attached as a PDF.' },
        ...(str(d, 'link') ? [{ link: str(d, 'link'), label: 'Open the digital card' }] : []),
        { p: `Best regards, ${org}` },
      ],
    }),
  },
  otp: {
    it: (d, org) => ({
      subject: `Il tuo codice di verifica: ${str(d, 'code')}`,
      parts: [
        { p: `Usa questo codice per completare l'accesso a ${org}:` },
        { code: str(d, 'code') },
        { p: 'Se non hai chiesto tu il codice, ignora questo messaggio.' },
      ],
    }),
    en: (d, org) => ({
      subject: `Your verification code: ${str(d, 'code')}`,
      parts: [
        { p: `Use this code to finish signing in to ${org}:` },
        { code: str(d, 'code') },
        { p: 'If you did not ask for this code, ignore this message.' },
      ],
    }),
  },
  // Emailed verification codes: `purpose` (EmailCodePurpose) picks the sentence, `name` greets when given.
  emailCode: {
    it: (d, org) => ({
      subject: `Il tuo codice di verifica: ${str(d, 'code')}`,
      parts: [
        ...(str(d, 'name') ? [{ p: `Ciao ${str(d, 'name')},` }] : []),
        { p: `${CODE_PURPOSE.it[str(d, 'purpose')] ?? 'ecco il tuo codice di verifica'} (${org}):` },
        { code: str(d, 'code') },
        { p: `Il codice vale ${str(d, 'minutes')} minuti e si può usare una sola volta.` },
        { p: 'Se non hai chiesto tu il codice, ignora questo messaggio.' },
      ],
    }),
    en: (d, org) => ({
      subject: `Your verification code: ${str(d, 'code')}`,
      parts: [
        ...(str(d, 'name') ? [{ p: `Hello ${str(d, 'name')},` }] : []),
        { p: `${CODE_PURPOSE.en[str(d, 'purpose')] ?? 'here is your verification code'} (${org}):` },
        { code: str(d, 'code') },
        { p: `The code is valid for ${str(d, 'minutes')} minutes and can be used once.` },
        { p: 'If you did not ask for this code, ignore this message.' },
      ],
    }),
  },
  passwordReset: {
    it: (d, org) => ({
      subject: `Reimposta la password di ${org}`,
      parts: [
        { p: 'Abbiamo ricevuto una richiesta di reimpostazione della password.' },
        ...(str(d, 'link') ? [{ link: str(d, 'link'), label: 'Reimposta la password' }] : []),
        ...(str(d, 'code') ? [{ code: str(d, 'code') }] : []),
        { p: 'Se non sei stato tu, ignora questo messaggio: la password resta invariata.' },
      ],
    }),
    en: (d, org) => ({
      subject: `Reset your ${org} password`,
      parts: [
        { p: 'We received a request to reset your password.' },
        ...(str(d, 'link') ? [{ link: str(d, 'link'), label: 'Reset the password' }] : []),
        ...(str(d, 'code') ? [{ code: str(d, 'code') }] : []),
        { p: 'If it was not you, ignore this message: your password stays the same.' },
      ],
    }),
  },
  deceasedPropagated: {
    it: (d, org) => ({
      subject: `${str(d, 'memberName')}: decesso segnalato da ${str(d, 'sourceOrgName')}`,
      parts: [
        {
          p: `Il ${str(d, 'at')} ${str(d, 'sourceOrgName')} ha registrato il decesso di un proprio socio con lo stesso codice fiscale di ${str(d, 'memberName')}, socio di ${org}.`,
        },
        {
          p: 'Nella vostra anagrafica non è cambiato nulla: verificate la segnalazione dalla scheda del socio o da Associati → Segnalazioni di decesso, poi confermatela o ignoratela.',
        },
      ],
    }),
    en: (d, org) => ({
      subject: `${str(d, 'memberName')}: reported deceased by ${str(d, 'sourceOrgName')}`,
      parts: [
        {
          p: `On ${str(d, 'at')} ${str(d, 'sourceOrgName')} marked as deceased one of its members with the same tax code as ${str(d, 'memberName')}, a member of ${org}.`,
        },
        {
          p: "Nothing has changed in your register: check the report on the member's page or in Members → Death reports, then confirm or dismiss it.",
        },
      ],
    }),
  },
  // To the OLD address after a username change: the owner learns of it, and can take the login back.
  usernameChanged: {
    it: (d, org) => ({
      subject: `L'accesso a ${org} è cambiato`,
      parts: [
        { p: `L'indirizzo con cui accedi a ${org} è stato cambiato da ${str(d, 'oldEmail')} a ${str(d, 'newEmail')}.` },
        { p: `Se non sei stato tu, entro ${str(d, 'days')} giorni puoi riportare l'accesso a questo indirizzo:` },
        ...(str(d, 'link') ? [{ link: str(d, 'link'), label: 'Annulla il cambio' }] : []),
        { p: 'Poi reimposta la password dalla pagina di accesso. Se sei stato tu, ignora questo messaggio.' },
      ],
    }),
    en: (d, org) => ({
      subject: `Your ${org} login changed`,
      parts: [
        { p: `The address you sign in to ${org} with was changed from ${str(d, 'oldEmail')} to ${str(d, 'newEmail')}.` },
        { p: `If it was not you, within ${str(d, 'days')} days you can bring the login back to this address:` },
        ...(str(d, 'link') ? [{ link: str(d, 'link'), label: 'Undo the change' }] : []),
        { p: 'Then reset the password from the sign-in page. If it was you, ignore this message.' },
      ],
    }),
  },
  // To a new administrator (settings/addAdmin.ts): `link` sets the password of a new sign-in; an existing sign-in
  // gets `signInLink` and is told the organization now appears among its profiles.
  adminInvitation: {
    it: (d, org) => ({
      subject: `Sei amministratore di ${org}`,
      parts: [
        { p: `Sei stato aggiunto agli amministratori di ${org} con il ruolo ${str(d, 'role')}.` },
        ...(str(d, 'link')
          ? [
              { p: `Per entrare scegli la tua password; l'indirizzo con cui accedi è ${str(d, 'email')}.` },
              { link: str(d, 'link'), label: 'Scegli la password' },
              {
                p: `Il collegamento vale ${str(d, 'hours')} ora e una sola volta; dopo, usa "Password dimenticata?" nella pagina di accesso.`,
              },
            ]
          : [
              { p: `Accedi come sempre con ${str(d, 'email')}: ${org} compare tra i tuoi profili.` },
              ...(str(d, 'signInLink') ? [{ link: str(d, 'signInLink'), label: 'Accedi' }] : []),
            ]),
        { p: 'Se non te lo aspettavi, rispondi a questo messaggio o ignoralo.' },
      ],
    }),
    en: (d, org) => ({
      subject: `You are an administrator of ${org}`,
      parts: [
        { p: `You were added to the administrators of ${org} with the role ${str(d, 'role')}.` },
        ...(str(d, 'link')
          ? [
              { p: `To sign in, choose your password; you sign in with ${str(d, 'email')}.` },
              { link: str(d, 'link'), label: 'Choose the password' },
              { p: `The link works for ${str(d, 'hours')} hour and once; after that, use "Forgot password?" on the sign-in page.` },
            ]
          : [
              { p: `Sign in as usual with ${str(d, 'email')}: ${org} is now among your profiles.` },
              ...(str(d, 'signInLink') ? [{ link: str(d, 'signInLink'), label: 'Sign in' }] : []),
            ]),
        { p: 'If you did not expect this, reply to this message or ignore it.' },
      ],
    }),
  },
  // POST /auth/send-verification-link: proves the address belongs to the sign-in.
  emailVerification: {
    it: (d, org) => ({
      subject: `Conferma il tuo indirizzo email per ${org}`,
      parts: [
        { p: `Conferma che ${str(d, 'email')} è il tuo indirizzo aprendo questo collegamento:` },
        ...(str(d, 'link') ? [{ link: str(d, 'link'), label: "Conferma l'indirizzo" }] : []),
        { p: 'Se non hai chiesto tu la conferma, ignora questo messaggio.' },
      ],
    }),
    en: (d, org) => ({
      subject: `Confirm your email address for ${org}`,
      parts: [
        { p: `Confirm that ${str(d, 'email')} is your address by opening this link:` },
        ...(str(d, 'link') ? [{ link: str(d, 'link'), label: 'Confirm the address' }] : []),
        { p: 'If you did not ask for this, ignore this message.' },
      ],
    }),
  },
  // POST /v1/requests/decide: the member learns what became of their request (a refund, their cancellation).
  requestDecided: {
    it: (d, org) => ({
      subject: `${d.type === 'REFUND' ? 'La tua richiesta di rimborso' : 'La tua richiesta di recesso'}: ${d.accepted ? 'accolta' : 'respinta'}`,
      parts: [
        { p: `Ciao ${str(d, 'name')},` },
        {
          p:
            d.type === 'REFUND'
              ? `la tua richiesta di rimborso per "${str(d, 'object')}" (${formatCents(Number(d.amount ?? 0), 'it')}) è stata ${d.accepted ? 'accolta: il rimborso è in corso con lo stesso metodo del pagamento' : 'respinta'}.`
              : `la tua richiesta di recesso è stata ${d.accepted ? 'accolta: la tua iscrizione non sarà rinnovata e diventerà inattiva al prossimo rinnovo' : 'respinta: la tua iscrizione resta attiva'}.`,
        },
        ...(str(d, 'note') ? [{ p: `Nota dell'associazione: ${str(d, 'note')}` }] : []),
        { p: `Un saluto da ${org}` },
      ],
    }),
    en: (d, org) => ({
      subject: `Your ${d.type === 'REFUND' ? 'refund' : 'cancellation'} request: ${d.accepted ? 'accepted' : 'refused'}`,
      parts: [
        { p: `Hello ${str(d, 'name')},` },
        {
          p:
            d.type === 'REFUND'
              ? `your refund request for "${str(d, 'object')}" (${formatCents(Number(d.amount ?? 0), 'en')}) was ${d.accepted ? 'accepted: the money goes back the way you paid' : 'refused'}.`
              : `your cancellation request was ${d.accepted ? 'accepted: your membership will not be renewed and becomes inactive at the next renewal' : 'refused: your membership stays active'}.`,
        },
        ...(str(d, 'note') ? [{ p: `Note from the association: ${str(d, 'note')}` }] : []),
        { p: `Best regards from ${org}` },
      ],
    }),
  },
  // The yearly verification (payments/feeVerification.ts): a member whose fee of the year is missing, once a year.
  feeReminder: {
    it: (d, org) => ({
      subject: `Quota associativa ${str(d, 'year')}: rinnova la tua iscrizione a ${org}`,
      parts: [
        { p: `Ciao ${str(d, 'name')},` },
        { p: `non ci risulta ancora il pagamento della quota associativa ${str(d, 'year')} a ${org}.` },
        { p: "Rinnova l'iscrizione per restare socio: se hai già pagato, rispondi a questo messaggio con la ricevuta." },
        { p: `Un saluto da ${org}` },
      ],
    }),
    en: (d, org) => ({
      subject: `${str(d, 'year')} membership fee: renew your membership of ${org}`,
      parts: [
        { p: `Hello ${str(d, 'name')},` },
        { p: `we have not yet received your ${str(d, 'year')} membership fee to ${org}.` },
        { p: 'Renew to stay a member: if you have already paid, reply to this message with the receipt.' },
        { p: `Best regards from ${org}` },
      ],
    }),
  },
  // A fee charged to the member's saved card at renewal (payments/renewalCharge.ts): paid, or declined.
  renewalCharged: {
    it: (d, org) => ({
      subject: `Quota associativa ${str(d, 'year')} rinnovata`,
      parts: [
        { p: `Ciao ${str(d, 'name')},` },
        {
          p: `abbiamo addebitato ${formatCents(Number(d.amount ?? 0), 'it')} sulla tua carta ${str(d, 'card')} per la quota associativa ${str(d, 'year')} a ${org}: la tua tessera è rinnovata.`,
        },
        { p: "Trovi la ricevuta nell'area personale, alla pagina dei pagamenti, dove puoi anche disattivare il rinnovo automatico." },
        { p: `Un saluto da ${org}` },
      ],
    }),
    en: (d, org) => ({
      subject: `${str(d, 'year')} membership fee renewed`,
      parts: [
        { p: `Hello ${str(d, 'name')},` },
        {
          p: `we charged ${formatCents(Number(d.amount ?? 0), 'en')} to your card ${str(d, 'card')} for your ${str(d, 'year')} membership fee to ${org}: your card is renewed.`,
        },
        { p: 'The receipt is in your personal area, on the payments page, where you can also turn automatic renewal off.' },
        { p: `Best regards from ${org}` },
      ],
    }),
  },
  renewalFailed: {
    it: (d, org) => ({
      subject: `Quota associativa ${str(d, 'year')}: il pagamento con la carta non è riuscito`,
      parts: [
        { p: `Ciao ${str(d, 'name')},` },
        {
          p: `non siamo riusciti ad addebitare la quota associativa ${str(d, 'year')} (${formatCents(Number(d.amount ?? 0), 'it')}) sulla tua carta ${str(d, 'card')}.`,
        },
        { p: "Per restare socio paga la quota in segreteria; nell'area personale puoi salvare un'altra carta per i prossimi rinnovi." },
        { p: `Un saluto da ${org}` },
      ],
    }),
    en: (d, org) => ({
      subject: `${str(d, 'year')} membership fee: the card payment did not go through`,
      parts: [
        { p: `Hello ${str(d, 'name')},` },
        {
          p: `we could not charge your ${str(d, 'year')} membership fee (${formatCents(Number(d.amount ?? 0), 'en')}) to your card ${str(d, 'card')}.`,
        },
        { p: 'To stay a member, pay the fee at the office; in your personal area you can save another card for the next renewals.' },
        { p: `Best regards from ${org}` },
      ],
    }),
  },
  // A refund recorded (payments/refundConsequences.ts): how much, its credit note, and what became of the card.
  paymentRefunded: {
    it: (d, org) => ({
      subject: `Rimborso del tuo pagamento a ${org}`,
      parts: [
        { p: `Ciao ${str(d, 'name')},` },
        { p: `ti abbiamo rimborsato ${formatCents(Number(d.amount ?? 0), 'it')}${str(d, 'object') ? ` per «${str(d, 'object')}»` : ''}.` },
        ...(str(d, 'creditNote') ? [{ p: `Abbiamo emesso la nota di credito n. ${str(d, 'creditNote')}.` }] : []),
        ...(d.card === 'inactive'
          ? [
              {
                p: `La quota associativa ${str(d, 'year')} non risulta più pagata, quindi la tua tessera non è più attiva: per riattivarla, rinnova la quota.`,
              },
            ]
          : d.card === 'renew'
            ? [
                {
                  p: `La quota associativa ${str(d, 'year')} non risulta più pagata: per mantenere attiva la tua tessera, rinnova la quota.`,
                },
              ]
            : []),
        { p: `Un saluto da ${org}` },
      ],
    }),
    en: (d, org) => ({
      subject: `Your payment to ${org} was refunded`,
      parts: [
        { p: `Hello ${str(d, 'name')},` },
        { p: `we refunded ${formatCents(Number(d.amount ?? 0), 'en')}${str(d, 'object') ? ` for "${str(d, 'object')}"` : ''}.` },
        ...(str(d, 'creditNote') ? [{ p: `We issued credit note no. ${str(d, 'creditNote')}.` }] : []),
        ...(d.card === 'inactive'
          ? [
              {
                p: `Your ${str(d, 'year')} membership fee is no longer paid, so your membership card is no longer active: renew the fee to reactivate it.`,
              },
            ]
          : d.card === 'renew'
            ? [{ p: `Your ${str(d, 'year')} membership fee is no longer paid: renew it to keep your membership card active.` }]
            : []),
        { p: `Best regards from ${org}` },
      ],
    }),
  },
  // A card payment that arrived after its checkout had expired and its seats were sold (marketplace/fulfilCart.ts)
  seatUnavailable: {
    it: (d, org) => ({
      subject: 'Posti non più disponibili: ti abbiamo rimborsato',
      parts: [
        { p: `Ciao ${str(d, 'name')},` },
        {
          p: `il tuo pagamento è arrivato dopo la scadenza del carrello e nel frattempo i posti per ${str(d, 'items')} sono stati venduti: non ti abbiamo iscritto e ti abbiamo rimborsato ${formatCents(Number(d.amount ?? 0), 'it')} sulla carta usata.`,
        },
        { p: "Le altre iscrizioni del carrello sono confermate e le trovi nell'area personale." },
        { p: `Un saluto da ${org}` },
      ],
    }),
    en: (d, org) => ({
      subject: 'Seats no longer available: you have been refunded',
      parts: [
        { p: `Hello ${str(d, 'name')},` },
        {
          p: `your payment arrived after your cart had expired, and meanwhile the seats for ${str(d, 'items')} were sold: you are not registered and we refunded ${formatCents(Number(d.amount ?? 0), 'en')} to the card you used.`,
        },
        { p: 'The other registrations of the cart stand; you find them in your personal area.' },
        { p: `Best regards from ${org}` },
      ],
    }),
  },
  // Seats given back to a sold-out item, held for the first in its waiting list (marketplace/offers.ts)
  waitlistOffer: {
    it: (d, org) => ({
      subject: `Si è liberato un posto: ${str(d, 'item')}`,
      parts: [
        { p: `Ciao ${str(d, 'name')},` },
        {
          p: `eri in lista d'attesa per ${str(d, 'item')}: ${Number(d.seats ?? 1) > 1 ? `${str(d, 'seats')} posti sono stati riservati` : 'un posto è stato riservato'} per te fino al ${str(d, 'until')}.`,
        },
        { p: "Per confermare, paga dall'area personale entro quell'ora; poi i posti passano al prossimo in lista." },
        ...(str(d, 'link') ? [{ link: str(d, 'link'), label: 'Vai alle attività' }] : []),
        { p: `Un saluto da ${org}` },
      ],
    }),
    en: (d, org) => ({
      subject: `A seat is free: ${str(d, 'item')}`,
      parts: [
        { p: `Hello ${str(d, 'name')},` },
        {
          p: `you were on the waiting list for ${str(d, 'item')}: ${Number(d.seats ?? 1) > 1 ? `${str(d, 'seats')} seats are` : 'a seat is'} held for you until ${str(d, 'until')}.`,
        },
        { p: 'To confirm, pay from your personal area by then; after that the seats go to the next in line.' },
        ...(str(d, 'link') ? [{ link: str(d, 'link'), label: 'Go to the activities' }] : []),
        { p: `Best regards from ${org}` },
      ],
    }),
  },
  campaignRegistration: {
    it: (d, org) => campaignRegistration(d, org, 'it'),
    en: (d, org) => campaignRegistration(d, org, 'en'),
  },
  generic: {
    it: (d) => generic(d),
    en: (d) => generic(d),
  },
};

/**
 * `campaignRegistration`: the campaign's own subject and text when it has them (plain text, paragraphs on blank lines),
 * its day and place, and what the attached QR is for (ACCESS: shown at the entrance, once; FIDELITY: at each visit).
 */
function campaignRegistration(d: Data, org: string, lang: Lang): Content {
  const it = lang === 'it';
  const own = str(d, 'body')
    .split(/\n\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  const when = str(d, 'startDate') === str(d, 'endDate') ? str(d, 'startDate') : `${str(d, 'startDate')} – ${str(d, 'endDate')}`;
  const qr =
    str(d, 'qrType') === 'FIDELITY'
      ? it
        ? 'In allegato il tuo codice QR: mostralo a ogni visita per accumulare punti.'
        : 'Your QR code is attached: show it at each visit to collect points.'
      : it
        ? "In allegato il tuo codice QR: mostralo all'ingresso. Vale per un solo ingresso."
        : 'Your QR code is attached: show it at the entrance. It is valid for one entry.';
  return {
    subject: str(d, 'subject') || (it ? `Iscrizione confermata: ${str(d, 'campaign')}` : `Registration confirmed: ${str(d, 'campaign')}`),
    parts: [
      { p: it ? `Ciao ${str(d, 'name')},` : `Hello ${str(d, 'name')},` },
      { p: it ? `la tua iscrizione a ${str(d, 'campaign')} è confermata.` : `your registration for ${str(d, 'campaign')} is confirmed.` },
      ...own.map((p) => ({ p })),
      { p: [when, str(d, 'place')].filter(Boolean).join(' · ') },
      { p: qr },
      { p: it ? `Un saluto da ${org}` : `Best regards from ${org}` },
    ],
  };
}

/** `generic`: the caller gives the subject and the body (plain text, paragraphs split on blank lines) and an optional link. */
function generic(d: Data): Content {
  const paragraphs = str(d, 'body')
    .split(/\n\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    subject: str(d, 'subject'),
    parts: [
      ...paragraphs.map((p) => ({ p })),
      ...(str(d, 'link') ? [{ link: str(d, 'link'), label: str(d, 'linkLabel') || str(d, 'link') }] : []),
    ],
  };
}

/** Renders a template in the message's language; `orgName` signs it. Plain HTML, every value escaped. */
export function renderMail(template: Exclude<MailTemplate, 'mailshot'>, lang: Lang, data: Data, orgName: string): RenderedMail {
  const content = T[template][lang](data, orgName);
  const text = content.parts
    .map((part) => ('p' in part ? part.p : 'code' in part ? part.code : `${part.label}: ${part.link}`))
    .join('\n\n');
  const body = content.parts
    .map((part) => {
      if ('p' in part) return `<p>${escapeHtml(part.p)}</p>`;
      if ('code' in part) return `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(part.code)}</p>`;
      const href = safeUrl(part.link);
      return href ? `<p><a href="${escapeHtml(href)}">${escapeHtml(part.label)}</a></p>` : `<p>${escapeHtml(part.link)}</p>`;
    })
    .join('\n');
  const html = `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>\n<body style="font-family:sans-serif;line-height:1.5">\n${body}\n</body></html>`;
  return { subject: content.subject, text, html };
}
