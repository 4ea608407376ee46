import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { memberPath, orgCol } from '../../packages/domain/src/paths';

/** Registrations read per page (and at most one batch of writes each). */
const PAGE = 400;

const groupOf = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The `group` of an organization's registrations to sale items and places in their waiting lists stored before they
 * carried it (it scopes group admins: functions/src/sales/seatTaking.ts and marketplace/waitlist.ts write it,
 * registrantGroups.ts keeps it current). Reads each item's registrations and waiting list a page at a time with their
 * members' groups, and writes the group where it is missing or differs.
 * A registration whose member is gone keeps what it has. Idempotent: a second run writes nothing.
 */
export async function groupRegistrations(db: Firestore, orgId: string): Promise<{ read: number; written: number }> {
  let read = 0;
  let written = 0;
  for (const sale of await db.collection(orgCol(orgId, 'sales')).listDocuments())
    for (const name of ['registrations', 'waitlist']) {
      let after: string | undefined;
      for (;;) {
        let q = sale.collection(name).select('memberId', 'group').orderBy(FieldPath.documentId()).limit(PAGE);
        if (after) q = q.startAfter(after);
        const page = await q.get();
        if (page.empty) break;
        read += page.size;
        after = page.docs.at(-1)!.id;
        const memberIds = [
          ...new Set(page.docs.flatMap((r) => (typeof r.get('memberId') === 'string' ? [r.get('memberId') as string] : []))),
        ];
        const members = memberIds.length
          ? await db.getAll(...memberIds.map((id) => db.doc(memberPath(orgId, id))), { fieldMask: ['group'] })
          : [];
        const groups = new Map(members.filter((m) => m.exists).map((m) => [m.id, groupOf(m.get('group'))]));
        const batch = db.batch();
        let changed = 0;
        for (const r of page.docs) {
          const group = groups.get(r.get('memberId') as string);
          if (group === undefined || (r.get('group') !== undefined && groupOf(r.get('group')) === group)) continue;
          batch.update(r.ref, { group });
          changed++;
        }
        if (changed) await batch.commit();
        written += changed;
      }
    }
  return { read, written };
}
