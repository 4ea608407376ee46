import type { Route } from '../http/route';
import { activateFirstStep } from './firstStep';
import { activationSendCode } from './sendCode';
import { activateSecondStep } from './secondStep';
import { activateInvitation } from './invitation';

/** Card activation: a member of the register without a sign-in makes one, from the card or an invitation. Public. */
export const activationRoutes: readonly Route[] = [activateFirstStep, activateInvitation, activationSendCode, activateSecondStep];
