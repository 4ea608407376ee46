import type { DocumentData } from 'firebase-admin/firestore';
import { memberCardDownloadsPath, memberPrivatePath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import type { PersonalDataSubject } from '../personalData/registry';

// The member's own record in their copy (GDPR access): every stored field, the back-office notes and hidden custom
// values included (they are data about the member too), without what only serves the machinery or would open a door.

/**
 * Derived for the lists' and the erasure's queries (the relatives list is in the copy itself), or a credential's trace
 * (the invitation's id is its link token's hash).
 */
const LEFT_OUT = new Set(['searchTokens', 'sortKeys', 'relativeKeys', 'invitation', 'signupUid', 'uploadJob']);
const LEFT_OUT_PRIVATE = new Set(['org', 'customFieldKeys', 'updatedAt']);

const without = (data: DocumentData | undefined, left: ReadonlySet<string>) =>
  Object.fromEntries(Object.entries(data ?? {}).filter(([k]) => !left.has(k)));

export async function memberSection({ orgId, memberId, member }: PersonalDataSubject): Promise<unknown> {
  if (!member) return null;
  const [adminOnly, downloads] = await Promise.all([
    db.doc(memberPrivatePath(orgId, memberId)).get(),
    db.doc(memberCardDownloadsPath(orgId, memberId)).get(),
  ]);
  // the photo is a stored file the personal area shows; its id says nothing of the member
  const { photo, ...record } = without(member, LEFT_OUT);
  const privateData = without(adminOnly.data(), LEFT_OUT_PRIVATE);
  return {
    id: memberId,
    ...record,
    ...(photo ? { photo: { width: (photo as DocumentData).width ?? null, height: (photo as DocumentData).height ?? null } } : {}),
    ...(Object.keys(privateData).length > 0 ? { backOffice: privateData } : {}),
    ...(downloads.exists ? { cardDownloads: downloads.data() } : {}),
  };
}
