import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { UNDO_USERNAME_PAGE } from '@tessera/domain/constants';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { lazyNamed } from '../lib/lazyNamed';
import { GuestOnly, RequireSession } from './guards';
import { LoginPage } from '../features/auth/LoginPage';

// The login page comes with the entry script; every other screen is downloaded when its route is opened.
const RecoverPage = lazyNamed(() => import('../features/auth/RecoverPage'), 'RecoverPage');
const ActivatePage = lazyNamed(() => import('../features/activation/ActivatePage'), 'ActivatePage');
const UndoUsernamePage = lazyNamed(() => import('../features/users/UndoUsernamePage'), 'UndoUsernamePage');
const SignupPage = lazyNamed(() => import('../features/signup/SignupPage'), 'SignupPage');
const OutcomePage = lazyNamed(() => import('../features/payments/OutcomePage'), 'OutcomePage');
const LocalCheckoutPage = lazyNamed(() => import('../features/payments/LocalCheckoutPage'), 'LocalCheckoutPage');
const PlatformRoute = lazyNamed(() => import('./shell/PlatformRoute'), 'PlatformRoute');
const PublicCampaignPage = lazyNamed(() => import('../features/campaigns/public/PublicCampaignPage'), 'PublicCampaignPage');
const UnsubscribePage = lazyNamed(() => import('../features/mailshots/public/UnsubscribePage'), 'UnsubscribePage');
// the journeys for guests only (guards.tsx GuestOnly)
const GUEST_PAGES = [
  ['/recover', RecoverPage],
  ['/signup', SignupPage],
  ['/activate', ActivatePage],
] as const;
// dev-server pages, the bench's baseline (npm run bench) among them: a production build drops them and their chunks,
// except the browser tests' build (VITE_DEV_PAGES, scripts/test-e2e.mjs), whose tests open the gallery and the mailbox
const dev =
  import.meta.env.DEV || import.meta.env.VITE_DEV_PAGES === 'true'
    ? {
        ComponentsPage: lazyNamed(() => import('./dev/ComponentsPage'), 'ComponentsPage'),
        MailboxPage: lazyNamed(() => import('../features/mail/MailboxPage'), 'MailboxPage'),
        LegacyListBench: lazyNamed(() => import('./dev/LegacyListBench'), 'LegacyListBench'),
        ListenProbe: lazyNamed(() => import('./dev/ListenProbe'), 'ListenProbe'),
      }
    : null;

/** The app's routes: public ones, `/{platform}` behind the login guard, empty and unknown paths to auth. */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path="/auth" element={<LoginPage />} />
        {GUEST_PAGES.map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <GuestOnly>
                <Page />
              </GuestOnly>
            }
          />
        ))}
        {/* the link mailed to the old address after a username change: signed in or not */}
        <Route path={UNDO_USERNAME_PAGE} element={<UndoUsernamePage />} />
        <Route path="/signup-success" element={<OutcomePage />} />
        <Route path="/signup-error" element={<OutcomePage />} />
        {/* the local stand-in for Stripe Checkout; its API answers only on the emulator */}
        <Route path="/checkout/:sessionId" element={<LocalCheckoutPage />} />
        {/* a campaign's public registration page: signed in or not */}
        <Route path="/c/:org/:id" element={<PublicCampaignPage />} />
        {/* a newsletter's unsubscribe link: asks to confirm, signed in or not; only the button unsubscribes */}
        <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
        <Route
          path="/:platform/*"
          element={
            <RequireSession>
              <PlatformRoute />
            </RequireSession>
          }
        />
        {dev && <Route path="/dev/components" element={<dev.ComponentsPage />} />}
        {dev && <Route path="/dev/mailbox" element={<dev.MailboxPage />} />}
        {dev && <Route path="/dev/legacy-list" element={<dev.LegacyListBench />} />}
        {dev && <Route path="/dev/listen-probe" element={<dev.ListenProbe />} />}
        <Route path="*" element={<Navigate to="/auth" replace />} />
      </Routes>
    </Suspense>
  );
}
