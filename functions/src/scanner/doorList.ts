import { FieldPath, FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { doorListContract } from '@tessera/domain/contracts/scanner';
import { graceEnd } from '@tessera/domain/cards/status';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { doorKey } from '@tessera/domain/scanner/doorToken';
import { type DeviceScope, type DoorList, type DoorListEntry } from '@tessera/domain/scanner/doorList';
import { redemptionId } from '@tessera/domain/scanner/scan';
import { CARD_TOKEN_SECRET } from '../config';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { readMemberRecords } from '../search/projection';
import { sales } from '../sales/saleStore';
import { campaigns, registrations } from '../campaigns/campaignStore';
import { registrationCode } from '../cards/ticketCodes';
import { doorPublicKey } from '../cards/token';
import { scannerPreferences } from './access';
import { ownDevice, deviceRef } from './devices';
import { fullName } from './targets';
import { encodeCursor } from './doorCursor';
import { photoKeys } from './doorPhotos';
import type { RecordAccess } from '../http/scope';

const DAY_MS = 86_400_000;

/** The moment after which a device erases its list: the day after `lastDay` has ended (ISO). */
const dayAfter = (lastDay: string) => new Date(Date.parse(`${lastDay}T00:00:00Z`) + 2 * DAY_MS).toISOString();

/**
 * POST /v1/scanner/door-list — what the caller's device needs to decide at the door without the network: the
 * organization's public key and one entry per code of its scope (holder's name only; docs/scanner.md).
 */
export const doorListEndpoint = route(doorListContract, async ({ body, claims, principal, scope: access }) => {
  const [org, device] = await Promise.all([db.doc(orgPath(claims.org)).get(), ownDevice(claims.org, body.deviceId, principal.uid)]);
  const preferences = scannerPreferences(org, claims.role);
  const scope = device.get('scope') as DeviceScope;
  // taken before anything is read: an admission after it is pulled by the device's first sync
  const cursor = encodeCursor(new Date());
  const generatedAt = new Date();
  const { holders, ...part } =
    scope.kind === 'cards'
      ? await cardEntries(claims.org, preferences.gracePeriodMonths, generatedAt, access)
      : scope.kind === 'sale'
        ? await saleEntries(claims.org, scope.id)
        : await campaignEntries(claims.org, scope.id);
  // photos only where the association prints them, and (as online) of the members within the caller's groups
  const photos = preferences.photoOnCard ? await photoKeys(claims.org, holders, access, scope.kind === 'cards') : [];
  await deviceRef(claims.org, body.deviceId).update({ listAt: FieldValue.serverTimestamp(), entries: part.entries.length });
  const list: DoorList = {
    deviceId: body.deviceId,
    org: claims.org,
    scope,
    publicKey: doorPublicKey(claims.org, CARD_TOKEN_SECRET.value()),
    generatedAt: generatedAt.toISOString(),
    cursor,
    ...part,
    photos,
  };
  return list;
});

/** A scope's part of the list, and the member each entry's holder is (door key → member id), for their photos. */
type Part = Pick<DoorList, 'title' | 'mode' | 'expiresAt' | 'entries'> & { holders: Map<string, string> };

/**
 * The association's membership cards: one entry per member holding one, from the search projection (one read of its
 * shards); for a role kept to some groups, the members of those groups only, as its photos and its member lists.
 */
async function cardEntries(orgId: string, graceMonths: number, now: Date, access: RecordAccess): Promise<Part> {
  const members = await readMemberRecords(orgId);
  const entries = members.flatMap((m): DoorListEntry[] => {
    if (typeof m.cardNumber !== 'string' || !m.cardNumber || !access.allows(typeof m.group === 'string' ? m.group : null)) return [];
    const validUntil = typeof m.cardValidUntil === 'string' ? m.cardValidUntil.slice(0, 10) : null;
    return [
      {
        key: doorKey({ kind: 'card', org: orgId, member: String(m.id), number: m.cardNumber, validUntil }),
        holder: fullName(m),
        number: m.cardNumber,
        short: null,
        until: graceEnd(validUntil, graceMonths),
        active: m.cardStatus === 'ACTIVE',
        used: null,
      },
    ];
  });
  const holders = new Map(entries.map((e) => [e.key, e.key.slice('card:'.length)]));
  return { title: '', mode: 'CARD', expiresAt: new Date(now.getTime() + DAY_MS).toISOString(), entries, holders };
}

/** The ACCESS codes of one activity or campaign redeemed so far, by redemption id (ids `{kind}_{parent}_…`, one range read). */
async function redeemed(orgId: string, prefix: string): Promise<Map<string, { at: string; by: string }>> {
  const snap = await db
    .collection(orgCol(orgId, 'redemptions'))
    .orderBy(FieldPath.documentId())
    .startAt(prefix)
    .endAt(`${prefix}\uf8ff`)
    .get();
  return new Map(snap.docs.map((d) => [d.id, { at: String(d.get('at')), by: String(d.get('byName')) }]));
}

/** An activity's tickets: its registrations neither cancelled nor held in a checkout, until the activity's day. */
async function saleEntries(orgId: string, saleId: string): Promise<Part> {
  const sale = await sales(orgId).doc(saleId).get();
  const day = String(sale.get('saleDate') ?? '');
  const [regs, used] = await Promise.all([
    sale.ref.collection('registrations').where('cancelled', '==', false).get(),
    redeemed(orgId, `ticket_${saleId}_`),
  ]);
  const entries = regs.docs
    .filter((r) => r.get('held') !== true)
    .map((r) => ({
      key: doorKey({ kind: 'ticket', org: orgId, sale: saleId, registration: r.id }),
      holder: String(r.get('holder') ?? '') || null,
      number: null,
      short: shortCode(r, () => registrationCode('ticket', orgId, saleId, r.id, CARD_TOKEN_SECRET.value())),
      until: day || null,
      active: true,
      used: used.get(redemptionId('ticket', saleId, r.id)) ?? null,
    }));
  // a ticket's holder is the member who registered it (the registration's memberId)
  const holders = new Map(
    regs.docs.flatMap((r) => {
      const member = r.get('held') !== true ? r.get('memberId') : null;
      return typeof member === 'string' && member
        ? [[doorKey({ kind: 'ticket', org: orgId, sale: saleId, registration: r.id }), member]]
        : [];
    }),
  );
  return { title: String(sale.get('name') ?? ''), mode: 'ACCESS', expiresAt: dayAfter(day || todayInItaly()), entries, holders };
}

/** A campaign's registrations, until its end; ACCESS or FIDELITY as the campaign's QR type says. */
async function campaignEntries(orgId: string, campaignId: string): Promise<Part> {
  const campaign = await campaigns(orgId).doc(campaignId).get();
  const mode = campaign.get('qrType') === 'FIDELITY' ? 'FIDELITY' : 'ACCESS';
  const end = String(campaign.get('endDate') ?? '');
  const [regs, used] = await Promise.all([
    registrations(orgId, campaignId).get(),
    mode === 'ACCESS' ? redeemed(orgId, `campaign_${campaignId}_`) : Promise.resolve(new Map<string, { at: string; by: string }>()),
  ]);
  const entries = regs.docs.map((r) => ({
    key: doorKey({ kind: 'campaign', org: orgId, campaign: campaignId, registration: r.id }),
    holder: fullName(r.data()),
    number: null,
    short: shortCode(r, () => registrationCode('campaign', orgId, campaignId, r.id, CARD_TOKEN_SECRET.value())),
    until: end || null,
    active: true,
    used: used.get(redemptionId('campaign', campaignId, r.id)) ?? null,
  }));
  // a campaign's registrants are no member records: no photos
  return { title: String(campaign.get('name') ?? ''), mode, expiresAt: dayAfter(end || todayInItaly()), entries, holders: new Map() };
}

/** The registration's short code as stored, or derived for one made before codes were stored. */
const shortCode = (r: DocumentSnapshot, derive: () => string) => {
  const stored = r.get('ticketCode');
  return typeof stored === 'string' && stored ? stored : derive();
};
