import type { Route } from '../http/route';
import { activateFirstStep } from './firstStep';
import { activationSendCode } from './sendCode';
import { activateSecondStep } from './secondStep';

/** Card activation: a member of the register without a sign-in makes one. Public. */
export const activationRoutes: readonly Route[] = [activateFirstStep, activationSendCode, activateSecondStep];
