import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { toJson } from '../shared/serialize';
import { profileRoute } from '../http/route';

/**
 * GET /v1/members/all — every member of the organization (a group admin: of its groups), for exports and
 * small organizations; the list screen reads Firestore directly. Ordered by surname, then name.
 */
export const getAllMembers = profileRoute({
  method: 'GET',
  path: '/v1/members/all',
  access: 'members.read',
  async handle({ claims }) {
    const members = db.collection(orgCol(claims.org, 'members'));
    let docs;
    if (claims.role === 'group') {
      // at most 30 groups per admin (MAX_GROUPS_PER_ADMIN): one `in` query
      docs = claims.groups.length ? (await members.where('group', 'in', claims.groups).get()).docs : [];
    } else {
      docs = (await members.get()).docs;
    }
    const result = docs
      .map((d) => toJson({ ...d.data(), id: d.id }) as Record<string, unknown>)
      .sort((a, b) =>
        `${String(a.surname ?? '')} ${String(a.name ?? '')}`.localeCompare(`${String(b.surname ?? '')} ${String(b.name ?? '')}`, 'it'),
      );
    return { result };
  },
});
