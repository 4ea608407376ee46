import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { CARD_TOKEN_SECRET as cardTokenSecret } from '../config';
import { preferencesOf } from '@tessera/domain/entities/organization';
import { cardTokenValidity } from '@tessera/domain/cards/tokenValidity';
import type { CardStatus } from '@tessera/domain/entities/member';
import { toIsoDate, todayInItaly } from '@tessera/domain/locale/dates';
import { memberPath, orgPath } from '@tessera/domain/paths';
import { photoOf } from '@tessera/domain/members/photo';
import { db } from '../shared/admin';
import { fileBytes } from '../files/storedFiles';
import { logoFromDataUrl } from '../files/images';
import { ApiError } from '../http/apiError';
import type { RecordAccess } from '../http/scope';
import type { CardFace, CardImage } from './pdf';
import { signCardToken } from './token';
import { cardColoursOf, type CardColours } from './cardColours';

export interface OrgCardSettings {
  name: string;
  logo: CardImage | null;
  /** the association's colours on its cards and wallet passes (settings' theme), Tessera's without one */
  colours: CardColours;
  photoOnCard: boolean;
  /** preference digitalCards: the personal area shows the card's QR code */
  digitalCards: boolean;
  /** preference survivingMemberCard: a surviving member's card names the deceased member */
  survivingMemberCard: boolean;
  graceMonths: number;
}

export async function loadOrgCardSettings(orgId: string): Promise<OrgCardSettings> {
  const snap = await db.doc(orgPath(orgId)).get();
  const info = (snap.get('publicInfo') ?? {}) as DocumentData;
  const prefs = preferencesOf(snap.get('preferences'));
  return {
    name: typeof info.name === 'string' && info.name ? info.name : orgId,
    // the logo settings upload; an older document may carry one in its public information
    logo: logoFromDataUrl(snap.get('logo') ?? info.logo),
    colours: cardColoursOf(snap.get('theme')),
    photoOnCard: prefs.photoOnCard,
    digitalCards: prefs.digitalCards,
    survivingMemberCard: prefs.survivingMemberCard,
    graceMonths: prefs.gracePeriodMonths,
  };
}

/** A stored date (timestamp at midnight UTC, or an ISO string) as `YYYY-MM-DD`. */
export function isoOf(value: unknown): string | null {
  if (value instanceof Timestamp) return toIsoDate(value.toDate());
  if (typeof value === 'string' || value instanceof Date) return toIsoDate(value);
  return null;
}

export interface MemberCard {
  memberId: string;
  name: string;
  surname: string;
  email: string | null;
  cardNumber: string;
  /** the card's stored status (the member's cardStatus, which the card writers keep in step) */
  status: CardStatus;
  validUntil: string | null;
  group: string | null;
  /** the stored photo's file (members/photo.ts), read into `photo` by withCardPhotos */
  photoFileId: string | null;
  photo?: CardImage | null;
  /** a surviving member: the deceased member's name (members/survivor.ts) */
  survivorOf: string | null;
}

/**
 * The member's card for a PDF or a send. USER_NOT_FOUND when the member does not exist in the caller's
 * organization or has no card number; NO_USER_ALLOWED when a group admin asks outside its groups.
 */
/** A member document as the card it holds (null without a card number). */
export function memberCardOf(memberId: string, m: DocumentData): MemberCard | null {
  if (typeof m.cardNumber !== 'string' || !m.cardNumber) return null;
  return {
    memberId,
    name: String(m.name ?? ''),
    surname: String(m.surname ?? ''),
    email: typeof m.email === 'string' && m.email ? m.email : null,
    cardNumber: m.cardNumber,
    status: m.cardStatus === 'ACTIVE' || m.cardStatus === 'INACTIVE' ? m.cardStatus : 'NOT_FOUND',
    validUntil: isoOf(m.cardValidUntil),
    group: m.group ?? null,
    photoFileId: photoOf(m)?.fileId ?? null,
    survivorOf: typeof m.survivorOf?.name === 'string' && m.survivorOf.name ? m.survivorOf.name : null,
  };
}

/**
 * The cards with their holders' photo bytes while the organization prints photos (photoOnCard); otherwise as they
 * are, without reading a file. A photo whose bytes are gone leaves the slot empty.
 */
export async function withCardPhotos(orgId: string, org: OrgCardSettings, cards: MemberCard[]): Promise<MemberCard[]> {
  if (!org.photoOnCard) return cards;
  return Promise.all(
    cards.map(async (card) => {
      const bytes = card.photoFileId ? await fileBytes(orgId, card.photoFileId) : null;
      return { ...card, photo: bytes ? { bytes: new Uint8Array(bytes), format: 'jpg' as const } : null };
    }),
  );
}

export async function loadMemberCards(orgId: string, scope: RecordAccess, memberIds: readonly string[]): Promise<MemberCard[]> {
  const snaps = await db.getAll(...memberIds.map((id) => db.doc(memberPath(orgId, id))));
  return snaps.map((snap) => {
    if (!snap.exists) throw new ApiError('USER_NOT_FOUND');
    const m = snap.data()!;
    scope.assertRecord(m);
    const card = memberCardOf(snap.id, m);
    if (!card) throw new ApiError('USER_NOT_FOUND');
    return card;
  });
}

/**
 * The face to print, with its signed QR token, or null when the card may have none: only an ACTIVE card gets one,
 * and neither face nor token is ever valid beyond the card's valid-until: `year` asks for 31 December of that year,
 * capped by it (domain cardTokenValidity); without `year` the card's own valid-until.
 */
export function activeCardFace(
  orgId: string,
  org: OrgCardSettings,
  card: MemberCard,
  opts: { year?: number; lang: 'it' | 'en'; secret: string; now?: Date },
): CardFace | null {
  const now = opts.now ?? new Date();
  const validity = cardTokenValidity(card, opts.year ? `${opts.year}-12-31` : null, todayInItaly(now), org.graceMonths);
  if (!validity) return null;
  const { validUntil } = validity;
  return {
    orgName: org.name,
    logo: org.logo,
    colours: org.colours,
    holder: `${card.name} ${card.surname}`.trim(),
    number: card.cardNumber,
    validUntil,
    photoOnCard: org.photoOnCard,
    photo: card.photo ?? null,
    survivorOf: org.survivingMemberCard ? card.survivorOf : null,
    qrToken: signCardToken({ o: orgId, c: card.cardNumber, m: card.memberId, v: validUntil }, opts.secret),
    lang: opts.lang,
  };
}

/** activeCardFace for the PDFs and sends: a card that is not ACTIVE → CARD_NOT_ACTIVE (409). */
export function cardFace(...args: Parameters<typeof activeCardFace>): CardFace {
  const face = activeCardFace(...args);
  if (!face) throw new ApiError('CARD_NOT_ACTIVE');
  return face;
}

/** The secret's value; a missing secret is a server misconfiguration (500), never a client error. */
export function tokenSecret(): string {
  const value = cardTokenSecret.value();
  if (!value) throw new Error('CARD_TOKEN_SECRET is not configured');
  return value;
}

/** `tessera-1001.pdf`, `tessere-2026.pdf`: safe ASCII file names. */
export function pdfFileName(base: string): string {
  return `${base.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;
}
