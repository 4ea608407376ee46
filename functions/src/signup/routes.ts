import type { Route } from '../http/route';
import { sendSignupCode } from './sendCode';

/** Public signup endpoints (spec §7 "Signup helpers"). */
export const signupRoutes: readonly Route[] = [sendSignupCode];
