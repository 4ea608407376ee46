import { randomBytes } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import type { AuditActor } from '@tessera/domain/entities/audit';
import { DEFAULT_PREFERENCES, listNamesOf } from '@tessera/domain/entities/organization';
import { organizationIdFor, type organizationInput } from '@tessera/domain/settings/organizations';
import { GENERAL_ADMIN_ROLE } from '@tessera/domain/settings/admins';
import { listNamesPath, orgPath } from '@tessera/domain/paths';
import type { z } from 'zod';
import { db } from '../shared/admin';
import { recordChange } from '../shared/audit';
import { grantAdmin } from '../settings/grantAdmin';

export type NewOrganization = z.output<typeof organizationInput>;

/** A new organization's id: its name's slug and a random suffix (a suffix drawn twice fails the creation's transaction). */
export const newOrganizationId = (name: string) => organizationIdFor(name, randomBytes(3).toString('hex').slice(0, 4));

/**
 * Creates organization `id` in one transaction: the organization (public name, plan, default preferences), its empty
 * list-names summary, its first general admin (grantAdmin: an invitation, or one more profile for an existing sign-in)
 * and the audit record of the creation. `alsoWrite` adds the caller's own writes to the same transaction (an import's
 * job), so everything lands together or not at all.
 */
export function createNewOrganization<T>(
  id: string,
  org: NewOrganization,
  actor: AuditActor,
  lang: 'it' | 'en',
  alsoWrite: (tx: Transaction) => T,
): Promise<T & { id: string; invited: boolean }> {
  const grant = { email: org.admin.email, role: GENERAL_ADMIN_ROLE, groups: [], display_name: org.admin.display_name };
  return grantAdmin(grant, lang, async (tx, writeGrant) => {
    const admin = await writeGrant({ id, name: org.name, suspended: false }, actor);
    // create: an id already taken fails the transaction instead of overwriting an organization
    tx.create(db.doc(orgPath(id)), {
      publicInfo: { name: org.name },
      plan: { name: org.plan, billing: org.billing, autoRenew: true },
      preferences: DEFAULT_PREFERENCES,
    });
    tx.set(db.doc(listNamesPath(id)), listNamesOf([]));
    recordChange(tx, id, { type: 'organizationCreated', by: actor, target: id, before: null, after: { name: org.name, plan: org.plan } });
    return { ...alsoWrite(tx), id, invited: admin.invited };
  });
}
