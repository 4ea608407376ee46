import { registerPersonalDataEraser, registerPersonalDataSection } from '../personalData/registry';
import { eraseWalletRegistrations } from './erasure';
import { memberDocuments } from '../personalData/collect';
import { registerMemberReaction } from '../memberReactions/registry';
import {
  APPLE_WALLET_SIGNER_CERT,
  APPLE_WALLET_SIGNER_KEY,
  APPLE_WALLET_WWDR_CERT,
  CARD_TOKEN_SECRET,
  GOOGLE_WALLET_SERVICE_ACCOUNT,
} from '../config';
import { WALLET_SHOWN_FIELDS, followCardInWallets, withdrawWalletPasses } from './wallet/walletUpdates';

// What the cards plug into the member trigger (loaded by the functions' entry, wiring.ts): the member's wallet passes
// follow the card (renewed, expired, deactivated, renamed: wallet/walletUpdates.ts); a write touching nothing a pass
// shows does not run it.
registerMemberReaction({
  name: 'walletPasses',
  fields: WALLET_SHOWN_FIELDS,
  secrets: [CARD_TOKEN_SECRET, GOOGLE_WALLET_SERVICE_ACCOUNT, APPLE_WALLET_SIGNER_CERT, APPLE_WALLET_SIGNER_KEY, APPLE_WALLET_WWDR_CERT],
  run: ({ orgId, memberId, before, after }) => followCardInWallets(orgId, memberId, before, after),
});

/** The member's cards in their copy of their data. */
registerPersonalDataSection({ name: 'cards', collect: ({ orgId, memberId }) => memberDocuments(orgId, 'cards', memberId) });
/**
 * An erased member's Google pass is withdrawn and their wallet documents go before the erasure answers (the member
 * trigger's delete path does the same, later), then their Apple devices' registrations (erasure.ts).
 */
registerPersonalDataEraser({ name: 'walletPasses', erase: ({ orgId, memberId }) => withdrawWalletPasses(orgId, memberId) });
registerPersonalDataEraser({ name: 'walletRegistrations', erase: eraseWalletRegistrations });
