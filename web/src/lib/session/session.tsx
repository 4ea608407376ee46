import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LOGIN_TRAVEL_DELAY_MS } from '@tessera/domain/constants';
import { landingPlatform, OUTCOME_ROUTES, type Platform } from '@tessera/domain/platforms';
import { secondFactorStep } from '@tessera/domain/secondFactor';
import { config } from '../config';
import { useAuthUser } from '../data/useAuthUser';
import { currentIdToken, currentUid, isSignedIn, signInWithPassword, signOutLocally } from '../firebase/authActions';
import { storage } from '../storage';
import { apiFailures } from '../api/failures';
import { notify } from '../../components/toaster';
import type { SessionAccount, SessionProfile } from './types';

// The session's API calls carry the domain's contracts and their zod schemas: they are downloaded with the first
// call (a sign-in, a saved session's check), not with the login page.
const validateSession = () => import('./validateSession').then((m) => m.validateSession());
const chooseProfileCall = (profileId: string) => import('./chooseProfile').then((m) => m.chooseProfile(profileId));
const logoutSession = () => import('./logoutSession').then((m) => m.logoutSession());
// Firestore comes with the area, not with the login page.
const ProfileWatch = lazy(() => import('./ProfileWatch'));

export type SessionStatus = 'loading' | 'signedOut' | 'choosingProfile' | 'otp' | 'mustChangePassword' | 'ready';

interface SessionState {
  status: SessionStatus;
  profile: SessionProfile | null;
  users: SessionProfile[];
  account: SessionAccount | null;
  /** a platform admin acting inside this organization as its general admin (the shell shows a banner and the way back) */
  impersonating?: Impersonation | null;
}

export type Impersonation = { orgId: string; orgName: string };

/**
 * The profile the screens act with: while impersonating, the organization's general admin (what the token's claims
 * grant), not the platform profile the session validated. ProfileWatch still follows the real profile.
 */
function actingProfile(state: SessionState): SessionProfile | null {
  const { profile, impersonating } = state;
  if (!profile || !impersonating) return profile;
  return { ...profile, orgId: impersonating.orgId, orgName: impersonating.orgName, role: 'organization', groups: [], memberId: null };
}

export interface Session extends SessionState {
  /** true between a successful sign-in and the travel to the landing page */
  travelling: boolean;
  login(email: string, password: string): Promise<void>;
  chooseProfile(profileId: string): Promise<void>;
  /** the SMS code was verified and synced (OtpStep): the journey continues */
  otpVerified(lastMfa: number): Promise<void>;
  /** the password an admin reset forced was changed (ForcedPasswordStep): the journey continues */
  passwordChanged(): Promise<void>;
  /** the account's settings changed (security section): phone number, mfa */
  updateAccount(account: SessionAccount): void;
  logout(): Promise<void>;
  landing(): Platform;
  /** validates again and takes the server's current profiles (the payment outcome page reloads the user data) */
  reload(): Promise<void>;
  /**
   * Runs a change that ends the sign-in on the server (a new username or password revokes its tokens) together with
   * the new sign-in that follows it: the periodic refresh waits meanwhile, else a tick between the two found the old
   * token revoked and logged the user out in the middle of their change.
   */
  whileSignInChanges<T>(work: () => Promise<T>): Promise<T>;
}

/** What a validation answered, kept per sign-in for a start without network (storage.offlineCopy). */
interface SavedSession {
  profile: SessionProfile;
  users: SessionProfile[];
  account: SessionAccount;
  impersonating: Impersonation | null;
}

/**
 * Nothing answered (no signal, the server unreachable), as opposed to an answer refusing the session: the API client's
 * NETWORK, Auth's failed token refresh, or any failure while the browser knows it is offline.
 */
function isNetworkFailure(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === 'NETWORK' || code === 'auth/network-request-failed' || navigator.onLine === false;
}

const onOutcomePage = () => OUTCOME_ROUTES.some((route) => window.location.pathname === `/${route}`);

const SessionContext = createContext<Session | null>(null);
const SIGNED_OUT: SessionState = { status: 'signedOut', profile: null, users: [], account: null };

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}

