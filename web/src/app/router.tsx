import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { GuestOnly, RequireSession } from './guards';
import { LoginPage } from '../features/auth/LoginPage';
import { RecoverPage } from '../features/auth/RecoverPage';
import { ActivatePage } from '../features/activation/ActivatePage';
import { UndoUsernamePage } from '../features/users/UndoUsernamePage';
import { UNDO_USERNAME_PAGE } from '@tessera/domain/users/usernameUndo';
import { PlatformRoute } from './shell/PlatformRoute';
import { ComponentsPage } from './dev/ComponentsPage';

// the bench's baseline (npm run bench): loaded on the dev server only, never part of a production build
const LegacyListBench = lazy(() => import('./dev/LegacyListBench').then((m) => ({ default: m.LegacyListBench })));
import { MailboxPage } from '../features/mail/MailboxPage';
import { SignupPage } from '../features/signup/SignupPage';
import { OutcomePage } from '../features/payments/OutcomePage';
import { LocalCheckoutPage } from '../features/payments/LocalCheckoutPage';

/** Routes of spec §2: public ones, `/{platform}` behind the login guard, empty and unknown paths to auth. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<LoginPage />} />
      <Route
        path="/recover"
        element={
          <GuestOnly>
            <RecoverPage />
          </GuestOnly>
        }
      />
      <Route
        path="/signup"
        element={
          <GuestOnly>
            <SignupPage />
          </GuestOnly>
        }
      />
      <Route
        path="/activate"
        element={
          <GuestOnly>
            <ActivatePage />
          </GuestOnly>
        }
      />
      {/* the link mailed to the old address after a username change: signed in or not */}
      <Route path={UNDO_USERNAME_PAGE} element={<UndoUsernamePage />} />
      <Route path="/signup-success" element={<OutcomePage />} />
      <Route path="/signup-error" element={<OutcomePage />} />
      {/* the local stand-in for Stripe Checkout; its API answers only on the emulator */}
      <Route path="/checkout/:sessionId" element={<LocalCheckoutPage />} />
      <Route
        path="/:platform/*"
        element={
          <RequireSession>
            <PlatformRoute />
          </RequireSession>
        }
      />
      {import.meta.env.DEV && <Route path="/dev/components" element={<ComponentsPage />} />}
      {import.meta.env.DEV && <Route path="/dev/mailbox" element={<MailboxPage />} />}
      {import.meta.env.DEV && (
        <Route
          path="/dev/legacy-list"
          element={
            <Suspense>
              <LegacyListBench />
            </Suspense>
          }
        />
      )}
      <Route path="*" element={<Navigate to="/auth" replace />} />
    </Routes>
  );
}
