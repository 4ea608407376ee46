import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { REDIRECT_AFTER_PAYMENT_MS } from '@tessera/domain/constants';
import type { SignupPayload } from '@tessera/domain/forms/signup';
import { notify } from '../../components/toaster';
import { errorCode, errorText } from '../../lib/api/errorText';
import { signInWithPassword } from '../../lib/firebase/authActions';
import { createSession } from './api/createSession';
import { preregisterSignup } from './api/preregisterSignup';

export interface SignupBusy {
  pay: boolean;
  preregister: boolean;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The two ways out of step 2. Both sign in with the entered credentials (a direct sign-in,
 * not the login journey: the page itself decides where to go) and travel after 1 s.
 */
export function useSignupRoutes() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<SignupBusy>({ pay: false, preregister: false });

  async function pay(payload: SignupPayload) {
    setBusy((b) => ({ ...b, pay: true }));
    try {
      const session = await createSession(payload);
      await signInWithPassword(payload.email, payload.password);
      await wait(REDIRECT_AFTER_PAYMENT_MS);
      window.location.assign(session.url);
    } catch (e) {
      // payment-session failures show the server's err as is (translated when it is a known code)
      notify('error', errorText(t, e), errorCode(e) ?? undefined);
      setBusy((b) => ({ ...b, pay: false }));
    }
  }

  async function preregister(payload: SignupPayload) {
    setBusy((b) => ({ ...b, preregister: true }));
    try {
      await preregisterSignup(payload);
      await signInWithPassword(payload.email, payload.password);
      await wait(REDIRECT_AFTER_PAYMENT_MS);
      navigate('/auth', { replace: true });
    } catch {
      // a pre-registration failure always shows error_key; and (a quirk kept on purpose)
      // it is the payment button's flag that is released, so the pre-registration spinner stays.
      notify('error', t('messages.error_key'));
      setBusy((b) => ({ ...b, pay: false }));
    }
  }

  return { busy, pay, preregister };
}
