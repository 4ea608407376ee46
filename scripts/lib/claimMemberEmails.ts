import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { memberPath, orgCol, uniquePath } from '../../packages/domain/src/paths';

/**
 * The email claims (`uniques/email:…`, functions/src/members/uniqueClaims.ts) of an organization's members stored before
 * every writer kept them. Reads the members' emails 500 a page and their claims; writes a claim that is missing or
 * stale (its member gone or holding another email). A claim naming another member who still holds the email is left as
 * it is and reported, like a second member in this run with an email already claimed: duplicates for an admin to merge.
 * Idempotent: a second run writes nothing.
 */
export async function claimMemberEmails(db: Firestore, orgId: string): Promise<{ read: number; claimed: number; duplicates: string[] }> {
  const claimedHere = new Set<string>();
  const duplicates: string[] = [];
  let read = 0;
  let claimed = 0;
  let after: string | undefined;
  for (;;) {
    let q = db.collection(orgCol(orgId, 'members')).select('email').orderBy(FieldPath.documentId()).limit(500);
    if (after) q = q.startAfter(after);
    const page = await q.get();
    if (page.empty) break;
    read += page.size;
    after = page.docs.at(-1)!.id;
    const withEmail = page.docs.flatMap((d) => {
      const email = d.get('email');
      return typeof email === 'string' && email ? [{ id: d.id, email }] : [];
    });
    if (!withEmail.length) continue;
    const claims = await db.getAll(...withEmail.map((m) => db.doc(uniquePath(orgId, 'email', m.email))));
    const otherIds = [
      ...new Set(claims.flatMap((c, i) => (c.exists && c.get('memberId') !== withEmail[i]!.id ? [c.get('memberId') as string] : []))),
    ];
    const others = otherIds.length ? await db.getAll(...otherIds.map((id) => db.doc(memberPath(orgId, id)))) : [];
    const emailOf = new Map(others.map((o) => [o.id, o.exists ? o.get('email') : undefined]));
    const batch = db.batch();
    withEmail.forEach(({ id, email }, i) => {
      const claim = claims[i]!;
      const holder = claim.exists ? (claim.get('memberId') as string) : null;
      if (holder === id) return;
      if (claimedHere.has(email) || (holder && emailOf.get(holder) === email)) {
        duplicates.push(email);
        return;
      }
      claimedHere.add(email);
      batch.set(claim.ref, { memberId: id, key: 'email', value: email });
      claimed++;
    });
    await batch.commit();
  }
  return { read, claimed, duplicates };
}
