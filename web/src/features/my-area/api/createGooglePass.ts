import { createGooglePassContract } from '@tessera/domain/contracts/cards';
import { apiCall } from '../../../lib/api/client';

/** GET /v1/cards/create-google-pass → the "Add to Google Wallet" link of the own card (a signed JWT in the URL). */
export async function createGooglePass(): Promise<string> {
  const { url } = await apiCall(createGooglePassContract);
  return url;
}
