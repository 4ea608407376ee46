import { FieldValue } from 'firebase-admin/firestore';
import {
  addSenderContract,
  defaultSenderContract,
  deleteSenderContract,
  sendSenderCodeContract,
  verifySenderContract,
} from '@tessera/domain/contracts/settings';
import { MAX_MAIL_SENDERS } from '@tessera/domain/settings/mailSenders';
import type { Claims } from '@tessera/domain/claims';
import type { Request } from 'firebase-functions/v2/https';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { clientAddress } from '../http/clientAddress';
import { requestLanguage } from '../http/language';
import { sendEmailCode } from '../verification/send';
import { consumeCode, verifyCode } from '../verification/codes';
import { readSender, senders } from './senderStore';

/** Mails the sender's address its code (the verification module: limits, hashed code, the outbox). */
const mailCode = (claims: Claims, req: Request, sender: { email: string; name: string }) =>
  sendEmailCode({
    orgId: claims.org,
    email: sender.email,
    purpose: 'mail-sender',
    lang: requestLanguage(req),
    name: sender.name,
    ip: clientAddress(req),
  });

/** POST /v1/settings/add-sender {name, email} — an unverified sender, then its code by mail. */
export const addSender = route(addSenderContract, async ({ claims, principal, body, req }) => {
  const id = await db.runTransaction(async (tx) => {
    const all = await tx.get(senders(claims.org));
    if (all.docs.some((d) => d.get('email') === body.email)) throw new ApiError('EMAIL_ALREADY_USED');
    if (all.size >= MAX_MAIL_SENDERS) throw new ApiError('QUOTAS_EXCEEDED');
    const ref = senders(claims.org).doc();
    tx.create(ref, { ...body, verified: false, default: false, createdAt: FieldValue.serverTimestamp() });
    recordChange(tx, claims.org, { type: 'mailSenderAdded', by: auditActor(principal, claims), target: ref.id, before: null, after: body });
    return ref.id;
  });
  await mailCode(claims, req, body);
  return { id };
});

/** POST /v1/settings/send-sender-code (header id) — a new code for a sender not verified yet. */
export const sendSenderCode = route(sendSenderCodeContract, async ({ claims, headers, req }) => {
  const sender = await db.runTransaction((tx) => readSender(tx, claims.org, headers.id));
  if (sender.get('verified') === true) throw new ApiError('NOT_FOUND');
  await mailCode(claims, req, { email: sender.get('email') as string, name: sender.get('name') as string });
  return { sent: true };
});

/**
 * POST /v1/settings/verify-sender (header id) {otp} — the code is counted and checked first, then spent in the
 * transaction that marks the sender verified; the first verified sender becomes the default.
 */
export const verifySender = route(verifySenderContract, async ({ claims, principal, headers, body }) => {
  const first = await db.runTransaction((tx) => readSender(tx, claims.org, headers.id));
  const email = first.get('email') as string;
  await verifyCode({ email, purpose: 'mail-sender', code: body.otp });
  return db.runTransaction(async (tx) => {
    const [sender, all] = await Promise.all([readSender(tx, claims.org, headers.id), tx.get(senders(claims.org))]);
    await consumeCode(tx, { email, purpose: 'mail-sender', code: body.otp });
    const makeDefault = !all.docs.some((d) => d.get('default') === true && d.get('verified') === true);
    tx.update(sender.ref, { verified: true, ...(makeDefault ? { default: true } : {}) });
    recordChange(tx, claims.org, {
      type: 'mailSenderVerified',
      by: auditActor(principal, claims),
      target: headers.id,
      before: null,
      after: { email },
    });
    return { id: headers.id, verified: true as const, default: makeDefault };
  });
});

/** POST /v1/settings/default-sender (header id) — this verified sender signs the mail; the others step back. */
export const defaultSender = route(defaultSenderContract, async ({ claims, principal, headers }) => {
  await db.runTransaction(async (tx) => {
    const [sender, all] = await Promise.all([readSender(tx, claims.org, headers.id), tx.get(senders(claims.org))]);
    if (sender.get('verified') !== true) throw new ApiError('MAIL_SENDER_NOT_VERIFIED');
    for (const d of all.docs) if (d.get('default') === true && d.id !== headers.id) tx.update(d.ref, { default: false });
    tx.update(sender.ref, { default: true });
    recordChange(tx, claims.org, {
      type: 'mailSenderDefault',
      by: auditActor(principal, claims),
      target: headers.id,
      before: null,
      after: { email: sender.get('email') },
    });
  });
  return { id: headers.id };
});

/** DELETE /v1/settings/delete-sender (header id) — a default that goes hands over to the oldest other verified sender. */
export const deleteSender = route(deleteSenderContract, async ({ claims, principal, headers }) => {
  await db.runTransaction(async (tx) => {
    const [sender, all] = await Promise.all([readSender(tx, claims.org, headers.id), tx.get(senders(claims.org).orderBy('createdAt'))]);
    tx.delete(sender.ref);
    if (sender.get('default') === true) {
      const next = all.docs.find((d) => d.id !== headers.id && d.get('verified') === true);
      if (next) tx.update(next.ref, { default: true });
    }
    recordChange(tx, claims.org, {
      type: 'mailSenderRemoved',
      by: auditActor(principal, claims),
      target: headers.id,
      before: { name: sender.get('name'), email: sender.get('email') },
      after: null,
    });
  });
  return { deleted: true };
});
