import { createHash } from 'node:crypto';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { MAILSHOT_COUNT_SHARDS, normalizeRecipient, type StoredMailshot } from '@tessera/domain/mailshots/mailshot';
import type { DeliveryState } from '@tessera/domain/mailshots/deliveryEvents';
import { ERASED } from '@tessera/domain/entities/erasure';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

/** Mailshots (docs/mailshots.md): `organizations/{org}/mailshots/{id}` with its count shards, deliveries and batches. */
export const mailshots = (orgId: string) => db.collection(orgCol(orgId, 'mailshots'));
export const deliveries = (orgId: string, mailshotId: string) => mailshots(orgId).doc(mailshotId).collection('deliveries');
/** The resolved recipients, MAILSHOT_BATCH_SIZE per document, written by the send; server only. */
export const batches = (orgId: string, mailshotId: string) => mailshots(orgId).doc(mailshotId).collection('batches');
export const suppressions = (orgId: string) => db.collection(orgCol(orgId, 'suppressions'));

/**
 * A recipient's key: a hash of the normalized address. The delivery's id and the outbox message's id are made from
 * it, so expanding the same recipient twice names the same documents (and a suppression is found by address alone).
 */
export const recipientKey = (email: string) => createHash('sha256').update(normalizeRecipient(email)).digest('hex').slice(0, 32);

/**
 * What an erasure finds a batch by (erasure.ts), written with its recipients by every writer of them (the send, the
 * eraser, the backfill): its organization, and `recipientKeys`, the member id and address key of every recipient
 * (an entry already erased keeps its member id, its address is gone). A collection group query on both reads only the
 * batches naming a member (firestore.indexes.json).
 */
export function batchKeyFields(orgId: string, recipients: readonly { email?: unknown; memberId?: unknown }[]) {
  const keys = new Set<string>();
  for (const r of recipients) {
    if (typeof r.memberId === 'string' && r.memberId) keys.add(r.memberId);
    if (typeof r.email === 'string' && r.email !== ERASED) keys.add(recipientKey(r.email));
  }
  return { org: orgId, recipientKeys: [...keys].sort() };
}

/** The outbox message of one recipient of one mailshot: deterministic, so a re-run creates nothing new. */
export const mailshotMailId = (mailshotId: string, key: string) => `${mailshotId}_${key}`;

const shardOf = (key: string) => parseInt(key.slice(0, 6), 16) % MAILSHOT_COUNT_SHARDS;

/**
 * Moves deliveries between states in the monitor's counts, in the caller's transaction or batch: a field per state on
 * one of MAILSHOT_COUNT_SHARDS shard documents (by the recipient's key), so thousands of changes a second do not
 * contend on one document. The deliveries of one shard move with one write (an expanded page's recipients: one
 * increment per shard, not per recipient); the caller's transaction is what makes it count once.
 */
export function moveCounts(
  writer: Transaction | FirebaseFirestore.WriteBatch,
  orgId: string,
  mailshotId: string,
  keys: readonly string[],
  from: DeliveryState | null,
  to: DeliveryState,
): void {
  if (from === to) return;
  const perShard = new Map<number, number>();
  for (const key of keys) perShard.set(shardOf(key), (perShard.get(shardOf(key)) ?? 0) + 1);
  for (const [shard, n] of perShard) {
    const ref = mailshots(orgId).doc(mailshotId).collection('counts').doc(String(shard));
    const change: Record<string, FieldValue> = { [to]: FieldValue.increment(n) };
    if (from) change[from] = FieldValue.increment(-n);
    (writer as FirebaseFirestore.WriteBatch).set(ref, change, { merge: true });
  }
}

/** Moves one delivery between states in the monitor's counts (moveCounts). */
export const moveCount = (
  writer: Transaction | FirebaseFirestore.WriteBatch,
  orgId: string,
  mailshotId: string,
  key: string,
  from: DeliveryState | null,
  to: DeliveryState,
): void => moveCounts(writer, orgId, mailshotId, [key], from, to);

/** A mailshot read in a transaction, or NOT_FOUND. */
export async function readMailshot(tx: Transaction, orgId: string, id: string) {
  const snap = await tx.get(mailshots(orgId).doc(id));
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  return { ref: snap.ref, data: snap.data() as StoredMailshot };
}

/** A draft read in a transaction: NOT_FOUND, or MAILSHOT_ALREADY_SENT once it has left DRAFT. */
export async function readDraft(tx: Transaction, orgId: string, id: string) {
  const found = await readMailshot(tx, orgId, id);
  if (found.data.state !== 'DRAFT') throw new ApiError('MAILSHOT_ALREADY_SENT');
  return found;
}
