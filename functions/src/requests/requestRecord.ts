import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import type { RequestType } from '@tessera/domain/entities/memberRequest';
import { holderName } from '@tessera/domain/lists/listFields';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';

export const requestRef = (orgId: string, id: string) => db.doc(`${orgCol(orgId, 'requests')}/${id}`);

/** What a request is about beyond its member: the payment to refund (and what is left of it, its object). */
interface Subject {
  type: RequestType;
  paymentId?: string;
  amount?: number;
  object?: string;
}

/**
 * A pending request (organizations/{org}/requests/{id}) as its member asks it: the member's name, group (the scope a
 * group admin reads it by), email and language (the decision's mail) copied at asking time; `sortKeys.at` orders
 * Richieste newest first. Asking again after a decision rewrites the document as a new request.
 */
export function pendingRequest(memberId: string, member: DocumentData, subject: Subject, lang: 'it' | 'en'): DocumentData {
  return {
    type: subject.type,
    status: 'PENDING',
    memberId,
    holder: holderName(member),
    name: typeof member.name === 'string' ? member.name : '',
    group: typeof member.group === 'string' ? member.group : null,
    email: typeof member.email === 'string' && member.email ? member.email : null,
    lang,
    paymentId: subject.paymentId ?? null,
    amount: subject.amount ?? null,
    object: subject.object ?? null,
    askedAt: FieldValue.serverTimestamp(),
    decidedAt: null,
    decidedBy: null,
    note: null,
    sortKeys: { at: new Date().toISOString() },
  };
}
