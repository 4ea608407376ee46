import type { UpdateData, DocumentData, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { col } from '@tessera/domain/paths';
import { db } from './admin';

// profiles per batch, well under a batch's 500 writes
const BATCH = 400;

/** The profiles of an organization (admins and members alike): the query every organization-wide profile read starts from. */
export const orgProfiles = (orgId: string) => db.collection(col.profiles).where('orgId', '==', orgId);

/**
 * Writes `change` on every profile of an organization that `which` keeps, in batches: what the organization's change
 * means for its profiles (a new name, a suspension). Not one transaction (an organization may have thousands of
 * profiles): the caller records its own change first, and a call cut short is finished by repeating it.
 */
export async function updateOrgProfiles(
  orgId: string,
  change: UpdateData<DocumentData>,
  which: (p: QueryDocumentSnapshot) => boolean = () => true,
): Promise<void> {
  const profiles = (await orgProfiles(orgId).get()).docs.filter(which);
  for (let i = 0; i < profiles.length; i += BATCH) {
    const batch = db.batch();
    for (const p of profiles.slice(i, i + BATCH)) batch.update(p.ref, change);
    await batch.commit();
  }
}
