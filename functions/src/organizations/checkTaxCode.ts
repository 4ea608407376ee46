import { checkTaxCodeContract } from '@tessera/domain/contracts/organizations';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { route } from '../http/route';

/**
 * GET /v1/organizations/check (header ssn) — one query on the members' tax code (single-field index). The member id
 * only for a member in the caller's scope: a local admin learns that a member outside its groups exists, nothing more.
 */
export const checkTaxCode = route(checkTaxCodeContract, async ({ claims, headers, scope }) => {
  const found = await db.collection(orgCol(claims.org, 'members')).where('ssn', '==', headers.ssn).limit(1).get();
  const member = found.docs[0];
  if (!member) return { member: false, memberId: null };
  return { member: true, memberId: scope.includes(member) ? member.id : null };
});
