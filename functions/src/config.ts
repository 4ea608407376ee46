import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

/**
 * Typed configuration, read once. Region: Europe for an Italian product (docs/deploy.md).
 *
 * The parameters a deployment must choose have no default here: a demo value standing in for a forgotten one would
 * send real mail with links to 127.0.0.1 or answer the public pages with the demo association. `firebase deploy` asks
 * for them (and stops without them) unless functions/.env.<project-id> sets them, `npm run deploy:check` names any
 * missing or still a demo value, and a function that reads one empty throws on first use. The emulators get theirs from
 * functions/.env.demo-tessera and functions/.env.local, which only the demo project and the emulator read.
 */
export const REGION = 'europe-west1';

/**
 * Running in the Functions emulator: the only place local stand-ins (the mail sink, the local checkout, the
 * development mailbox) may replace a real provider. Anywhere else a missing key is a configuration mistake.
 */
export const onEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

/** A parameter every deployment sets: its value, checked on first use and then kept; `check` adds a rule of its own. */
function required(name: string, check?: (value: string) => string | null) {
  const param = defineString(name);
  let kept: string | undefined;
  return {
    value(): string {
      if (kept !== undefined) return kept;
      const value = param.value().trim();
      const wrong = value === '' ? 'is not set' : check?.(value);
      if (wrong) throw new Error(`${name} ${wrong}: set it in functions/.env.<project-id> and deploy again (docs/deploy.md)`);
      return (kept = value);
    },
  };
}

/** The organization answering anonymous public calls (website info, categories) that name none. */
export const defaultOrg = required('DEFAULT_ORG');
/**
 * The web app's public address: emailed links (password reset) open pages under it. Never taken from the request
 * (a forged Host or Origin would send a victim's reset code to someone else's site); also the payment return pages
 * when a request carries no Origin. https outside the emulator (Apple's and Google's wallets fetch from it too).
 * Locally from functions/.env.local (written with the web port by the scripts).
 */
export const appUrl = required('APP_URL', (v) => (onEmulator() || v.startsWith('https://') ? null : 'is not an https:// address'));

/** A page of the app as a mail links it: `appLink('/my-payments')`. */
export const appLink = (path: string) => `${appUrl.value().replace(/\/+$/, '')}${path}`;

/**
 * How many right-most X-Forwarded-For entries the infrastructure in front of the functions appends (http/clientAddress.ts):
 * 1 when callers reach the function's own URL (Google's front end appends the address that connected to it), more
 * when another proxy of ours sits in front. docs/deploy.md "Client address" explains how to check it.
 */
const TRUSTED_PROXY_HOPS = defineInt('TRUSTED_PROXY_HOPS', { default: 1 });
export const trustedProxyHops = () => TRUSTED_PROXY_HOPS.value();

/**
 * Secrets, all declared here: Secret Manager in production (`firebase functions:secrets:set NAME`);
 * the emulator reads functions/.secret.local, made by scripts/lib/emulators.mjs. A function lists the
 * secrets it reads in its `secrets` option.
 */
/** signs the QR tokens printed on cards */
export const CARD_TOKEN_SECRET = defineSecret('CARD_TOKEN_SECRET');
/** SendGrid API key; empty means the local mail sink on the emulator, and failed mail anywhere else (mail/sender.ts) */
export const SENDGRID_API_KEY = defineSecret('SENDGRID_API_KEY');
/** HMAC key for emailed verification codes: stored codes are keyed hashes, useless without it */
export const EMAIL_CODE_SECRET = defineSecret('EMAIL_CODE_SECRET');
/** Stripe secret key; empty means the local checkout page (emulator only, docs/api.md "Payments") */
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
/** Stripe webhook signing secret (whsec_…); locally a random one the local checkout signs with */
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
/** HMAC key of the unsubscribe links in newsletters (mailshots/unsubscribe.ts): a link names its recipient, signed */
export const MAIL_UNSUBSCRIBE_SECRET = defineSecret('MAIL_UNSUBSCRIBE_SECRET');
/**
 * SendGrid's Event Webhook verification key (Settings → Mail Settings → Signed Event Webhook: the public key, base64
 * DER); the events endpoint refuses every post without it (mailshots/eventsWebhook.ts)
 */
export const SENDGRID_EVENT_PUBLIC_KEY = defineSecret('SENDGRID_EVENT_PUBLIC_KEY');

/** Messages per minute an organization's mailshots hand to the outbox (mailshots/expand.ts paces its pages to it). */
const MAILSHOT_RATE = defineInt('MAILSHOT_RATE_PER_MINUTE', { default: 6000 });
export const mailshotRatePerMinute = () => MAILSHOT_RATE.value();

/**
 * Google Wallet (cards/wallet/): the service account's JSON key (IAM → Service accounts → Keys; the account added
 * to the Wallet issuer's users) and the issuer id of the Google Pay & Wallet Console. The key signs the save links
 * and calls the Wallet REST API. Locally a generated test key (scripts/lib/emulators.mjs); either form is taken:
 * the JSON itself or its base64.
 */
export const GOOGLE_WALLET_SERVICE_ACCOUNT = defineSecret('GOOGLE_WALLET_SERVICE_ACCOUNT');
const GOOGLE_WALLET_ISSUER_ID = required('GOOGLE_WALLET_ISSUER_ID');
export const googleWalletIssuerId = () => GOOGLE_WALLET_ISSUER_ID.value();

/**
 * Apple Wallet (cards/wallet/): the Pass Type ID certificate and its private key, and Apple's WWDR intermediate
 * certificate, each as PEM (or the PEM's base64); locally test certificates made by scripts/lib/walletTestCerts.mjs.
 * The pass type id and team id are the certificate's (docs/deploy.md "Wallet passes").
 */
export const APPLE_WALLET_SIGNER_CERT = defineSecret('APPLE_WALLET_SIGNER_CERT');
export const APPLE_WALLET_SIGNER_KEY = defineSecret('APPLE_WALLET_SIGNER_KEY');
export const APPLE_WALLET_WWDR_CERT = defineSecret('APPLE_WALLET_WWDR_CERT');
const APPLE_PASS_TYPE_ID = required('APPLE_PASS_TYPE_ID');
const APPLE_TEAM_ID = required('APPLE_TEAM_ID');
export const applePassTypeId = () => APPLE_PASS_TYPE_ID.value();
export const appleTeamId = () => APPLE_TEAM_ID.value();
