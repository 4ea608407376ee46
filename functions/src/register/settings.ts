import { registerSettingsContract } from '@tessera/domain/contracts/register';
import { registerEntryId, type RegisterEntry } from '@tessera/domain/register/entry';
import { registerSettingsOf, resolutionFor, UnresolvedTracker, type UnresolvedAdmission } from '@tessera/domain/register/resolutions';
import { route } from '../http/route';
import { bulkWriter, db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { chainPages } from '../shared/chainStore';
import { entryPages, headOf, headRef, settingsRef, unresolvedCol, unresolvedRef } from './registerStore';

/** Past any entry number an id can hold: "to the end of the register". */
const LAST_SEQ = 9_999_999_999;

/**
 * Makes `registerUnresolved` match the entries up to the head as it is now, once, when the setting is turned on: the
 * appends keep it from then on (registerStore.ts), but a register started before they did has entries it never saw.
 * It reads the register a page at a time, holding only the admissions still open. A resolution recorded while it ran
 * is appended past that head, and deleted again afterwards from the entries that follow it; one recorded after that
 * deletes its admission itself.
 */
async function rebuildUnresolved(orgId: string): Promise<void> {
  const head = headOf(await headRef(db, orgId).get());
  if (!head || head.seq === 0) return;
  const tracker = new UnresolvedTracker();
  for await (const page of entryPages(db, orgId, { from: 1, to: head.seq }))
    for (const e of page) tracker.add(e as unknown as RegisterEntry);
  const wanted = new Map(tracker.list().map((u) => [u.seq, u]));
  const writer = bulkWriter();
  const range = { from: registerEntryId(1), to: registerEntryId(head.seq) };
  for await (const page of chainPages(unresolvedCol(db, orgId), range)) {
    for (const stored of page as unknown as UnresolvedAdmission[]) {
      if (wanted.has(stored.seq)) wanted.delete(stored.seq);
      else void writer.delete(unresolvedRef(db, orgId, stored.seq));
    }
  }
  for (const u of wanted.values()) void writer.set(unresolvedRef(db, orgId, u.seq), u);
  await writer.close();
  for await (const page of entryPages(db, orgId, { from: head.seq + 1, to: LAST_SEQ })) {
    for (const e of page) {
      const resolved = resolutionFor(e as unknown as RegisterEntry);
      if (resolved !== null && resolved <= head.seq) await unresolvedRef(db, orgId, resolved).delete();
    }
  }
}

/**
 * POST /v1/register/settings: whether the statute requires a board resolution for every admission, kept in
 * `register/settings` beside the head (the register's readers read both under one rule), audited when it changes.
 */
export const saveRegisterSettings = route(registerSettingsContract, async ({ claims, principal, body }) => {
  const orgId = claims.org;
  const before = await db.runTransaction(async (tx) => {
    const ref = settingsRef(db, orgId);
    const stored = registerSettingsOf((await tx.get(ref)).data());
    tx.set(ref, body);
    if (stored.resolutionRequired !== body.resolutionRequired) {
      recordChange(tx, orgId, {
        type: 'registerSettingsChanged',
        by: auditActor(principal, claims),
        target: 'register',
        before: { resolutionRequired: stored.resolutionRequired },
        after: { resolutionRequired: body.resolutionRequired },
      });
    }
    return stored;
  });
  if (body.resolutionRequired && !before.resolutionRequired) await rebuildUnresolved(orgId);
  const unresolved = (await unresolvedCol(db, orgId).count().get()).data().count;
  return { ...body, unresolved };
});
