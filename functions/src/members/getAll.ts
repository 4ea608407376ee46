import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { scopedPage } from '../http/scope';
import { membersForStaff } from './adminOnly';
import { getAllMembersContract } from '@tessera/domain/contracts/members';

/**
 * GET /v1/members/all (headers cursor, limit) — one page of the members of the organization (a group admin: of its
 * groups), for exports; the list screen reads Firestore directly. Pages follow the member ids; the rows of a page are
 * ordered by surname, then name, each as staff see it, its back-office-only data merged (adminOnly.ts). Never the
 * whole register in one answer: `next` names the following page.
 */
export const getAllMembers = route(getAllMembersContract, async ({ claims, headers, scope }) => {
  const { docs, next } = await scopedPage(scope, db.collection(orgCol(claims.org, 'members')), headers);
  const result = (await membersForStaff(claims.org, docs)).sort((a, b) =>
    `${String(a.surname ?? '')} ${String(a.name ?? '')}`.localeCompare(`${String(b.surname ?? '')} ${String(b.name ?? '')}`, 'it'),
  );
  return { result, next };
});
