import { survivorContract } from '@tessera/domain/contracts/members';
import { apiCall } from '../../../lib/api/client';

/** PATCH /v1/members/survivor: the deceased member (by card number) whose surviving member this is, or null to undo. */
export const setSurvivor = (id: string, deceasedCard: string | null) =>
  apiCall(survivorContract, { headers: { id }, body: { deceasedCard }, overlay: false });
