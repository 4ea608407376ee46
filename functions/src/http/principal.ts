import { claimsSchema, type Claims } from '@tessera/domain/claims';
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

/**
 * Verifies the Bearer ID token, revocation and disabled accounts included (one Auth lookup per call).
 * Expired tokens answer TOKEN_EXPIRED so the client refreshes and retries.
 */
export async function authenticate(authorization: string | undefined): Promise<Principal> {
  const match = /^Bearer (\S+)$/.exec(authorization ?? '');
  if (!match) throw new ApiError('UNAUTHENTICATED');
  const token = match[1]!;
  try {
    const decoded = await adminAuth.verifyIdToken(token, true);
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
  } catch (e) {
    const code = (e as { code?: string }).code;
    throw new ApiError(code === 'auth/id-token-expired' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
  }
}
