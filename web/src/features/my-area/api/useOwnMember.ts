import type { Address } from '@tessera/domain/entities/common';
import type { MemberPhoto } from '@tessera/domain/members/photo';
import { memberPath } from '@tessera/domain/paths';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

export interface OwnMember {
  name: string;
  surname: string;
  ssn?: string;
  email?: string;
  cardNumber?: string;
  birthDate?: Date;
  birthPlace?: string;
  phone?: string;
  secondaryEmail?: string;
  title?: string;
  maritalStatus?: string;
  hobbies?: string;
  residence?: Address;
  domicile?: Address;
  correspondence?: Address;
  customFields?: Record<string, string | number | boolean | string[]>;
  /** the stored photo (its bytes come from GET /v1/profile/photo) */
  photo?: MemberPhoto;
}

/** The member record of the current profile, live (rules let a member read only its own). */
export function useOwnMember(orgId: string, memberId: string) {
  return useLiveDocument<OwnMember>(memberPath(orgId, memberId));
}
