import type { Claims } from '@tessera/domain/claims';
import { orgCol } from '@tessera/domain/paths';
import { adminAuth, db } from '../shared/admin';

/**
 * Whether `email` cannot become this sign-in's username: another sign-in (or this one) already has it, or another
 * member of the current organization does (member emails are unique per organization).
 */
export async function usernameTaken(email: string, claims: Claims): Promise<boolean> {
  const user = await adminAuth.getUserByEmail(email).catch((e: { code?: string }) => {
    if (e.code === 'auth/user-not-found') return null;
    throw e;
  });
  if (user) return true;
  const same = await db.collection(orgCol(claims.org, 'members')).where('email', '==', email).limit(2).get();
  return same.docs.some((d) => d.id !== claims.member);
}
