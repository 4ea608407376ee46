import { useMemo } from 'react';
import type { z } from 'zod';
import type { survivorOf } from '@tessera/domain/contracts/members';
import type { CardStatus, DeceasedSource, MemberInput } from '@tessera/domain/entities/member';
import type { MemberPhoto } from '@tessera/domain/members/photo';
import { mergeAdminOnly } from '@tessera/domain/entities/memberPrivate';
import { memberPath, memberPrivatePath } from '@tessera/domain/paths';
import { LOADING, type Live } from '../../../lib/data/live';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

/** A member document as screens read it: timestamps are Dates. */
export type MemberDoc = Omit<MemberInput, 'birthDate' | 'privacyAcceptedAt'> & {
  id: string;
  cardStatus: CardStatus;
  birthDate?: Date;
  privacyAcceptedAt?: Date;
  registeredAt?: Date;
  lastPaymentAt?: Date | null;
  /** set when the deceased flag is another organization's report, confirmed here */
  deceasedSource?: DeceasedSource;
  /** the stored photo (its bytes come from GET /v1/members/photo) */
  photo?: MemberPhoto;
  /** a surviving member: the deceased member their card names (PATCH /v1/members/survivor) */
  survivorOf?: z.infer<typeof survivorOf>;
  /** stamped at the member's first sign-in (domain members/invitation.ts memberAccess) */
  signedInAt?: Date;
  /** the last invitation into the personal area */
  invitation?: { sentAt?: Date; expiresAt?: Date };
};

/**
 * One member, live (the rules decide who may read it); `id` is the document's id. Its back-office-only data (notes,
 * custom values not shown to members) lives in a document beside it, read live too and merged in, so the detail and
 * the form show and edit all of it. Until both have answered the member is loading; a refused read of either is an
 * error (a form without the hidden values would save the custom fields without them).
 */
export function useMember(orgId: string, memberId: string): Live<MemberDoc | null> {
  const live = useLiveDocument<MemberDoc>(memberPath(orgId, memberId));
  const adminOnly = useLiveDocument<Record<string, unknown>>(memberPrivatePath(orgId, memberId));
  return useMemo((): Live<MemberDoc | null> => {
    if (live.status !== 'success' || !live.data) return live;
    if (adminOnly.status === 'loading') return LOADING;
    if (adminOnly.status === 'error') return adminOnly;
    const merged = mergeAdminOnly({ ...live.data, id: memberId } as Record<string, unknown>, adminOnly.data ?? undefined);
    return { ...live, data: merged as MemberDoc };
  }, [live, adminOnly, memberId]);
}
