import type { DocumentSnapshot, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { memberPath, uniquePath, UNIQUE_MEMBER_KEYS, type UniqueMemberKey } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

/**
 * Claim documents keep a member's email and tax code unique while several writers run at once (a bulk upload job
 * and single creates). A query for "a member with this email" sees only what is already committed, so two writers
 * can both find the value free and both write it; a claim (`uniques/{key}:{value}`, naming its member) is written
 * create-only or inside a transaction, in the same atomic write as its member, so the second writer fails on it.
 *
 * A claim counts while its member exists and still holds the value: deleting a member or changing its email
 * leaves a stale claim that the next claimant takes over, so no writer has to remember to release one.
 *
 * Emails: every writer of a member's email claims it (the admin's create and edit, the bulk upload, pre-registration,
 * signup fulfilment, activation, the username change, the seed), so the claim alone answers "who holds this email" in
 * two document reads, however large the organization (a query on the members' email is a scan on the emulator).
 * Members stored before that have their claims written by scripts/backfill-email-claims.ts (docs/deploy.md).
 * Tax codes are claimed where they must be unique (signup and the bulk upload); an admin may record a duplicate by
 * hand, so "who holds this tax code" is still a query (uniqueness.ts).
 */
export type MemberKeys = Partial<Record<UniqueMemberKey, string>>;

const claimRef = (orgId: string, key: UniqueMemberKey, value: string) => db.doc(uniquePath(orgId, key, value));

const entries = (keys: MemberKeys) =>
  UNIQUE_MEMBER_KEYS.flatMap((key) => (keys[key] ? [[key, keys[key]] as [UniqueMemberKey, string]] : []));

/** Whether a claim, read with its holder, keeps the value from `memberId`. */
function heldByAnother(claim: DocumentSnapshot, holder: DocumentSnapshot | null, key: UniqueMemberKey, value: string, memberId: string) {
  return claim.exists && claim.get('memberId') !== memberId && !!holder?.exists && holder.get(key) === value;
}

/**
 * Inside a transaction (before its writes): reads the claims of `keys` and their holders. Answers the keys another
 * member holds, and `claim()`, which (after the transaction's reads) claims the other keys for `memberId`.
 */
export async function readClaims(
  tx: Transaction,
  orgId: string,
  memberId: string,
  keys: MemberKeys,
): Promise<{ taken: UniqueMemberKey[]; claim: () => void }> {
  const wanted = entries(keys);
  const claims = wanted.length ? await tx.getAll(...wanted.map(([key, value]) => claimRef(orgId, key, value))) : [];
  const holderIds = claims.map((c) => (c.exists ? (c.get('memberId') as string) : null));
  const holders = await Promise.all(holderIds.map((id) => (id && id !== memberId ? tx.get(db.doc(memberPath(orgId, id))) : null)));
  const taken = wanted.filter(([key, value], i) => heldByAnother(claims[i]!, holders[i]!, key, value, memberId)).map(([key]) => key);
  // Create-only where the claim was absent, and only unchanged since read where it is taken over: a writer that
  // got there in between fails this commit (retryLostClaims runs the transaction again, which then sees it).
  const claim = () =>
    wanted.forEach(([key, value], i) => {
      if (taken.includes(key)) return;
      const ref = claimRef(orgId, key, value);
      const read = claims[i]!;
      if (read.exists) tx.update(ref, { memberId, key, value }, { lastUpdateTime: read.updateTime! });
      else tx.create(ref, { memberId, key, value });
    });
  return { taken, claim };
}

/** Outside a transaction: whether a member other than `exceptMemberId` holds `email` (its claim and that claim's member). */
export async function emailHeldByAnother(orgId: string, email: string, exceptMemberId?: string | null): Promise<boolean> {
  const claim = await claimRef(orgId, 'email', email).get();
  const holderId = claim.exists ? (claim.get('memberId') as string) : null;
  if (!holderId || holderId === exceptMemberId) return false;
  return heldByAnother(claim, await db.doc(memberPath(orgId, holderId)).get(), 'email', email, exceptMemberId ?? '');
}

/**
 * Which members hold these emails (each stored form, trimmed and lower-cased): email → member id, the emails no member
 * holds left out. The claim is the one answer to "who holds this email", counted only while its member still holds the
 * value (a stale claim answers nothing); two batched reads however many emails.
 */
export async function emailHolders(orgId: string, emails: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(emails)];
  const held = new Map<string, string>();
  if (!wanted.length) return held;
  const claims = await db.getAll(...wanted.map((email) => claimRef(orgId, 'email', email)));
  const ids = claims.map((c) => (c.exists ? (c.get('memberId') as string) : null));
  const memberIds = [...new Set(ids.filter((id): id is string => !!id))];
  const members = memberIds.length ? await db.getAll(...memberIds.map((id) => db.doc(memberPath(orgId, id)))) : [];
  const byId = new Map(members.map((m) => [m.id, m]));
  wanted.forEach((email, i) => {
    const member = ids[i] ? byId.get(ids[i]) : undefined;
    if (member?.exists && member.get('email') === email) held.set(email, member.id);
  });
  return held;
}

/**
 * Inside a transaction (before its writes): EMAIL_ALREADY_USED when another member holds `email`; otherwise answers
 * the write that claims it for `memberId`, to run with the member's own write. Wrap the transaction in
 * retryLostClaims: a writer claiming the same email in between makes this commit fail, and the next run refuses.
 */
export async function claimEmail(tx: Transaction, orgId: string, memberId: string, email: string): Promise<() => void> {
  const keys = await readClaims(tx, orgId, memberId, { email });
  if (keys.taken.length) throw new ApiError('EMAIL_ALREADY_USED');
  return keys.claim;
}

/** Inside a transaction, for a writer that stores no member yet (a signup's checkout): EMAIL_ALREADY_USED when a member holds `email`. */
export async function assertEmailUnclaimed(tx: Transaction, orgId: string, email: string): Promise<void> {
  await claimEmail(tx, orgId, '', email);
}

/** In a batch: claims `keys` for `memberId` create-only, so the batch fails (ALREADY_EXISTS) when any claim is there. */
export function createClaims(batch: WriteBatch, orgId: string, memberId: string, keys: MemberKeys): void {
  for (const [key, value] of entries(keys)) batch.create(claimRef(orgId, key, value), { memberId, key, value });
}

/**
 * Whether a write lost to another writer: ALREADY_EXISTS (a create-only write found its document),
 * FAILED_PRECONDITION (a claim changed since it was read), ABORTED (a transaction held a lock on it), or the
 * emulator's INVALID_ARGUMENT "Transaction is invalid or closed" (its lock was taken by a contending transaction; the
 * SDK does not retry that code itself).
 */
export const lostToAnotherWriter = (e: unknown) => {
  const err = e as { code?: unknown; message?: unknown } | null;
  if ([6, 9, 10].includes(err?.code as number)) return true;
  return err?.code === 3 && String(err.message).includes('Transaction is invalid or closed');
};

/** Runs a transaction that claims keys again when its commit lost a claim to another writer (the next run sees it). */
export async function retryLostClaims<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (e) {
      if (i >= attempts || !lostToAnotherWriter(e)) throw e;
    }
  }
}
