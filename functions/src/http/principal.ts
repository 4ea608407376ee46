import { claimsSchema, type Claims } from '@tessera/domain/claims';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminAuth } from '../shared/admin';
import { ApiError } from './apiError';

export interface Principal {
  uid: string;
  email: string | null;
  /** the current profile's claims, null until a profile is chosen */
  claims: Claims | null;
  token: string;
  /** how the token was earned: the SMS second factor checks a fresh phone re-authentication (users/syncMfa.ts) */
  signIn: { provider: string | null; issuedAt: number; phoneNumber: string | null; authTime: number };
}

/** The caller as a verified token describes them. */
function principalOf(decoded: DecodedIdToken, token: string): Principal {
  const claims = claimsSchema.safeParse(decoded);
  return {
    uid: decoded.uid,
    email: decoded.email ?? null,
    claims: claims.success ? claims.data : null,
    token,
    signIn: {
      provider: decoded.firebase?.sign_in_provider ?? null,
      issuedAt: decoded.iat,
      phoneNumber: decoded.phone_number ?? null,
      authTime: decoded.auth_time,
    },
  };
}

const refusal = (e: unknown) => {
  const code = (e as { code?: string }).code;
  return new ApiError(code === 'auth/id-token-expired' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
};

/**
 * Verifies the Bearer ID token, revocation and disabled accounts included (one Auth lookup per call).
 * Expired tokens answer TOKEN_EXPIRED so the client refreshes and retries.
 * `meanwhile`: reads the caller's next steps need (their profile, the organization), started as soon as the token
 * itself is verified (signature, expiry), while the Auth lookup runs: one wait instead of two. Only reads: nothing they
 * find is used unless the whole check passes, and a refused token is answered as such whatever they met.
 */
export async function authenticate(authorization: string | undefined, meanwhile?: (principal: Principal) => void): Promise<Principal> {
  const match = /^Bearer (\S+)$/.exec(authorization ?? '');
  if (!match) throw new ApiError('UNAUTHENTICATED');
  const token = match[1]!;
  const checked = adminAuth.verifyIdToken(token, true);
  checked.catch(() => undefined);
  if (meanwhile) {
    let early: DecodedIdToken;
    try {
      early = await adminAuth.verifyIdToken(token);
    } catch (e) {
      throw refusal(e);
    }
    meanwhile(principalOf(early, token));
  }
  try {
    return principalOf(await checked, token);
  } catch (e) {
    throw refusal(e);
  }
}
