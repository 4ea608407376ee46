import { ERASED } from '@tessera/domain/entities/erasure';
import type { Recipient } from '@tessera/domain/mailshots/mailshot';
import { orgCol } from '@tessera/domain/paths';
import type { PersonalDataSubject } from '../personalData/registry';
import { db } from '../shared/admin';
import { addressesOf, backfillEach, eraseEach, stillToErase, storedList } from '../shared/erasing';
import { batchKeyFields, deliveries, mailshots, recipientKey, suppressions } from './store';

/**
 * An erased member's entries in the resolved recipient lists (`batches/*`: every mailshot's, sent or refused) keep
 * their place — the expansion's cursor counts entries — and lose the address and the merge values; the expansion
 * skips such an entry (expand.ts), so a mailshot still going out never mails the member. Only the batches whose
 * `recipientKeys` hold the member's id or the key of one of their addresses are read (store.ts batchKeyFields: every
 * entry the comparison below accepts puts one of them there), in one collection group query.
 */
export async function eraseBatches({ orgId, memberId, member }: PersonalDataSubject): Promise<number> {
  const keys = new Set(addressesOf(member).map(recipientKey));
  const names = (r: Recipient) => r.memberId === memberId || (r.email !== ERASED && keys.has(recipientKey(r.email)));
  const found = await db
    .collectionGroup('batches')
    .where('org', '==', orgId)
    .where('recipientKeys', 'array-contains-any', [memberId, ...keys])
    .get();
  const inOrg = `${orgCol(orgId, 'mailshots')}/`;
  return eraseEach(
    found.docs.filter((d) => d.ref.path.startsWith(inOrg)),
    (d) => {
      const recipients = (d.get('recipients') ?? []) as Recipient[];
      if (!recipients.some((r) => names(r) && (r.email !== ERASED || Object.keys(r.values ?? {}).length > 0))) return null;
      const after = recipients.map((r) => (names(r) ? { ...r, email: ERASED, values: {} } : r));
      return { recipients: after, ...batchKeyFields(orgId, after) };
    },
  );
}

/** The keys of the batches stored before they carried them: every mailshot's, 20 batches a page (they are large). */
export async function backfillBatchKeys(orgId: string): Promise<number> {
  let written = 0;
  for (const mailshot of await mailshots(orgId).listDocuments())
    written += await backfillEach(mailshot.collection('batches'), ['recipients', 'org', 'recipientKeys'], 20, (d) =>
      batchKeyFields(orgId, storedList(d, 'recipients')),
    );
  return written;
}

/**
 * An erased member's newsletter deliveries (by member id, or by the key of one of their addresses) keep their state
 * and events — the mailshot's counts stay right — and lose the address and the merge values. A suppression of their
 * address keeps its key (the hash still keeps the address from being mailed) and loses the address.
 */
export async function eraseDeliveries({ orgId, memberId, member }: PersonalDataSubject): Promise<number> {
  const keys = addressesOf(member).map(recipientKey);
  const inOrg = `${orgCol(orgId, 'mailshots')}/`;
  const byMember = (await db.collectionGroup('deliveries').where('memberId', '==', memberId).get()).docs.filter((d) =>
    d.ref.path.startsWith(inOrg),
  );
  const ids = keys.length ? (await mailshots(orgId).select().get()).docs.map((m) => m.id) : [];
  const refs = ids.flatMap((m) => keys.map((k) => deliveries(orgId, m).doc(k)));
  const byKey = refs.length ? await db.getAll(...refs) : [];
  const found = [...new Map([...byMember, ...byKey].filter((d) => d.exists).map((d) => [d.ref.path, d])).values()];
  const suppressed = keys.length ? await db.getAll(...keys.map((k) => suppressions(orgId).doc(k))) : [];
  return (
    (await eraseEach(found, (d) => stillToErase(d, { email: ERASED, values: {} }))) +
    (await eraseEach(suppressed, (d) => stillToErase(d, { email: ERASED })))
  );
}

/**
 * The activity log's record of a suppression cleared for one of the member's addresses names the address as its
 * target: it keeps its type, time, who cleared it and the reason the suppression had, and loses the address. (The
 * log's other records name members by id, which reads as nothing once the member is gone.)
 */
export async function eraseSuppressionRecords({ orgId, member }: PersonalDataSubject): Promise<number> {
  const addresses = new Set(addressesOf(member));
  if (!addresses.size) return 0;
  const records = await db.collection(orgCol(orgId, 'audit')).where('type', '==', 'suppressionCleared').get();
  return eraseEach(records.docs, (d) => {
    const target = d.get('target') as unknown;
    return typeof target === 'string' && addresses.has(target.trim().toLowerCase()) ? { target: ERASED } : null;
  });
}
