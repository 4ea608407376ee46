/**
 * One-off, right after deploying the version whose registrations carry their short code (to sale items first, then to
 * campaigns too; functions/src/cards/ticketCodes.ts): writes it on the registrations stored before, so staff can type
 * their code at the door. The code is derived, so a second run writes nothing. Needs the cards' secret the functions
 * use, e.g.
 *   CARD_TOKEN_SECRET=… GOOGLE_CLOUD_PROJECT=my-project node --import tsx scripts/backfill-ticket-codes.ts
 * or against the emulators with FIRESTORE_EMULATOR_HOST set.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { orgCol } from '../packages/domain/src/paths';
import { registrationCode, type TicketCodeKind } from '../functions/src/cards/ticketCodes';
import { documentPages } from './lib/documentPages';

const secret = process.env.CARD_TOKEN_SECRET ?? '';
if (!secret) throw new Error('CARD_TOKEN_SECRET is not set');
const db = getFirestore(initializeApp());
// where each kind's registrations live: under the sale items, under the campaigns
const PARENTS: Record<TicketCodeKind, 'sales' | 'campaigns'> = { ticket: 'sales', campaign: 'campaigns' };
for (const org of await db.collection('organizations').listDocuments()) {
  let written = 0;
  for (const [kind, parents] of Object.entries(PARENTS) as [TicketCodeKind, 'sales' | 'campaigns'][]) {
    for (const parent of await db.collection(orgCol(org.id, parents)).listDocuments()) {
      for await (const page of documentPages(parent.collection('registrations').select('ticketCode'))) {
        const batch = db.batch();
        let changed = 0;
        for (const r of page) {
          const code = registrationCode(kind, org.id, parent.id, r.id, secret);
          if (r.get('ticketCode') === code) continue;
          batch.update(r.ref, { ticketCode: code });
          changed += 1;
        }
        if (changed) await batch.commit();
        written += changed;
      }
    }
  }
  console.log(`${org.id}: ${written} ticket codes written`);
}
