import { accountPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';

/** The sign-in's shared settings (phone_number, mfa, last_mfa) and language. */
export async function loadAccount(uid: string) {
  const snap = await db.doc(accountPath(uid)).get();
  const d = snap.data() ?? {};
  return {
    email: (d.email as string | undefined) ?? null,
    phone_number: (d.phone_number as string | null | undefined) ?? null,
    mfa: Boolean(d.mfa),
    last_mfa: typeof d.last_mfa === 'number' ? d.last_mfa : 0,
    lang: (d.lang as 'it' | 'en' | null | undefined) ?? null,
    /** set by an admin reset (members/resetPassword.ts): the app forces a new password before the area */
    mustChangePassword: d.mustChangePassword === true,
  };
}

export type Account = Awaited<ReturnType<typeof loadAccount>>;
