import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { auditSortKeys, type AuditRecord } from '@tessera/domain/entities/audit';
import type { Claims } from '@tessera/domain/claims';
import { orgCol } from '@tessera/domain/paths';
import { db } from './admin';

/**
 * An organization's audit trail (organizations/{org}/audit/{id}): what was done to or for it that its admins
 * must be able to trace. Written only by the functions; settings roles read it (rules).
 * A server event's record takes the event's id, so a redelivery rewrites the same record.
 */
export const auditRef = (orgId: string, id: string) => db.doc(`${orgCol(orgId, 'audit')}/${id}`);

/** Who did it, as an audit record names them: a platform admin impersonating is named as the platform. */
export const auditActor = (principal: { uid: string; email: string | null }, claims: Claims) => ({
  uid: principal.uid,
  email: principal.email,
  role: claims.imp ? 'platform' : claims.role,
});

/** Records a change a person made, in the transaction that makes it: the change and its trace land together or not at all. */
export function recordChange(tx: Transaction, orgId: string, record: AuditRecord): void {
  tx.create(db.collection(orgCol(orgId, 'audit')).doc(), {
    ...record,
    at: FieldValue.serverTimestamp(),
    sortKeys: auditSortKeys(new Date()),
  });
}
