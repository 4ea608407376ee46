import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { profileRoute } from '../http/route';
import { pageHeaders } from '@tessera/domain/paging';
import { scopedPage } from './scoped';
import { membersForStaff } from './adminOnly';

/**
 * GET /v1/members/all (headers cursor, limit) — one page of the members of the organization (a group admin: of its
 * groups), for exports; the list screen reads Firestore directly. Pages follow the member ids; the rows of a page are
 * ordered by surname, then name, each as staff see it, its back-office-only data merged (adminOnly.ts). Never the
 * whole register in one answer: `next` names the following page.
 */
export const getAllMembers = profileRoute({
  method: 'GET',
  path: '/v1/members/all',
  access: 'members.read',
  headers: pageHeaders,
  async handle({ claims, headers }) {
    const { docs, next } = await scopedPage(claims, db.collection(orgCol(claims.org, 'members')), headers);
    const result = (await membersForStaff(claims.org, docs)).sort((a, b) =>
      `${String(a.surname ?? '')} ${String(a.name ?? '')}`.localeCompare(`${String(b.surname ?? '')} ${String(b.name ?? '')}`, 'it'),
    );
    return { result, next };
  },
});
