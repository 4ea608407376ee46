import { sendOtpContract, sendOtpControlContract } from '@tessera/domain/contracts/marketplace';
import type { CartLineInput } from '@tessera/domain/entities/cart';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/payments/send-otp: the cart charged to payroll, its seats held, the code mailed to the member. */
export const sendPayrollCode = (lines: CartLineInput[]) => apiCall(sendOtpContract, { body: { lines }, overlay: false });

/** POST /v1/payments/send-otp-control: the code confirms the payroll cart. */
export const confirmPayrollCode = (cart: string, code: string) => apiCall(sendOtpControlContract, { body: { cart, code }, overlay: false });
