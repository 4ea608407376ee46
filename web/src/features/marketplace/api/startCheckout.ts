import { createSessionUserContract } from '@tessera/domain/contracts/marketplace';
import type { CartLineInput } from '@tessera/domain/entities/cart';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/payments/create-session-user: the seats held and the card checkout opened; answers where the browser pays. */
export const startCheckout = (lines: CartLineInput[], lang: 'it' | 'en') =>
  apiCall(createSessionUserContract, { body: { lines, lang }, overlay: false });
