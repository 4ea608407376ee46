import type { Claims } from '@tessera/domain/claims';
import { findUserByEmail } from '../shared/findUser';
import { emailHeldByAnother } from '../members/uniqueClaims';

/**
 * Whether `email` cannot become this sign-in's username: another sign-in (or this one) already has it, or another
 * member of the current organization does (member emails are unique per organization).
 */
export async function usernameTaken(email: string, claims: Claims): Promise<boolean> {
  const user = await findUserByEmail(email);
  if (user) return true;
  return emailHeldByAnother(claims.org, email, claims.member);
}
