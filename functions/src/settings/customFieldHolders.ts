import { FieldValue, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import { memberPath } from '@tessera/domain/paths';
import { placeFieldValue, type PlacedField } from '@tessera/domain/settings/customFields';
import { db } from '../shared/admin';
import { adminOnlyRef, privateCustomFields } from '../members/adminOnly';
import { fieldHolders } from './customFieldStore';

// members per transaction: two reads and at most two writes each
const PAGE = 100;

/** The ids of every member a query finds, page by page (a cursor, so members rewritten meanwhile are not met twice). */
async function* holderIds(query: Query, memberIdOf: (d: DocumentSnapshot) => string): AsyncGenerator<string[]> {
  let last: DocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    if (page.empty) return;
    yield page.docs.map(memberIdOf);
    last = page.docs[page.docs.length - 1];
  }
}

/** Rewrites a page of members in one transaction; returns how many changed. */
async function rewritePage(orgId: string, ids: readonly string[], def: PlacedField, names: readonly string[]): Promise<number> {
  return db.runTransaction(async (tx) => {
    const refs = ids.map((id) => db.doc(memberPath(orgId, id)));
    const snaps = await tx.getAll(...refs, ...ids.map((id) => adminOnlyRef(orgId, id)));
    let changed = 0;
    ids.forEach((_, i) => {
      const member = snaps[i]!;
      const priv = snaps[ids.length + i]!;
      if (!member.exists) return;
      const shown = (member.get('customFields') ?? {}) as Record<string, unknown>;
      const hidden = (priv.exists ? (priv.get('customFields') ?? {}) : {}) as Record<string, unknown>;
      const next = placeFieldValue(shown, hidden, def, names);
      if (!next.changed) return;
      changed++;
      tx.update(member.ref, {
        customFields: Object.keys(next.shown).length ? next.shown : FieldValue.delete(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      if (priv.exists || Object.keys(next.hidden).length)
        tx.set(priv.ref, { ...privateCustomFields(next.hidden), org: orgId }, { merge: true });
    });
    return changed;
  });
}

/**
 * Brings every member holding a value under any of `names` (the field's current and former names) in line with the
 * field's definition, or removes the values when `def` is null (a deletion): a page of holders per transaction, each
 * member read afresh inside it. Idempotent: members already in place are not written, so a rewrite cut short is
 * finished by running it again. Returns how many members changed.
 */
export async function rewriteFieldHolders(orgId: string, def: PlacedField, names: readonly string[]): Promise<number> {
  let changed = 0;
  for (const name of new Set(def ? [def.name, ...names] : names)) {
    const q = fieldHolders(orgId, name);
    for await (const ids of holderIds(q.members, (d) => d.id)) changed += await rewritePage(orgId, ids, def, names);
    // a back-office document sits at members/{id}/private/admin
    for await (const ids of holderIds(q.private, (d) => d.ref.parent.parent!.id)) changed += await rewritePage(orgId, ids, def, names);
  }
  return changed;
}
