import { REQUEST_TYPES, type RequestStatus, type RequestType } from '@tessera/domain/entities/memberRequest';
import type { StoredData } from '../../lib/data/usePagedQuery';

/** One request as Richieste shows it. */
export interface RequestRow {
  id: string;
  type: RequestType;
  status: RequestStatus;
  memberId: string;
  holder: string;
  paymentId: string | null;
  /** cents asked back (a refund request) */
  amount: number | null;
  object: string | null;
  askedAt: Date | null;
  decidedAt: Date | null;
  decidedBy: string | null;
  note: string | null;
  /** what an accepted refund request's refund did */
  refund: 'REFUNDED' | 'PENDING' | null;
}

const textOr = (v: unknown) => (typeof v === 'string' && v ? v : null);
/** the stored type; a request stored before types were recorded was a refund request */
const typeOf = (v: unknown): RequestType => ((REQUEST_TYPES as readonly unknown[]).includes(v) ? (v as RequestType) : 'REFUND');

export const toRequestRow = (id: string, d: StoredData): RequestRow => ({
  id,
  type: typeOf(d.type),
  status: d.status as RequestStatus,
  memberId: String(d.memberId ?? ''),
  holder: String(d.holder ?? ''),
  paymentId: textOr(d.paymentId),
  amount: typeof d.amount === 'number' ? d.amount : null,
  object: textOr(d.object),
  askedAt: d.askedAt instanceof Date ? d.askedAt : null,
  decidedAt: d.decidedAt instanceof Date ? d.decidedAt : null,
  decidedBy: textOr(d.decidedBy),
  note: textOr(d.note),
  refund: d.refund === 'REFUNDED' || d.refund === 'PENDING' ? d.refund : null,
});
