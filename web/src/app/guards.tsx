import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { SessionStep } from '../features/auth/SessionStep';
import { useSession } from '../lib/session/session';
import { storage } from '../lib/storage';

/**
 * Login guard of the `{platform}` route: not signed in → auth (the page asked for kept, for the sign-in to end on it);
 * profile choice, OTP and forced password steps in between.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  switch (session.status) {
    case 'loading':
      return <FullPageSpinner />;
    case 'signedOut':
      storage.setReturnTo(`${location.pathname}${location.search}`);
      return <Navigate to="/auth" replace />;
    case 'choosingProfile':
    case 'otp':
    case 'mustChangePassword':
      return <SessionStep status={session.status} />;
    case 'ready':
      return <>{children}</>;
  }
}

/**
 * Signup, activate and recover: a signed-in user *visiting* them goes to their area. Decided once, on
 * arrival: these journeys sign the person in themselves (signup before the payment redirect, activation) and
 * must finish their own travel instead of being pulled away mid-way.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const [arrivedAs, setArrivedAs] = useState<'guest' | 'signedIn' | null>(null);
  if (arrivedAs === null && session.status !== 'loading') setArrivedAs(session.status === 'ready' ? 'signedIn' : 'guest');
  if (arrivedAs === null) return <FullPageSpinner />;
  if (arrivedAs === 'signedIn') return <Navigate to={`/${session.landing()}`} replace />;
  return <>{children}</>;
}
