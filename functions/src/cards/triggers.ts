import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import {
  APPLE_WALLET_SIGNER_CERT,
  APPLE_WALLET_SIGNER_KEY,
  APPLE_WALLET_WWDR_CERT,
  CARD_TOKEN_SECRET,
  GOOGLE_WALLET_SERVICE_ACCOUNT,
  REGION,
} from '../config';
import { expireCards } from './expireCards';
import { followCardInWallets } from './wallet/walletUpdates';

// Triggers of cards, wired by index.ts.

/** Every night after midnight in Italy: cards past valid-until plus the grace period are stored INACTIVE. */
export const expireCardsSchedule = onSchedule({ schedule: 'every day 00:15', region: REGION, timeZone: 'Europe/Rome' }, async () => {
  const { expired } = await expireCards();
  if (expired.length) logger.info('cards expired', { count: expired.length });
});

/**
 * The member's wallet passes follow the card: renewed, expired, deactivated (wallet/walletUpdates.ts). A member
 * update touching no card field returns after comparing the two versions, without a read.
 */
export const onMemberCardForWallets = onDocumentWritten(
  {
    document: 'organizations/{orgId}/members/{memberId}',
    region: REGION,
    secrets: [CARD_TOKEN_SECRET, GOOGLE_WALLET_SERVICE_ACCOUNT, APPLE_WALLET_SIGNER_CERT, APPLE_WALLET_SIGNER_KEY, APPLE_WALLET_WWDR_CERT],
  },
  (event) => followCardInWallets(event.params.orgId, event.params.memberId, event.data?.before.data(), event.data?.after.data()),
);
