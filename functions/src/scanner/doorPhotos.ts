import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { doorPhotosContract } from '@tessera/domain/contracts/scanner';
import { photoOf } from '@tessera/domain/members/photo';
import { memberPath, orgCol, orgPath } from '@tessera/domain/paths';
import { DOOR_PHOTO_PX, doorKeyInScope, type DeviceScope, type DoorPhotosAnswer } from '@tessera/domain/scanner/doorList';
import { db } from '../shared/admin';
import { route } from '../http/route';
import type { RecordAccess } from '../http/scope';
import { fitImage } from '../files/images';
import { fileBytes } from '../files/storedFiles';
import { photoDataUrl } from '../members/photo';
import { sales } from '../sales/saleStore';
import { scannerPreferences } from './access';
import { ownDevice } from './devices';

/**
 * Photos at the offline door (docs/scanner.md): where the association prints photos on its cards, a door device also
 * holds a small photo of each holder that is a member with one, so its answer shows the face as the online scanner
 * does. The list names which keys have one (`photoKeys`); the device fetches them in batches (`doorPhotosEndpoint`).
 * Campaign registrants are no member records: they have none. As online, a member outside the caller's groups is
 * shown without.
 */

type PhotoGroups = Map<string, string | null>;
const GET_ALL_CHUNK = 300;
const groupOf = (d: DocumentSnapshot) => (typeof d.get('group') === 'string' ? String(d.get('group')) : null);

/** Every member with a photo (one query of the members that name one), with their group for the scope check. */
async function allMembersWithPhoto(orgId: string): Promise<PhotoGroups> {
  const snap = await db.collection(orgCol(orgId, 'members')).where('photo.fileId', '>', '').select('group').get();
  return new Map(snap.docs.map((d) => [d.id, groupOf(d)]));
}

/** Of these members, read by id (only the photo's file and the group), the ones with a photo. */
async function withPhotoAmong(orgId: string, memberIds: string[]): Promise<PhotoGroups> {
  const found: PhotoGroups = new Map();
  for (let i = 0; i < memberIds.length; i += GET_ALL_CHUNK) {
    const refs = memberIds.slice(i, i + GET_ALL_CHUNK).map((id) => db.doc(memberPath(orgId, id)));
    for (const d of await db.getAll(...refs, { fieldMask: ['photo.fileId', 'group'] }))
      if (d.exists && typeof d.get('photo.fileId') === 'string' && d.get('photo.fileId') !== '') found.set(d.id, groupOf(d));
  }
  return found;
}
/**
 * The list's `photos`: of its entries' holders (door key → member id), the keys whose member has a photo in scope. The
 * cards list holds every card holder, so one query of the members with a photo reads least; an activity's list holds a
 * few of them, so its holders are read by id (a query of every photo would grow with the association, not the event).
 */
export async function photoKeys(orgId: string, holders: Map<string, string>, scope: RecordAccess, everyHolder: boolean): Promise<string[]> {
  if (holders.size === 0) return [];
  const withPhoto = everyHolder ? await allMembersWithPhoto(orgId) : await withPhotoAmong(orgId, [...new Set(holders.values())]);
  return [...holders].filter(([, member]) => withPhoto.has(member) && scope.allows(withPhoto.get(member))).map(([key]) => key);
}

/**
 * The member each key's holder is, by the list's own rules (doorList.ts): a card while the member holds one, a ticket
 * while its registration is neither cancelled nor held; a key outside the device's scope names nobody.
 */
async function holdersOf(orgId: string, scope: DeviceScope, keys: string[]): Promise<Map<string, string>> {
  const holders = new Map<string, string>();
  if (scope.kind === 'campaign') return holders;
  const refOf = (key: string): DocumentReference | null => {
    const k = doorKeyInScope(scope, key);
    if (k?.kind === 'card') return db.doc(memberPath(orgId, k.member));
    return k && scope.kind === 'sale' ? sales(orgId).doc(scope.id).collection('registrations').doc(k.registration) : null;
  };
  const named = keys.flatMap((key) => {
    const ref = refOf(key);
    return ref ? [{ key, ref }] : [];
  });
  if (named.length === 0) return holders;
  const snaps = await db.getAll(...named.map((n) => n.ref));
  named.forEach(({ key }, i) => {
    const member = holderOf(scope, snaps[i]!);
    if (member) holders.set(key, member);
  });
  return holders;
}

function holderOf(scope: DeviceScope, snap: DocumentSnapshot): string | null {
  if (!snap.exists) return null;
  if (scope.kind === 'cards') return typeof snap.get('cardNumber') === 'string' && snap.get('cardNumber') ? snap.id : null;
  if (snap.get('cancelled') === true || snap.get('held') === true) return null;
  const member = snap.get('memberId');
  return typeof member === 'string' && member ? member : null;
}

/** A member's photo made into the door's thumbnail (a data URL), or null (none, its bytes gone, or not readable). */
async function thumbnailOf(orgId: string, member: DocumentSnapshot, scope: RecordAccess): Promise<string | null> {
  const photo = member.exists && scope.includes(member) ? photoOf(member.data()) : null;
  const bytes = photo ? await fileBytes(orgId, photo.fileId) : null;
  if (!bytes) return null;
  try {
    return photoDataUrl((await fitImage(bytes, DOOR_PHOTO_PX, 'jpeg')).bytes);
  } catch {
    // a stored photo that no longer decodes leaves the door without it, not the batch
    return null;
  }
}

/** POST /v1/scanner/door-photos — the thumbnails of a batch of the device's door keys. */
export const doorPhotosEndpoint = route(doorPhotosContract, async ({ body, claims, principal, scope }) => {
  const [org, device] = await Promise.all([db.doc(orgPath(claims.org)).get(), ownDevice(claims.org, body.deviceId, principal.uid)]);
  if (!scannerPreferences(org, claims.role).photoOnCard) return { photos: [] };
  const holders = await holdersOf(claims.org, device.get('scope') as DeviceScope, [...new Set(body.keys)]);
  const ids = [...new Set(holders.values())];
  const members = ids.length ? await db.getAll(...ids.map((id) => db.doc(memberPath(claims.org, id)))) : [];
  const thumbnails = new Map(await Promise.all(members.map(async (m) => [m.id, await thumbnailOf(claims.org, m, scope)] as const)));
  const photos: DoorPhotosAnswer['photos'] = [];
  for (const [key, member] of holders) {
    const photo = thumbnails.get(member);
    if (photo) photos.push({ key, photo });
  }
  return { photos };
});
