import type { Route } from '../http/route';
import { sendSignupCode } from './sendCode';
import { preregisterSignup } from './preregister';
import { createSession } from './createSession';
import { retrieveSession } from './retrieveSession';

/** Public signup endpoints: the code, the free signup, and the paid signup's checkout and its outcome page's read. */
export const signupRoutes: readonly Route[] = [sendSignupCode, preregisterSignup, createSession, retrieveSession];
