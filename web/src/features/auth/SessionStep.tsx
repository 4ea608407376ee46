import { Suspense } from 'react';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { lazyNamed } from '../../lib/lazyNamed';

// Downloaded only when the session reaches them: most logins never see these screens.
const ProfileChoiceDialog = lazyNamed(() => import('./ProfileChoiceDialog'), 'ProfileChoiceDialog');
const OtpStep = lazyNamed(() => import('./OtpStep'), 'OtpStep');
const ForcedPasswordStep = lazyNamed(() => import('./ForcedPasswordStep'), 'ForcedPasswordStep');

/** The steps between the password and the area, for the login page and the area's guard alike. */
export function SessionStep({ status }: { status: 'choosingProfile' | 'otp' | 'mustChangePassword' }) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {status === 'choosingProfile' && <ProfileChoiceDialog />}
      {status === 'otp' && <OtpStep />}
      {status === 'mustChangePassword' && <ForcedPasswordStep />}
    </Suspense>
  );
}
