import type { MemberInput } from '@tessera/domain/entities/member';
import { memberPath } from '@tessera/domain/paths';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

type Relative = NonNullable<MemberInput['relatives']>[number];

/** A relative the member may buy a family seat for: one with the id the API gave it. */
export interface FamilyMember {
  id: string;
  name: string;
  relationship: string;
}

/** The member's relatives, live from their own record (the rules let a member read only its own), for family seats. */
export function useMyRelatives(orgId: string, memberId: string): FamilyMember[] {
  const live = useLiveDocument<{ relatives?: Relative[] }>(memberPath(orgId, memberId));
  const relatives = live.status === 'success' ? (live.data?.relatives ?? []) : [];
  return relatives.flatMap((r) => (r.id ? [{ id: r.id, name: `${r.name} ${r.surname}`, relationship: r.relationship }] : []));
}
