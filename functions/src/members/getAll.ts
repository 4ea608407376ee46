import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { profileRoute } from '../http/route';
import { scopedDocs } from './scoped';
import { membersForStaff } from './adminOnly';

/**
 * GET /v1/members/all — every member of the organization (a group admin: of its groups), for exports and
 * small organizations; the list screen reads Firestore directly. Ordered by surname, then name. Each member as staff
 * see it, its back-office-only data merged (adminOnly.ts).
 */
export const getAllMembers = profileRoute({
  method: 'GET',
  path: '/v1/members/all',
  access: 'members.read',
  async handle({ claims }) {
    const docs = await scopedDocs(claims, db.collection(orgCol(claims.org, 'members')));
    const result = (await membersForStaff(claims.org, docs)).sort((a, b) =>
      `${String(a.surname ?? '')} ${String(a.name ?? '')}`.localeCompare(`${String(b.surname ?? '')} ${String(b.name ?? '')}`, 'it'),
    );
    return { result };
  },
});
