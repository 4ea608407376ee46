import { useMemo } from 'react';
import type { PaymentMethod, PaymentStatus } from '@tessera/domain/entities/payment';
import { orgCol } from '@tessera/domain/paths';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

export interface MyPayment {
  id: string;
  memberId: string;
  payDate?: Date;
  payYear?: number;
  amount: number;
  mode: PaymentMethod;
  status: PaymentStatus;
  object?: string;
  /** the receipt once issued (its number: `n/yyyy`) */
  receipt?: { number: string };
}

/**
 * The member's own payments, live. The rules let a member read a payment only when its memberId is theirs, so the
 * query must say so; newest first, sorted here (no composite index needed).
 */
export function useMyPayments(orgId: string, memberId: string) {
  const live = useLiveCollection<MyPayment>(orgCol(orgId, 'payments'), { filters: [{ field: 'memberId', op: '==', value: memberId }] });
  return useMemo(
    () =>
      live.status === 'success'
        ? { ...live, data: [...live.data].sort((a, b) => (b.payDate?.getTime() ?? 0) - (a.payDate?.getTime() ?? 0)) }
        : live,
    [live],
  );
}
