import { readFileSync } from 'node:fs';

/** A secret the emulator gives the functions (functions/.secret.local, written by scripts/lib/emulators.mjs). */
export function localSecret(name: string): string {
  const text = readFileSync(new URL('../../functions/.secret.local', import.meta.url), 'utf8');
  return new RegExp(`^${name}=(.*)$`, 'm').exec(text)?.[1]?.trim().replace(/^"|"$/g, '') ?? '';
}

/**
 * Makes this test process run functions code as the functions emulator would: the local payment provider (no Stripe
 * key) and its webhook secret, so a sweep called directly closes local checkouts and sends their signed events.
 */
export function actAsFunctionsEmulator(): void {
  process.env.FUNCTIONS_EMULATOR = 'true';
  process.env.STRIPE_WEBHOOK_SECRET = localSecret('STRIPE_WEBHOOK_SECRET');
}
