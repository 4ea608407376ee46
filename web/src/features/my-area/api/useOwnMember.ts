import { memberPath } from '@tessera/domain/paths';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

export interface OwnMember {
  name: string;
  surname: string;
  cardNumber?: string;
  cardStatus: string;
  cardValidUntil?: Date;
  accountStatus: string;
}

/** The member record of the current profile, live (rules let a member read only its own). */
export function useOwnMember(orgId: string, memberId: string) {
  return useLiveDocument<OwnMember>(memberPath(orgId, memberId));
}
