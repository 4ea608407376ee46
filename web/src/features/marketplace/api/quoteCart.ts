import { quoteCartContract } from '@tessera/domain/contracts/marketplace';
import type { CartLineInput } from '@tessera/domain/entities/cart';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/payments/cart: the cart priced by the server and checked (nothing held). */
export const quoteCart = (lines: CartLineInput[]) => apiCall(quoteCartContract, { body: { lines }, overlay: false });
