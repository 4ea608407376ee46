import type { AnswerOf } from '@tessera/domain/contracts/contract';
import { myCardContract } from '@tessera/domain/contracts/my-area';
import { apiCall } from '../../../lib/api/client';

type MyCardAnswer = AnswerOf<typeof myCardContract>;
/** The digital card; its qrToken and qrSvg are null when the card is not ACTIVE (no QR code is issued for it). */
export type MyCard = NonNullable<MyCardAnswer['card']>;
export type Membership = MyCardAnswer['membership'];

/** GET /v1/profile/card: the digital card (null without a card number) and the membership. */
export const fetchMyCard = () => apiCall(myCardContract);
