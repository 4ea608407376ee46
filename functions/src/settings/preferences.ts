import { preferencesOf } from '@tessera/domain/entities/organization';
import { getPreferencesContract, syncPreferencesContract } from '@tessera/domain/contracts/settings';
import { memberEditableFields } from '@tessera/domain/users/ownMember';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';

/** The stored preferences with the defaults filled in and the member-editable fields spelled out. */
function completePreferences(stored: unknown) {
  const prefs = preferencesOf(stored);
  return { ...prefs, memberEditableFields: [...memberEditableFields(prefs)], scannerRoles: [...prefs.scannerRoles] };
}

/** GET /v1/settings/get-preferences — every preference, defaults included (an older organization lacks newer keys). */
export const getPreferences = route(getPreferencesContract, async ({ claims }) => {
  const org = await db.doc(orgPath(claims.org)).get();
  return { preferences: completePreferences(org.get('preferences')) };
});

/** POST /v1/settings/sync-preferences — replaces them, with an audit record of what changed. */
export const syncPreferences = route(syncPreferencesContract, async ({ claims, principal, body }) => {
  const ref = db.doc(orgPath(claims.org));
  await db.runTransaction(async (tx) => {
    const before = completePreferences((await tx.get(ref)).get('preferences'));
    const after = body.preferences;
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    tx.update(ref, { preferences: after });
    if (changed.length === 0) return;
    recordChange(tx, claims.org, {
      type: 'preferencesChanged',
      by: auditActor(principal, claims),
      target: 'preferences',
      before: Object.fromEntries(changed.map((k) => [k, before[k] ?? null])),
      after: Object.fromEntries(changed.map((k) => [k, after[k] ?? null])),
    });
  });
  return { preferences: body.preferences };
});
