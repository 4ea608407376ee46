import { defineSecret, defineString } from 'firebase-functions/params';

/**
 * Typed configuration, read once. Region: Europe for an Italian product (docs/deploy.md).
 * DEFAULT_ORG answers anonymous public calls (website info, categories) that name no organization;
 * locally it comes from functions/.env.demo-tessera.
 */
export const REGION = 'europe-west1';
export const defaultOrg = defineString('DEFAULT_ORG', { default: 'aps-aurora' });
/**
 * The web app's public address: emailed links (password reset) open pages under it. Never taken from the request
 * (a forged Host or Origin would send a victim's reset code to someone else's site). Locally from functions/.env.local.
 */
export const appUrl = defineString('APP_URL', { default: 'http://127.0.0.1:5173' });

/**
 * Secrets, all declared here: Secret Manager in production (`firebase functions:secrets:set NAME`);
 * the emulator reads functions/.secret.local, made by scripts/lib/emulators.mjs. A function lists the
 * secrets it reads in its `secrets` option.
 */
/** signs the QR tokens printed on cards */
export const CARD_TOKEN_SECRET = defineSecret('CARD_TOKEN_SECRET');
/** SendGrid API key; empty means the local mail sink */
export const SENDGRID_API_KEY = defineSecret('SENDGRID_API_KEY');
/** HMAC key for emailed verification codes: stored codes are keyed hashes, useless without it */
export const EMAIL_CODE_SECRET = defineSecret('EMAIL_CODE_SECRET');
/** Stripe secret key; empty means the local checkout page (emulator only, docs/api.md "Payments") */
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
/** Stripe webhook signing secret (whsec_…); locally a random one the local checkout signs with */
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
