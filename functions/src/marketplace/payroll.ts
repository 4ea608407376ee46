import { PAYROLL_HOLD_MINUTES } from '@tessera/domain/entities/cart';
import { sendOtpContract, sendOtpControlContract } from '@tessera/domain/contracts/marketplace';
import { ApiError } from '../http/apiError';
import { clientAddress } from '../http/clientAddress';
import { requestLanguage } from '../http/language';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { consumeCode, verifyCode } from '../verification/codes';
import { sendEmailCode } from '../verification/send';
import { cartViewOf, carts, quoteCart, type StoredCart } from './cartStore';
import { closeHoldingCarts, confirmCart, holdCart, releaseCart } from './holds';
import { afterLapsedHolds } from '../sales/seatHolds';
import { inCheckoutTurn } from './checkoutTurn';

/** The member's email, where the payroll code goes (none: the personal data page must add it). */
function emailOf(member: FirebaseFirestore.DocumentData): string {
  if (typeof member.email !== 'string' || !member.email)
    throw new ApiError('MISSING_ADDRESS_INFO', [{ path: 'email', message: 'validation.required' }]);
  return member.email;
}

/**
 * POST /v1/payments/send-otp {lines} — a cart charged to payroll: every item payroll-chargeable (NOT_ENABLED
 * otherwise), in the member's turn (checkoutTurn.ts) its seats held for PAYROLL_HOLD_MINUTES (holds.ts) and a code mailed to the member (the verification
 * module: limits, hashed code, the outbox). A code that cannot be sent gives the seats back.
 */
export const sendPayrollCode = route(sendOtpContract, async ({ claims, body, scope, req }) => {
  const { ref: memberRef, data: member } = await scope.own();
  const email = emailOf(member);
  const quote = await afterLapsedHolds(claims.org, () => quoteCart(claims.org, memberRef.id, member, body.lines));
  if (!quote.payroll) throw new ApiError('NOT_ENABLED');
  const lang = requestLanguage(req);
  // in the member's turn, as a card checkout: the earlier carts closed before this one holds seats
  const cart = await inCheckoutTurn(claims.org, memberRef.id, async () => {
    await closeHoldingCarts(claims.org, memberRef.id);
    const expiresAt = new Date(Date.now() + PAYROLL_HOLD_MINUTES * 60_000);
    return holdCart(claims.org, memberRef.id, member, quote, { status: 'PAYROLL_PENDING', expiresAt, lang });
  });
  try {
    await sendEmailCode({ orgId: claims.org, email, purpose: 'payroll', lang, name: String(member.name ?? ''), ip: clientAddress(req) });
  } catch (e) {
    await releaseCart(claims.org, cart.id);
    throw e;
  }
  return { cart: cartViewOf(await cart.get()) };
});

/**
 * POST /v1/payments/send-otp-control {cart, code} — the member's code confirms the payroll cart: the code spent and
 * the holds consumed (one PAYROLL payment ONHOLD, waiting for the pay slip). A cart expired meanwhile: NOT_ENABLED.
 */
export const confirmPayrollCode = route(sendOtpControlContract, async ({ claims, body, scope }) => {
  const { ref: memberRef, data: member } = await scope.own();
  const email = emailOf(member);
  const ref = carts(claims.org).doc(body.cart);
  const cart = (await ref.get()).data() as StoredCart | undefined;
  if (!cart || cart.memberId !== memberRef.id) throw new ApiError('NOT_FOUND');
  if (cart.status !== 'PAYROLL_PENDING' || cart.expiresAt.toMillis() <= Date.now()) throw new ApiError('NOT_ENABLED');
  await verifyCode({ email, purpose: 'payroll', code: body.code });
  await db.runTransaction((tx) => consumeCode(tx, { email, purpose: 'payroll', code: body.code }));
  await confirmCart(claims.org, ref.id, { mode: 'PAYROLL' });
  return { cart: cartViewOf(await ref.get()) };
});
