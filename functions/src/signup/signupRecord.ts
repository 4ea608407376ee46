import type { DocumentData } from 'firebase-admin/firestore';
import type { PreregisterInput } from '@tessera/domain/entities/member';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import type { SignupOffer } from './offer';

/**
 * A paid signup waiting for its payment: organizations/{org}/signups/{uid} (docs/data-model.md). Written by
 * create-session with the pending profile; completed once by the payment (webhook or the outcome page).
 */
export const SIGNUP_STATUSES = ['PENDING', 'COMPLETED', 'EXPIRED', 'CONFLICT'] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];

export interface SignupRecord extends DocumentData {
  uid: string;
  email: string;
  /** the member to create, validated like a pre-registration */
  member: PreregisterInput;
  /** the privacy policy version the form linked (null: the association's own page), recorded with the consent */
  privacyVersion: number | null;
  offer: SignupOffer;
  sessionId: string;
  status: SignupStatus;
  /** creation time (s) of the last provider event applied: older events arrive out of order and are ignored */
  lastEventAt: number | null;
  memberId: string | null;
  paymentId: string | null;
  cardNumber: string | null;
}

export const signupRef = (orgId: string, uid: string) => db.doc(`${orgCol(orgId, 'signups')}/${uid}`);
