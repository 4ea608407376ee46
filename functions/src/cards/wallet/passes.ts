import {
  appleSerial,
  googleWalletClassId,
  googleWalletObjectId,
  walletPassState,
  type WalletPassFace,
  type WalletPassState,
} from '@tessera/domain/cards/wallet';
import { effectiveCardStatus, graceEnd } from '@tessera/domain/cards/status';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { orgPath } from '@tessera/domain/paths';
import { appUrl, applePassTypeId, appleTeamId } from '../../config';
import { db } from '../../shared/admin';
import { orgLogoUrl } from '../../website/logo';
import { activeCardFace, tokenSecret, type MemberCard, type OrgCardSettings } from '../cardData';
import { appleAuthToken, buildApplePass } from './applePass';
import { appleWalletCertificates, googleWalletCredentials } from './credentials';
import { googlePassObject, type GooglePassObject } from './googlePass';
import { googleWalletApi } from './googleWalletApi';

/**
 * A member's card as its wallet passes show it, for the endpoints that hand the passes out and for the updates that
 * follow the card (renewed, expired, deactivated): one place decides the state, the QR token and the texts.
 */
export interface PassCard {
  orgId: string;
  org: OrgCardSettings;
  card: MemberCard;
  state: WalletPassState;
  /** the valid-until the pass shows (the QR token's when one is issued) */
  validUntil: string | null;
  qrToken: string | null;
  /** the day after the card's last active day (valid-until plus the grace months), or null without end */
  expiresAt: Date | null;
}

export function passCardOf(orgId: string, org: OrgCardSettings, card: MemberCard, now = new Date()): PassCard {
  const today = todayInItaly(now);
  const effective = effectiveCardStatus(card, today, org.graceMonths);
  // only an ACTIVE card's pass carries a QR token, as on the digital card and the PDF (activeCardFace decides)
  const face = activeCardFace(orgId, org, card, { lang: 'it', secret: tokenSecret(), now });
  const end = graceEnd(card.validUntil, org.graceMonths);
  return {
    orgId,
    org,
    card,
    state: walletPassState(card, face ? effective : 'INACTIVE', today),
    validUntil: face?.validUntil ?? card.validUntil,
    qrToken: face?.qrToken ?? null,
    // the end of the last active day in Italy, near enough for a wallet (the scanner checks the token itself)
    expiresAt: end ? new Date(`${end}T23:59:59+01:00`) : null,
  };
}

/** What both wallets show of the card. */
const passFace = (p: PassCard): WalletPassFace => ({
  state: p.state,
  orgName: p.org.name,
  holder: `${p.card.name} ${p.card.surname}`.trim(),
  number: p.card.cardNumber,
  validUntil: p.validUntil,
  qrToken: p.qrToken,
});

/** The Google Wallet object of the card (ids from the issuer, the organization and the member). */
export function googleObjectOf(p: PassCard, issuerId: string): GooglePassObject {
  return googlePassObject({
    objectId: googleWalletObjectId(issuerId, p.orgId, p.card.memberId),
    classId: googleWalletClassId(issuerId, p.orgId),
    ...passFace(p),
    logoUrl: orgLogoUrl(appUrl.value(), p.orgId, p.org.logo !== null),
    background: p.org.colours.band,
  });
}

/**
 * The organization's pass class, created once through the Wallet API; its id is kept on the organization
 * (`googleWalletClassId`) so later passes skip the call. Two first passes at once both insert: the second gets 409,
 * which counts as done.
 */
export async function ensureGoogleClass(orgId: string): Promise<string> {
  const { issuerId } = googleWalletCredentials();
  const classId = googleWalletClassId(issuerId, orgId);
  const ref = db.doc(orgPath(orgId));
  if ((await ref.get()).get('googleWalletClassId') === classId) return classId;
  await googleWalletApi().insertClass({ id: classId });
  await ref.set({ googleWalletClassId: classId }, { merge: true });
  return classId;
}

/** `${APP_URL}/v1/wallet/apple`: where Apple devices register a pass and fetch its updates. */
export const appleWebServiceUrl = () => `${appUrl.value().replace(/\/$/, '')}/v1/wallet/apple`;

/** The signed .pkpass of the card. */
export function applePassOf(p: PassCard, lang: 'it' | 'en'): Promise<Buffer> {
  const serial = appleSerial(p.orgId, p.card.memberId);
  return buildApplePass(
    {
      serial,
      authToken: appleAuthToken(serial, tokenSecret()),
      passTypeId: applePassTypeId(),
      teamId: appleTeamId(),
      webServiceURL: appleWebServiceUrl(),
      ...passFace(p),
      expiresAt: p.expiresAt,
      lang,
      colours: p.org.colours,
      logo: p.org.logo,
    },
    appleWalletCertificates(),
  );
}
