import { updatePaymentMethodContract } from '@tessera/domain/contracts/my-area';
import { apiCall } from '../../../lib/api/client';

/** PATCH /v1/payments/update-payment-method: where the browser goes to save a card (the provider's page). */
export const startSavingCard = async (lang: 'it' | 'en') =>
  (await apiCall(updatePaymentMethodContract, { body: { lang }, overlay: false })).session?.url ?? null;

/** PATCH /v1/payments/update-payment-method {remove}: forgets the card, auto-renew off with it; answers the account. */
export const removeCard = async () => (await apiCall(updatePaymentMethodContract, { body: { remove: true }, overlay: false })).account;
