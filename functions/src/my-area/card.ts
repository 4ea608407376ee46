import type { AccountStatus, CardStatus } from '@tessera/domain/entities/member';
import { route } from '../http/route';
import { activeCardFace, isoOf, loadOrgCardSettings, memberCardOf, tokenSecret } from '../cards/cardData';
import { myCardContract } from '@tessera/domain/contracts/my-area';
import { readPhoto } from '../members/photo';

/**
 * GET /v1/profile/card — the digital card of the caller's member record: holder, number, status, valid-until, the
 * signed QR token (the same the PDF prints) with its SVG (both null when the card is not ACTIVE: no token is issued), and the membership (account status, renewal date,
 * cancellation request). `card` is null when the member has no card yet; a profile that is no member →
 * USER_NOT_FOUND.
 */
export const myCard = route(myCardContract, async ({ claims, scope }) => {
  const { snap, data: m } = await scope.own();
  const membership = {
    accountStatus: (m.accountStatus as AccountStatus | undefined) ?? null,
    cardStatus: (m.cardStatus as CardStatus | undefined) ?? 'NOT_FOUND',
    renewalDate: isoOf(m.cardValidUntil),
    cancellationRequested: m.cancellationRequested === true,
    cancellationRequestedAt: m.cancellationRequestedAt
      ? new Date((m.cancellationRequestedAt as { toMillis(): number }).toMillis()).toISOString()
      : null,
  };
  // The member document read above is the card: no second read (loadOwnCard would read it again).
  const card = memberCardOf(snap.id, m);
  if (!card) return { card: null, membership };
  const org = await loadOrgCardSettings(claims.org);
  // A card that is not ACTIVE is shown with its status, without a QR code: no token is issued for it; nor while the
  // organization has digital cards off (preference digitalCards).
  const face = org.digitalCards ? activeCardFace(claims.org, org, card, { lang: 'it', secret: tokenSecret() }) : null;
  // qrcode is loaded on first use: most calls an instance serves draw none
  const qrSvg = face
    ? await (await import('qrcode')).default.toString(face.qrToken, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
    : null;
  return {
    card: {
      orgName: org.name,
      holder: `${card.name} ${card.surname}`.trim(),
      number: card.cardNumber,
      status: membership.cardStatus,
      validUntil: face?.validUntil ?? card.validUntil,
      qrToken: face?.qrToken ?? null,
      qrSvg,
      // the card as printed: the photo only while the organization prints photos
      photo: org.photoOnCard ? await readPhoto(claims.org, m) : null,
      survivorOf: org.survivingMemberCard ? card.survivorOf : null,
    },
    membership,
  };
});
