import { useMemo } from 'react';
import type { CardStatus, DeceasedSource, MemberInput } from '@tessera/domain/entities/member';
import { memberPath } from '@tessera/domain/paths';
import type { Live } from '../../../lib/data/live';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

/** A member document as screens read it: timestamps are Dates. */
export type MemberDoc = Omit<MemberInput, 'birthDate' | 'privacyAcceptedAt'> & {
  id: string;
  cardStatus: CardStatus;
  birthDate?: Date;
  privacyAcceptedAt?: Date;
  registeredAt?: Date;
  lastPaymentAt?: Date | null;
  /** set when the deceased flag was copied from another organization */
  deceasedSource?: DeceasedSource;
};

/** One member, live (the rules decide who may read it); `id` is the document's id. */
export function useMember(orgId: string, memberId: string): Live<MemberDoc | null> {
  const live = useLiveDocument<MemberDoc>(memberPath(orgId, memberId));
  return useMemo(
    () => (live.status === 'success' && live.data ? { ...live, data: { ...live.data, id: memberId } } : live),
    [live, memberId],
  );
}
