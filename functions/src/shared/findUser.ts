import type { UserRecord } from 'firebase-admin/auth';
import { adminAuth } from './admin';

/** The sign-in that holds `email`, or null when none does (any other failure is thrown). */
export async function findUserByEmail(email: string): Promise<UserRecord | null> {
  return adminAuth.getUserByEmail(email).catch((e: { code?: string }) => {
    if (e.code === 'auth/user-not-found') return null;
    throw e;
  });
}
