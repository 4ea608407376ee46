import { orgCol } from '@tessera/domain/paths';
import { db } from './admin';

/**
 * An organization's audit trail (organizations/{org}/audit/{id}): what the server did to or for it that its admins
 * must be able to trace (deceased flags copied in or out, payment events that arrived too late). Written only by
 * the functions; no client rule reads it. The id is the causing event's, so a redelivery rewrites the same record.
 */
export const auditRef = (orgId: string, id: string) => db.doc(`${orgCol(orgId, 'audit')}/${id}`);
