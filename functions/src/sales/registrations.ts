import { Timestamp } from 'firebase-admin/firestore';
import { listRegistrationsContract } from '@tessera/domain/contracts/sales';
import { registrationSchema, type Registration } from '@tessera/domain/entities/registration';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { sales } from './saleStore';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A stored registration as the API answers it. */
export const registrationOf = (id: string, d: FirebaseFirestore.DocumentData): Registration =>
  registrationSchema.parse({
    id,
    memberId: text(d.memberId),
    holder: text(d.holder),
    relativeId: typeof d.relativeId === 'string' ? d.relativeId : null,
    familyOf: typeof d.familyOf === 'string' ? d.familyOf : null,
    priceName: text(d.priceName),
    amount: typeof d.amount === 'number' ? d.amount : 0,
    quantity: typeof d.quantity === 'number' ? d.quantity : 1,
    mode: d.mode,
    paymentId: typeof d.paymentId === 'string' ? d.paymentId : null,
    cancelled: d.cancelled === true,
    held: d.held === true,
    createdAt: d.createdAt instanceof Timestamp ? d.createdAt.toDate().toISOString() : null,
  });

/** GET /v1/sales/registrations (header id) — every registration of the item in the caller's scope, the newest first. */
export const listRegistrations = route(listRegistrationsContract, async ({ claims, headers, scope }) => {
  const sale = sales(claims.org).doc(headers.id);
  if (!(await sale.get()).exists) throw new ApiError('NOT_FOUND');
  const snap = await sale.collection('registrations').orderBy('createdAt', 'desc').get();
  // an item's registrations are bounded by its seats: the scope is applied as they are read
  const inScope = snap.docs.filter(scope.includes);
  return { registrations: inScope.map((d) => registrationOf(d.id, d.data())) };
});
