import {
  ERASED,
  erasedRelativeKeys,
  handTypedRelativeIsErased,
  relativeKeysOf,
  type RelativeHolderView,
} from '@tessera/domain/entities/erasure';
import { orgCol } from '@tessera/domain/paths';
import type { PersonalDataSubject } from '../personalData/registry';
import { db } from '../shared/admin';
import { backfillEach, eraseEach, stillToErase } from '../shared/erasing';
import { releaseUnnamedPhoto } from './photo';

/**
 * What the members area keeps of an erased member beside the record (which the erasure deletes itself): the claims
 * of their email and tax code (their document ids hold the values) and the photo file. The member trigger's delete
 * path deletes the photo too; doing it here as well means it is gone when the erasure answers.
 */
export async function eraseMemberTraces({ orgId, memberId, member }: PersonalDataSubject): Promise<number> {
  const claims = (await db.collection(orgCol(orgId, 'uniques')).where('memberId', '==', memberId).get()).docs;
  const photo = member?.photo as { fileId?: string } | undefined;
  if (photo?.fileId) await releaseUnnamedPhoto(orgId, member ?? undefined, undefined);
  return (await eraseEach(claims, () => 'delete')) + (photo?.fileId ? 1 : 0);
}

type Relative = { id?: string; memberId?: string; name?: string; surname?: string; relationship?: string };

/**
 * Other members' relatives lists that name the erased member keep the entry — its id, to which a family registration
 * and `mainRelative` point, and the relationship — and lose the name and the link. An entry names the member when it
 * links them (`memberId`), or when it was typed by hand with their name in the list of someone close to them
 * (handTypedRelativeIsErased: a name alone could be a namesake's). Only the lists whose `relativeKeys` hold the
 * member's id or folded name are read (domain entities/erasure.ts relativeKeysOf: every entry the rule can accept puts
 * one of those on its list), with only what the comparison needs; the rule then judges each entry as before.
 */
export async function eraseRelativeLinks({ orgId, memberId, member }: PersonalDataSubject): Promise<number> {
  const erased: RelativeHolderView = { id: memberId, ...(member ?? {}) };
  const found = await db
    .collection(orgCol(orgId, 'members'))
    .where('relativeKeys', 'array-contains-any', erasedRelativeKeys(erased))
    .select('relatives', 'residence')
    .get();
  return eraseEach(found.docs, (d) => {
    const relatives = (d.get('relatives') ?? []) as Relative[];
    if (!Array.isArray(relatives)) return null;
    const holder: RelativeHolderView = { id: d.id, residence: d.get('residence') as RelativeHolderView['residence'] };
    const names = (r: Relative) => r.memberId === memberId || handTypedRelativeIsErased(r, holder, erased);
    if (!relatives.some(names)) return null;
    const after = relatives.map((r) => {
      if (!names(r)) return r;
      const { memberId: _link, ...kept } = r;
      return { ...kept, name: ERASED, surname: ERASED };
    });
    return { relatives: after, relativeKeys: relativeKeysOf(after) };
  });
}

/** The keys of the relatives lists stored before members carried them (a member with neither has none to write). */
export const backfillRelativeKeys = (orgId: string): Promise<number> =>
  backfillEach(
    db.collection(orgCol(orgId, 'members')),
    ['relatives', 'relativeKeys'],
    400,
    (d) =>
      d.get('relatives') === undefined && d.get('relativeKeys') === undefined ? null : { relativeKeys: relativeKeysOf(d.get('relatives')) },
    [],
  );

/**
 * Deceased notices received from other organizations about the erased member keep their decision, source and dates
 * (the other organization's member stays theirs) and lose the name they listed.
 */
export async function eraseDeceasedNotices({ orgId, memberId }: PersonalDataSubject): Promise<number> {
  const notices = await db.collection(orgCol(orgId, 'deceasedNotices')).where('memberId', '==', memberId).get();
  return eraseEach(notices.docs, (d) => stillToErase(d, { memberName: ERASED }));
}
