import { applePassContract, createGooglePassContract } from '@tessera/domain/contracts/cards';
import type { Claims } from '@tessera/domain/claims';
import { appUrl } from '../config';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import type { RecordAccess } from '../http/scope';
import { loadOwnCard } from './ownCard';
import { loadOrgCardSettings } from './cardData';
import { recordCardDownload } from './downloads';
import { googleWalletCredentials } from './wallet/credentials';
import { GOOGLE_SAVE_URL, googleSaveJwt } from './wallet/googlePass';
import { applePassOf, ensureGoogleClass, googleObjectOf, passCardOf, type PassCard } from './wallet/passes';

/**
 * The caller's own card for a wallet pass. Digital cards off: dispatch has answered NOT_ENABLED already (the
 * contracts' feature). A card that is not ACTIVE gets no pass (CARD_NOT_ACTIVE), as it gets no QR code.
 */
async function ownPassCard(claims: Claims, scope: RecordAccess): Promise<PassCard> {
  const [card, org] = await Promise.all([loadOwnCard(claims, scope), loadOrgCardSettings(claims.org)]);
  const pass = passCardOf(claims.org, org, card);
  if (pass.state !== 'ACTIVE' || !pass.qrToken) throw new ApiError('CARD_NOT_ACTIVE');
  return pass;
}

/** GET /v1/cards/create-google-pass → {url}: the "Add to Google Wallet" link of the caller's own card. */
export const createGooglePass = route(createGooglePassContract, async ({ claims, scope }) => {
  const pass = await ownPassCard(claims, scope);
  const { key, issuerId } = googleWalletCredentials();
  await ensureGoogleClass(claims.org);
  const jwt = await googleSaveJwt(googleObjectOf(pass, issuerId), key, [new URL(appUrl.value()).origin]);
  await recordCardDownload(claims.org, pass.card.memberId, 'google');
  return { url: `${GOOGLE_SAVE_URL}${jwt}` };
});

/** GET /v1/cards/apple-pass (header lang) → {pkpass, fileName}: the caller's own card as an Apple Wallet pass. */
export const applePass = route(applePassContract, async ({ claims, headers, scope }) => {
  const pass = await ownPassCard(claims, scope);
  const pkpass = await applePassOf(pass, headers.lang ?? 'it');
  await recordCardDownload(claims.org, pass.card.memberId, 'apple');
  return { pkpass: pkpass.toString('base64'), fileName: `tessera-${pass.card.cardNumber.replace(/[^A-Za-z0-9._-]+/g, '-')}.pkpass` };
});
