import { useUser } from 'reactfire';

/** The signed-in account as screens need it: loading, or uid and email (null when signed out). */
export function useAuthUser(): { status: 'loading' } | { status: 'ready'; user: { uid: string; email: string | null } | null } {
  const { status, data } = useUser();
  if (status === 'loading') return { status: 'loading' };
  return { status: 'ready', user: data ? { uid: data.uid, email: data.email } : null };
}
