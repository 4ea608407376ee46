import { isDeepStrictEqual } from 'node:util';
import { assemblyRollContract } from '@tessera/domain/contracts/assemblies';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { assemblyRef, entitlementLine, entitlementRef, loadAssembly, loadRules, roll } from './store';

/** Writes a batch at a time: Firestore takes at most 500 writes in one. */
const BATCH = 400;

/**
 * POST /v1/assemblies/roll: every member the register names, entitled or why not, reckoned on the assembly's day; each
 * line (but the name) is stored too, where the member reads their own (rules) and the back office the whole roll.
 * Only the lines that changed are written: the back office asks for the roll each time it opens the assembly, and
 * rewriting thousands of unchanged lines would bill a write each (and wake every member's listener) for nothing.
 */
export const assemblyRoll = route(assemblyRollContract, async ({ claims, body }) => {
  const orgId = claims.org;
  const [{ data }, rules, stored] = await Promise.all([
    loadAssembly(orgId, body.assemblyId),
    loadRules(orgId),
    assemblyRef(orgId, body.assemblyId).collection('entitlements').get(),
  ]);
  const before = new Map(stored.docs.map((d) => [d.id, d.data()]));
  const lines = await roll(orgId, body.assemblyId, data, rules);
  const members = lines.map(({ memberId, name, entitlement: e, exception }) => ({ name, ...entitlementLine(memberId, e, exception) }));
  // without the name: the member's name lives on the member, where an erasure finds it
  const changed = members.map(({ name: _name, ...line }) => line).filter((line) => !isDeepStrictEqual(before.get(line.memberId), line));
  for (let i = 0; i < changed.length; i += BATCH) {
    const batch = db.batch();
    for (const line of changed.slice(i, i + BATCH)) batch.set(entitlementRef(orgId, body.assemblyId, line.memberId), line);
    await batch.commit();
  }
  members.sort((a, b) => a.name.localeCompare(b.name, 'it') || a.memberId.localeCompare(b.memberId));
  return { members, entitled: members.filter((m) => m.entitled).length, changed: changed.length };
});
