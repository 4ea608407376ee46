import type { Route } from '../http/route';
import { sendSignupCode } from './sendCode';
import { preregisterSignup } from './preregister';

/** Public signup endpoints. */
export const signupRoutes: readonly Route[] = [sendSignupCode, preregisterSignup];
