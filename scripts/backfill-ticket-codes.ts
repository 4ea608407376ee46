/**
 * One-off, right after deploying the version whose registrations to sale items carry their ticket's short code
 * (functions/src/sales/ticketCode.ts): writes it on the registrations stored before, so staff can type their code at
 * the door. The code is derived, so a second run writes nothing. Needs the cards' secret the functions use, e.g.
 *   CARD_TOKEN_SECRET=… GOOGLE_CLOUD_PROJECT=my-project node --import tsx scripts/backfill-ticket-codes.ts
 * or against the emulators with FIRESTORE_EMULATOR_HOST set.
 */
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { orgCol } from '../packages/domain/src/paths';
import { ticketCode } from '../functions/src/sales/ticketCode';

const secret = process.env.CARD_TOKEN_SECRET ?? '';
if (!secret) throw new Error('CARD_TOKEN_SECRET is not set');
const PAGE = 400;
const db = getFirestore(initializeApp());
for (const org of await db.collection('organizations').listDocuments()) {
  let written = 0;
  for (const sale of await db.collection(orgCol(org.id, 'sales')).listDocuments()) {
    let after: string | undefined;
    for (;;) {
      let q = sale.collection('registrations').select('ticketCode').orderBy(FieldPath.documentId()).limit(PAGE);
      if (after) q = q.startAfter(after);
      const page = await q.get();
      if (page.empty) break;
      after = page.docs.at(-1)!.id;
      const batch = db.batch();
      let changed = 0;
      for (const r of page.docs) {
        const code = ticketCode(org.id, sale.id, r.id, secret);
        if (r.get('ticketCode') === code) continue;
        batch.update(r.ref, { ticketCode: code });
        changed += 1;
      }
      if (changed) await batch.commit();
      written += changed;
    }
  }
  console.log(`${org.id}: ${written} ticket codes written`);
}