/**
 * The login state machine: identity check → token validation → profile choice when several →
 * second factor when due (seam for the SMS step) → travel after 0.5 s. Restores a session on reload,
 * refreshes the token every 5 minutes, and logs out when validation fails.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const authUser = useAuthUser();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [state, setState] = useState<SessionState>({ status: 'loading', profile: null, users: [], account: null });
  /** the page a sign-in's travel starts from, until another page is shown */
  const [travelFrom, setTravelFrom] = useState<string | null>(null);
  // The travel ends when the page it went to is shown, not when it is asked for: until then the login page must not
  // send the user to the area's first page itself, over the page a link asked for. (State adjusted while rendering.)
  const { pathname } = useLocation();
  if (travelFrom !== null && pathname !== travelFrom) setTravelFrom(null);
  const travelling = travelFrom !== null;
  const explicitLogin = useRef(false);
  // the last validation found no network: validate again when it is back
  const offline = useRef(false);

  const landing = useCallback(
    () => (state.profile ? landingPlatform(state.profile.role, storage.lastPlatform(), state.profile.memberId !== null) : 'subscribers'),
    [state.profile],
  );

  const logout = useCallback(async () => {
    storage.leaving();
    await logoutSession().catch(() => undefined);
    await signOutLocally();
    storage.clearSession();
    setState({ status: 'signedOut', profile: null, users: [], account: null });
    // Logout: go to auth and reload — one full page load does both and leaves no state behind.
    window.location.replace('/auth');
  }, []);

  /**
   * After the profile is known: second factor when due, then the password change an admin reset forces, then ready
   * (and travel when this is a fresh login). Each step calls back here once done.
   */
  const finish = useCallback(
    async (profile: SessionProfile, users: SessionProfile[], account: SessionAccount, impersonating: Impersonation | null = null) => {
      const step = secondFactorStep(account, Date.now());
      if (step === 'no-phone') {
        notify('error', t('auth.noPhone'));
        await logout();
        return;
      }
      const status: SessionStatus = step === 'otp' ? 'otp' : account.mustChangePassword ? 'mustChangePassword' : 'ready';
      setState({ status, profile, users, account, impersonating });
      if (status === 'ready' && explicitLogin.current) {
        explicitLogin.current = false;
        setTravelFrom(window.location.pathname);
        setTimeout(() => {
          // the page a link asked for before the sign-in, else the area's first page
          const asked = storage.takeReturnTo();
          navigate(asked ?? `/${landingPlatform(profile.role, storage.lastPlatform(), profile.memberId !== null)}`, { replace: true });
        }, LOGIN_TRAVEL_DELAY_MS);
      }
    },
    [logout, navigate, t],
  );

  /** Validates the token with the server and moves the state machine on. */
  const establish = useCallback(async () => {
    try {
      const answer = await validateSession();
      if (answer.refresh) await currentIdToken(true);
      const mustChoose = answer.users.length > 1 && (explicitLogin.current || !answer.profile);
      if (mustChoose || !answer.profile) {
        setState({ status: 'choosingProfile', profile: null, users: answer.users, account: answer.account });
        return;
      }
      offline.current = false;
      const uid = currentUid();
      const saved: SavedSession = {
        profile: answer.profile,
        users: answer.users,
        account: answer.account,
        impersonating: answer.impersonating,
      };
      if (uid) storage.setOfflineCopy('session', uid, JSON.stringify(saved));
      await finish(answer.profile, answer.users, answer.account, answer.impersonating);
    } catch (e) {
      if (explicitLogin.current) {
        // A fresh login the server refuses: sign out quietly and let the login screen show why.
        explicitLogin.current = false;
        await signOutLocally();
        setState({ status: 'signedOut', profile: null, users: [], account: null });
        throw e;
      }
      // No answer (a member at the door without signal): not a refusal, so the session stays — as it is, or as last
      // validated on this device when the page starts offline — and is validated again once the network is back.
      if (isNetworkFailure(e)) {
        const first = !offline.current;
        offline.current = true;
        const uid = currentUid();
        const saved = first && uid ? storage.offlineCopy('session', uid) : null;
        if (saved) {
          const s = JSON.parse(saved) as SavedSession;
          await finish(s.profile, s.users, s.account, s.impersonating);
        }
        return;
      }
      // Signed out while the validation was under way, or on a payment outcome page, whose sign-in may have no profile
      // (yet): the page decides what follows.
      if (!isSignedIn() || onOutcomePage()) {
        setState(SIGNED_OUT);
        return;
      }
      // A validation failure forces logout.
      await logout();
    }
  }, [finish, logout]);

  // Follow the identity service: signed in (login or reload) → validate. Signed out is derived below.
  useEffect(() => {
    if (authUser.status === 'loading' || !authUser.user) return;
    if (!explicitLogin.current) void establish();
    // establish is stable enough: re-running on its identity would re-validate on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [authUser.status, authUser.status === 'ready' ? authUser.user?.uid : null]);

  // Changes of the sign-in under way (whileSignInChanges): the periodic refresh skips its ticks until they end.
  const signInChanging = useRef(0);
  const whileSignInChanges = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    signInChanging.current += 1;
    try {
      return await work();
    } finally {
      signInChanging.current -= 1;
    }
  }, []);

  // Refresh the token every 5 minutes (config.sessionRefreshMs) and re-validate; failure logs out.
  // Re-validating also moves the session to the SMS step when the day's check has run out (the API restricts it then).
  useEffect(() => {
    if (state.status !== 'ready') return;
    const timer = setInterval(() => {
      // Signed out in place (the payment outcome page does) leaves this state 'ready': nothing left to refresh. A tick
      // that validated then failed for want of a token, logged out and carried that page off to /auth (a CI flake).
      if (signInChanging.current > 0 || !isSignedIn()) return;
      void (async () => {
        try {
          await currentIdToken(true);
        } catch (e) {
          // offline: the tick is skipped (establish would find no network either); a refused refresh logs out
          if (!isNetworkFailure(e)) await logout();
          return;
        }
        await establish();
      })();
    }, config.sessionRefreshMs);
    return () => clearInterval(timer);
  }, [state.status, logout, establish]);

  // Back online after a validation found no network: validate now rather than at the next tick.
  useEffect(() => {
    const back = () => {
      if (offline.current && isSignedIn()) void establish();
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [establish]);

  // An administrator changed or removed this session's profile (ProfileWatch): validate now. A change of the sign-in
  // under way is left to finish first; the periodic refresh picks up what it changed.
  const profileChanged = useCallback(() => {
    if (signInChanging.current === 0) void establish();
  }, [establish]);

  // The API restricted the session (the day's SMS check ran out, an admin forced a new password) or no longer knows its
  // profile: validate again, which brings up the step the session owes.
  useEffect(
    () =>
      apiFailures.subscribe((failure) => {
        // PROFILE_NOT_SELECTED: the profile this session uses was removed (validating again picks another or signs out)
        const revalidate = failure.code === 'SESSION_RESTRICTED' || failure.code === 'PROFILE_NOT_SELECTED';
        if (revalidate && state.status === 'ready') void establish();
      }),
    [state.status, establish],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      explicitLogin.current = true;
      try {
        await signInWithPassword(email.trim(), password);
      } catch (e) {
        explicitLogin.current = false;
        throw e;
      }
      await establish();
    },
    [establish],
  );

  const chooseProfile = useCallback(
    async (profileId: string) => {
      const answer = await chooseProfileCall(profileId);
      await currentIdToken(true);
      explicitLogin.current = true;
      await finish(
        answer.profile,
        state.users,
        state.account ?? { email: null, phone_number: null, mfa: false, last_mfa: 0, lang: null, mustChangePassword: false },
      );
    },
    [finish, state.users, state.account],
  );

  const otpVerified = useCallback(
    async (lastMfa: number) => {
      // sync-mfa lifted the restriction from the claims: the token must carry it before the area's first read
      await currentIdToken(true);
      if (state.profile && state.account)
        await finish(state.profile, state.users, { ...state.account, last_mfa: lastMfa }, state.impersonating ?? null);
    },
    [finish, state.profile, state.users, state.account, state.impersonating],
  );

  const passwordChanged = useCallback(async () => {
    if (state.profile && state.account)
      await finish(state.profile, state.users, { ...state.account, mustChangePassword: false }, state.impersonating ?? null);
  }, [finish, state.profile, state.users, state.account, state.impersonating]);

  const updateAccount = useCallback((account: SessionAccount) => setState((s) => ({ ...s, account })), []);

  const signedOut = authUser.status === 'ready' && !authUser.user;
  const value = useMemo<Session>(
    () => ({
      ...(signedOut ? SIGNED_OUT : { ...state, profile: actingProfile(state), impersonating: state.impersonating ?? null }),
      travelling,
      login,
      chooseProfile,
      otpVerified,
      passwordChanged,
      updateAccount,
      logout,
      landing,
      reload: establish,
      whileSignInChanges,
    }),
    [
      signedOut,
      state,
      travelling,
      login,
      chooseProfile,
      otpVerified,
      passwordChanged,
      updateAccount,
      logout,
      landing,
      establish,
      whileSignInChanges,
    ],
  );
  return (
    <SessionContext.Provider value={value}>
      {children}
      {!signedOut && state.status === 'ready' && state.profile && (
        <Suspense fallback={null}>
          <ProfileWatch profile={state.profile} onChange={profileChanged} />
        </Suspense>
      )}
    </SessionContext.Provider>
  );
}
