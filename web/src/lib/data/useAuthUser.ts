import { useEffect, useState } from 'react';
import { onIdTokenChanged, type User } from 'firebase/auth';
import { auth } from '../firebase/sdk';

type AuthUser = { status: 'loading' } | { status: 'ready'; user: { uid: string; email: string | null } | null };

const ready = (user: User | null): AuthUser => ({ status: 'ready', user: user ? { uid: user.uid, email: user.email } : null });

/**
 * The signed-in account as screens need it: loading, or uid and email (null when signed out). Loading lasts until
 * Auth has restored a saved sign-in; token changes are followed too, so a changed email shows after the refresh.
 */
export function useAuthUser(): AuthUser {
  const [state, setState] = useState<AuthUser>(() => (auth.currentUser ? ready(auth.currentUser) : { status: 'loading' }));
  useEffect(() => onIdTokenChanged(auth, (user) => setState(ready(user))), []);
  return state;
}
