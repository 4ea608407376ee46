import type { ListValue } from '@tessera/domain/entities/organization';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

export interface SignupOffer {
  id: string;
  name: string;
  /** euro cents */
  amount: number;
}

/** The offer chosen at signup: a category the organization offers, with a price (GET /v1/website/categories). */
export async function signupOffer(orgId: string, offerId: string): Promise<SignupOffer> {
  const snap = await db.doc(`${orgCol(orgId, 'listValues')}/${offerId}`).get();
  const v = snap.data() as Partial<ListValue> | undefined;
  if (!v || v.type !== 'categories' || !v.offered || typeof v.amount !== 'number') throw new ApiError('PLAN_NOT_FOUND');
  return { id: snap.id, name: v.name ?? '', amount: v.amount };
}
