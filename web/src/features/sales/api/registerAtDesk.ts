import { registerAtDeskContract } from '@tessera/domain/contracts/sales';
import type { DeskRegistrationInput } from '@tessera/domain/entities/registration';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/sales/registrations: a member registered at the desk with the payment of the chosen price. */
export const registerAtDesk = (body: DeskRegistrationInput) => apiCall(registerAtDeskContract, { body, overlay: false });
