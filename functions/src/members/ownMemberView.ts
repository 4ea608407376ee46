import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { ADMIN_ONLY_MEMBER_FIELDS } from '@tessera/domain/entities/memberPrivate';
import { orgCol } from '@tessera/domain/paths';
import type { MemberRecord } from '@tessera/domain/contracts/records';
import { db } from '../shared/admin';
import { toJson } from '../shared/serialize';

/**
 * The caller's own member record as the member may see it (GET /v1/profile/my, PATCH /v1/profile/patch): the
 * back-office-only data lives in another document the member cannot read (members/adminOnly.ts); as a second line,
 * any such field found on the record is left out, and only the custom values of fields shown to members are kept.
 */
export async function ownMemberView(orgId: string, snap: DocumentSnapshot): Promise<MemberRecord | null> {
  if (!snap.exists) return null;
  const data: Record<string, unknown> = { ...snap.data(), id: snap.id };
  for (const field of ADMIN_ONLY_MEMBER_FIELDS) delete data[field];
  const custom = snap.get('customFields') as Record<string, unknown> | undefined;
  if (custom && Object.keys(custom).length > 0) {
    const shown = await db.collection(orgCol(orgId, 'customFields')).where('visibleToMember', '==', true).get();
    const names = new Set(shown.docs.map((d) => String(d.get('name'))));
    const visible = Object.fromEntries(Object.entries(custom).filter(([name]) => names.has(name)));
    if (Object.keys(visible).length > 0) data.customFields = visible;
  }
  return toJson(data) as MemberRecord;
}
