/**
 * One-off: stores the list fields (searchTokens, sortKeys: packages/domain/src/lists/listFields.ts) on members and
 * cards written before they existed, and each organization's list-names summary (summaries/listNames, which the
 * screens read instead of the list values). Idempotent (documents already right are skipped), 400 documents per batch. Run against a project with application-default credentials, e.g.
 *   GOOGLE_CLOUD_PROJECT=my-project node --import tsx scripts/backfill-list-fields.ts
 * or against the emulators with FIRESTORE_EMULATOR_HOST set.
 */
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore, type DocumentData } from 'firebase-admin/firestore';
import { listNamesOf } from '../packages/domain/src/entities/organization';
import { cardListFields, memberListFields } from '../packages/domain/src/lists/listFields';
import { listNamesPath } from '../packages/domain/src/paths';

const db = getFirestore(initializeApp());
const text = (v: unknown) => (typeof v === 'string' ? v : null);
const fieldsOf: Record<'members' | 'cards', (d: DocumentData) => DocumentData> = {
  members: (d) =>
    memberListFields({
      name: text(d.name),
      surname: text(d.surname),
      ssn: text(d.ssn),
      cardNumber: text(d.cardNumber),
      email: text(d.email),
      group: text(d.group),
      accountStatus: text(d.accountStatus),
    }),
  cards: (d) => cardListFields({ number: text(d.number), holder: text(d.holder) }),
};

let changed = 0;
for (const org of await db.collection('organizations').listDocuments()) {
  for (const name of ['members', 'cards'] as const) {
    let after: string | undefined;
    for (;;) {
      let q = org.collection(name).orderBy(FieldPath.documentId()).limit(400);
      if (after) q = q.startAfter(after);
      const snap = await q.get();
      if (snap.empty) break;
      const batch = db.batch();
      for (const doc of snap.docs) {
        const fields = fieldsOf[name](doc.data());
        if (
          JSON.stringify({ s: doc.get('searchTokens'), k: doc.get('sortKeys') }) ===
          JSON.stringify({ s: fields.searchTokens, k: fields.sortKeys })
        )
          continue;
        batch.update(doc.ref, fields);
        changed++;
      }
      await batch.commit();
      after = snap.docs.at(-1)!.id;
    }
  }
  const values = await org.collection('listValues').get();
  await db.doc(listNamesPath(org.id)).set(listNamesOf(values.docs.map((d) => ({ id: d.id, type: d.get('type'), name: d.get('name') }))));
  console.log(`${org.id}: done (${changed} documents updated so far)`);
}
