import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { cardDownloadLog, CARD_DOWNLOAD_KINDS, type CardDownloadKind } from '@tessera/domain/cards/wallet';
import { hasDownloadedContract } from '@tessera/domain/contracts/cards';
import { cardPath, memberCardDownloadsPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';

/**
 * Records that a member downloaded their card (their PDF, a Google Wallet link, an Apple Wallet pass): the last time
 * and a count per kind, so the document stays the same size however often they download. Awaited by the endpoints:
 * an answer that said "downloaded" without the record would make the log lie.
 */
export async function recordCardDownload(orgId: string, memberId: string, kind: CardDownloadKind): Promise<void> {
  await db
    .doc(memberCardDownloadsPath(orgId, memberId))
    .set({ [kind]: { at: FieldValue.serverTimestamp(), count: FieldValue.increment(1) } }, { merge: true });
}

/** GET /v1/cards/has-downloaded (header card): the card's member's download log. */
export const hasDownloaded = route(hasDownloadedContract, async ({ claims, headers, scope }) => {
  const card = await db.doc(cardPath(claims.org, headers.card)).get();
  if (!card.exists) throw new ApiError('USER_NOT_FOUND');
  scope.assertRecord(card);
  const memberId = card.get('memberId');
  if (typeof memberId !== 'string' || !memberId) return { log: [] };
  const data = (await db.doc(memberCardDownloadsPath(claims.org, memberId)).get()).data() ?? {};
  const stored: Partial<Record<CardDownloadKind, { at: string; count: number }>> = {};
  for (const kind of CARD_DOWNLOAD_KINDS) {
    const e = data[kind] as { at?: unknown; count?: unknown } | undefined;
    if (e?.at instanceof Timestamp) stored[kind] = { at: e.at.toDate().toISOString(), count: Number(e.count ?? 1) };
  }
  return { log: cardDownloadLog(stored) };
});
