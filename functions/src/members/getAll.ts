import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { toJson } from '../shared/serialize';
import { profileRoute } from '../http/route';
import { scopedDocs } from './scoped';

/**
 * GET /v1/members/all — every member of the organization (a group admin: of its groups), for exports and
 * small organizations; the list screen reads Firestore directly. Ordered by surname, then name.
 */
export const getAllMembers = profileRoute({
  method: 'GET',
  path: '/v1/members/all',
  access: 'members.read',
  async handle({ claims }) {
    const docs = await scopedDocs(claims, db.collection(orgCol(claims.org, 'members')));
    const result = docs
      .map((d) => toJson({ ...d.data(), id: d.id }) as Record<string, unknown>)
      .sort((a, b) =>
        `${String(a.surname ?? '')} ${String(a.name ?? '')}`.localeCompare(`${String(b.surname ?? '')} ${String(b.name ?? '')}`, 'it'),
      );
    return { result };
  },
});
