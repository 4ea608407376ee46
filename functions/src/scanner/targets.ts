import type { DocumentReference } from 'firebase-admin/firestore';
import { cardStatusOf } from '@tessera/domain/counters';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { doorScopeKey } from '@tessera/domain/scanner/doorList';
import { doorKey } from '@tessera/domain/scanner/doorToken';
import { cardScanResult, redemptionId, type ScanKind, type ScanMode, type ScanResult } from '@tessera/domain/scanner/scan';
import type { CardStatus } from '@tessera/domain/entities/member';
import { db } from '../shared/admin';
import { emailHolders } from '../members/uniqueClaims';
import { campaigns, registrations } from '../campaigns/campaignStore';
import { sales } from '../sales/saleStore';
import { isoOf } from '../cards/cardData';
import type { ReadCode } from './codes';

/** An ACCESS code's redemption (server only): created once, by the scan that lets its holder in. */
const redemptionRef = (orgId: string, id: string) => db.collection(orgCol(orgId, 'redemptions')).doc(id);

/**
 * What a verified code points at, as the organization's records have it now (a signature proves we issued the code,
 * not that it still holds): the outcome before any redemption, and what a redemption or points would change.
 */
export interface Target {
  result: Exclude<ScanResult, 'ALREADY_USED'>;
  kind: ScanKind;
  mode: ScanMode | null;
  holder: string | null;
  /** the member whose photo the scanner shows (a card's or ticket's holder with a photo) */
  photoOf?: string;
  title: string;
  /** ACCESS: the redemption document the scan creates (a second scan finds it there), and the door list's key and scope for it */
  redemption?: DocumentReference;
  door?: { key: string; scope: string };
  /** FIDELITY: the registration that earns the points, and the member whose balance they join (null: no member has the email) */
  fidelity?: { registration: DocumentReference; points: DocumentReference | null };
}

/** The member's id when the record names a photo: the scanner then shows it beside the name. */
const photoOf = (member: FirebaseFirestore.DocumentSnapshot | undefined) =>
  member?.exists && member.get('photo') ? { photoOf: member.id } : {};

/** A holder's name as the door shows it (name, then surname), or null without one. */
export const fullName = (data: FirebaseFirestore.DocumentData | undefined) =>
  [data?.name, data?.surname].filter((s) => typeof s === 'string' && s).join(' ') || null;

const invalid = (kind: ScanKind, title = ''): Target => ({ result: 'INVALID', kind, mode: null, holder: null, title });

/** Whether the code was issued by `orgId`: any other organization's code names nothing here. */
export const issuedBy = (orgId: string, code: ReadCode) => code.payload.o === orgId;

/**
 * The code's target in `orgId` (whose cards stay ACTIVE `graceMonths` past their date) on `today`, the Italian day of
 * the scan (a scan decided offline is judged on the day it was made); another organization's code is INVALID here.
 */
export async function targetOf(orgId: string, code: ReadCode, graceMonths: number, today: string): Promise<Target> {
  if (!issuedBy(orgId, code)) return invalid(code.kind);
  if (code.kind === 'card') return cardTarget(orgId, code.payload, graceMonths, today);
  if (code.kind === 'ticket') return ticketTarget(orgId, code.payload, today);
  return campaignTarget(orgId, code.payload, today);
}

/**
 * A membership card: shown, not redeemed. VALID while it is the member's current card and, as the member's record has
 * it now, active and in date (its status, its valid-until with the grace period, and the date in the code).
 */
async function cardTarget(
  orgId: string,
  p: Extract<ReadCode, { kind: 'card' }>['payload'],
  graceMonths: number,
  today: string,
): Promise<Target> {
  const member = await db.doc(memberPath(orgId, p.m)).get();
  if (!member.exists || member.get('cardNumber') !== p.c) return invalid('card', p.c);
  const stored = { status: cardStatusOf(member.data()!) as CardStatus, validUntil: isoOf(member.get('cardValidUntil')) };
  return {
    result: cardScanResult(stored, p.v, today, graceMonths),
    kind: 'card',
    mode: 'CARD',
    holder: fullName(member.data()),
    title: p.c,
    ...photoOf(member),
  };
}

/** A ticket: one entry per registration; EXPIRED after the activity's day, INVALID once cancelled or still unpaid. */
async function ticketTarget(orgId: string, p: Extract<ReadCode, { kind: 'ticket' }>['payload'], today: string): Promise<Target> {
  const sale = sales(orgId).doc(p.s);
  // a ticket's registration is named by its member (sales/register.ts)
  const [saleSnap, reg, member] = await db.getAll(sale, sale.collection('registrations').doc(p.m), db.doc(memberPath(orgId, p.m)));
  const title = String(saleSnap?.get('name') ?? '');
  if (!saleSnap?.exists || !reg?.exists || reg.get('cancelled') === true || reg.get('held') === true) return invalid('ticket', title);
  const day = saleSnap.get('saleDate');
  const holder = String(reg.get('holder') ?? '') || null;
  const shown = { kind: 'ticket', mode: 'ACCESS', holder, title, ...photoOf(member) } as const;
  if (typeof day === 'string' && day < today) return { result: 'EXPIRED', ...shown };
  const redemption = redemptionRef(orgId, redemptionId('ticket', p.s, p.m));
  return {
    result: 'VALID',
    ...shown,
    redemption,
    door: { key: doorKey({ kind: 'ticket', org: orgId, sale: p.s, registration: p.m }), scope: doorScopeKey('sale', p.s) },
  };
}

/** A campaign registration: the campaign's QR type decides; EXPIRED after the campaign's end. */
async function campaignTarget(orgId: string, p: Extract<ReadCode, { kind: 'campaign' }>['payload'], today: string): Promise<Target> {
  const [campaign, reg] = await db.getAll(campaigns(orgId).doc(p.c), registrations(orgId, p.c).doc(p.r));
  const title = String(campaign?.get('name') ?? '');
  if (!campaign?.exists || !reg?.exists) return invalid('campaign', title);
  const mode: ScanMode = campaign.get('qrType') === 'FIDELITY' ? 'FIDELITY' : 'ACCESS';
  const holder = fullName(reg.data());
  if (String(campaign.get('endDate')) < today) return { result: 'EXPIRED', kind: 'campaign', mode, holder, title };
  if (mode === 'ACCESS') {
    const redemption = redemptionRef(orgId, redemptionId('campaign', p.c, p.r));
    const door = { key: doorKey({ kind: 'campaign', org: orgId, campaign: p.c, registration: p.r }), scope: doorScopeKey('campaign', p.c) };
    return { result: 'VALID', kind: 'campaign', mode, holder, title, redemption, door };
  }
  return {
    result: 'VALID',
    kind: 'campaign',
    mode,
    holder,
    title,
    fidelity: { registration: reg.ref, points: await memberPoints(orgId, reg.get('email')) },
  };
}

/** The points document of the member holding this email (its uniqueness claim, checked against the member), or null. */
async function memberPoints(orgId: string, email: unknown): Promise<DocumentReference | null> {
  if (typeof email !== 'string' || !email) return null;
  // emails are stored lower-cased (the domain's email rule): the claim and the member's own are compared as such
  const wanted = email.toLowerCase();
  const memberId = (await emailHolders(orgId, [wanted])).get(wanted);
  return memberId ? db.collection(orgCol(orgId, 'points')).doc(memberId) : null;
}
