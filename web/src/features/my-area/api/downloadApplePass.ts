import { applePassContract } from '@tessera/domain/contracts/cards';
import { apiCall } from '../../../lib/api/client';
import { saveBase64File } from '../../../lib/files/saveBase64';

/**
 * GET /v1/cards/apple-pass (header lang) → the own card as an Apple Wallet pass, handed to the browser as
 * application/vnd.apple.pkpass: Safari on an iPhone opens it in Wallet, elsewhere it is saved as a file.
 */
export async function downloadApplePass(lang: 'it' | 'en'): Promise<string> {
  const { pkpass, fileName } = await apiCall(applePassContract, { headers: { lang } });
  return saveBase64File(pkpass, fileName, 'application/vnd.apple.pkpass');
}
