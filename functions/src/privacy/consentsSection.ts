import { memberConsentsPath } from '@tessera/domain/privacy/consents';
import { db } from '../shared/admin';
import { copyOf } from '../personalData/collect';
import type { PersonalDataSubject } from '../personalData/registry';

/** Every consent record of the member, oldest first (an administrator who recorded one is named by role only). */
export async function consentsSection({ orgId, memberId }: PersonalDataSubject): Promise<unknown> {
  const snap = await db.collection(memberConsentsPath(orgId, memberId)).orderBy('at').get();
  return snap.docs.map((d) => {
    const { recordedBy, ...rest } = copyOf(d.id, d.data());
    const by = recordedBy as { kind?: string; role?: string | null } | undefined;
    return { ...rest, recordedBy: { kind: by?.kind ?? null, role: by?.role ?? null } };
  });
}
