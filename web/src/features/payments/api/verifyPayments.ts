import { verifyPaymentsAllContract } from '@tessera/domain/contracts/payments';
import type { VerifyAllRequest } from '@tessera/domain/payments/verification';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/payments/verify-payments-all: starts the yearly verification (or answers the one running). */
export const startVerification = (body: VerifyAllRequest) => apiCall(verifyPaymentsAllContract, { body, overlay: false });
