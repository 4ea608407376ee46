import { orgCol } from '@tessera/domain/paths';
import type { PersonalDataSubject } from '../personalData/registry';
import { db } from '../shared/admin';
import { eraseEach } from '../shared/erasing';
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
