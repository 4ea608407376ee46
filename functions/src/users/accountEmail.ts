import { adminAuth } from '../shared/admin';
import { ApiError } from '../http/apiError';

/** The sign-in's email, where password-change codes go: a sign-in without one (phone only) cannot use them. */
export async function accountEmail(uid: string): Promise<string> {
  const email = (await adminAuth.getUser(uid)).email;
  if (!email) throw new ApiError('NOT_ENABLED');
  return email;
}
