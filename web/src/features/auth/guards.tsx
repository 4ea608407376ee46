import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { ForcedPasswordStep } from './ForcedPasswordStep';
import { OtpStep } from './OtpStep';
import { ProfileChoiceDialog } from './ProfileChoiceDialog';
import { useSession } from './session';

/** Login guard of the `{platform}` route: not signed in → auth; profile choice, OTP and forced password steps in between. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  switch (session.status) {
    case 'loading':
      return <FullPageSpinner />;
    case 'signedOut':
      return <Navigate to="/auth" replace />;
    case 'choosingProfile':
      return <ProfileChoiceDialog />;
    case 'otp':
      return <OtpStep />;
    case 'mustChangePassword':
      return <ForcedPasswordStep />;
    case 'ready':
      return <>{children}</>;
  }
}

/** Signup, activate and recover: a signed-in user goes to their area (spec §2). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'ready') return <Navigate to={`/${session.landing()}`} replace />;
  return <>{children}</>;
}
