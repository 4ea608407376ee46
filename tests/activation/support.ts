import { col } from '@tessera/domain/paths';
import type { EmailCodePurpose } from '@tessera/domain/verification';
import { db } from '../support/admin';
import { writeMember } from '../support/world';

/** A member of the register with a pre-issued card and no sign-in (what an admin or a bulk upload creates). */
export async function addRegisterMember(org: string, m: { id: string; cardNumber: string; ssn: string }): Promise<void> {
  const batch = db.batch();
  writeMember(batch, { org, ...m, name: 'Nuovo', surname: `Socio ${m.id}`, group: 'g1' });
  await batch.commit();
}

/** Makes every live code of a purpose expire now (the stored ids are keyed hashes: the test cannot name one). */
export async function expireCodes(purpose: EmailCodePurpose): Promise<void> {
  const snap = await db.collection(col.verificationCodes).where('purpose', '==', purpose).get();
  await Promise.all(snap.docs.map((d) => d.ref.update({ expiresAt: new Date(Date.now() - 1000) })));
}
