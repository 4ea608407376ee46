import { col, orgCol, ORG_COLLECTIONS } from '@tessera/domain/paths';
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { expect, it } from 'vitest';
import { dbAs, useRulesEnv } from './support/env';
import { CHUNK_ID, FILE_ID, MEMBERS, ORGS, PROCESSED_EVENT_ID, registrationId, SAMPLE_ID } from './support/fixtures';
import { memberA1, PRINCIPALS } from './support/principals';

// Every client write is denied, whoever asks: writes go through the API, which checks the matrix
// and keeps the counters and denormalized fields in step. So no expectation here depends on the role.
const env = useRulesEnv();

/** A collection to write to, named as in the tests, and one of its existing documents. */
interface Target {
  area: string;
  collectionPath: string;
  existingId: string;
}

const orgTargets = (org: string): Target[] => [
  { area: col.organizations, collectionPath: col.organizations, existingId: org },
  ...ORG_COLLECTIONS.map((name) => ({ area: name, collectionPath: orgCol(org, name), existingId: SAMPLE_ID[name] })),
  {
    area: 'registrations',
    collectionPath: `${orgCol(org, 'sales')}/${SAMPLE_ID.sales}/registrations`,
    existingId: registrationId(MEMBERS[org]![0]),
  },
  { area: 'chunks', collectionPath: `${orgCol(org, 'files')}/${FILE_ID}/chunks`, existingId: CHUNK_ID },
];

const TARGETS: readonly Target[] = [
  ...ORGS.flatMap(orgTargets),
  // The member's own account and profile: the writes a member is likeliest to try.
  { area: col.accounts, collectionPath: col.accounts, existingId: memberA1.uid! },
  { area: col.profiles, collectionPath: col.profiles, existingId: memberA1.claims!.pid },
  { area: col.processedEvents, collectionPath: col.processedEvents, existingId: PROCESSED_EVENT_ID },
];

// Guard: update and delete aim at documents that exist, so they are judged as the writes they claim to be.
it('writes › fixture › every document updated or deleted exists', async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const t of TARGETS)
      expect((await getDoc(doc(db, t.collectionPath, t.existingId))).exists(), `${t.collectionPath}/${t.existingId}`).toBe(true);
  });
});

const WRITES = [
  {
    op: 'create',
    path: (t: Target, key: string) => `${t.collectionPath}/new-by-${key}`,
    run: (db: Firestore, path: string) => setDoc(doc(db, path), { by: 'client' }),
  },
  {
    op: 'update',
    path: (t: Target) => `${t.collectionPath}/${t.existingId}`,
    run: (db: Firestore, path: string) => updateDoc(doc(db, path), { by: 'client' }),
  },
  {
    op: 'delete',
    path: (t: Target) => `${t.collectionPath}/${t.existingId}`,
    run: (db: Firestore, path: string) => deleteDoc(doc(db, path)),
  },
] as const;

for (const p of PRINCIPALS) {
  for (const t of TARGETS) {
    for (const w of WRITES) {
      const path = w.path(t, p.key);
      it.concurrent(`${t.area} › ${p.label} › ${w.op} ${path} › denied`, async () => {
        await assertFails(w.run(dbAs(env(), p), path));
      });
    }
  }
}
