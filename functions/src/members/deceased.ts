import { FieldValue, type DocumentData, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { propagatesDeceased, type DeceasedSource } from '@tessera/domain/entities/member';
import { DECEASED_REPORTS_PER_ORG, deceasedNoticeId, pendingDeceasedNotice } from '@tessera/domain/entities/deceasedNotice';
import { accountPath, col, deceasedNoticePath, orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { processedEventRef } from '../shared/processedEvents';
import { auditRef } from '../shared/audit';
import { auditSortKeys } from '@tessera/domain/entities/audit';
import { enqueueMail } from '../mail/enqueue';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { countHit, rateLimitRef } from '../verification/rateLimit';

const orgName = (org: DocumentData | undefined, id: string) => (org?.publicInfo?.name as string | undefined) ?? id;
const memberName = (m: QueryDocumentSnapshot) => `${m.get('name') ?? ''} ${m.get('surname') ?? ''}`.trim();
const orgOf = (m: QueryDocumentSnapshot) => m.ref.parent.parent!.id;

/** The reporting organization's daily allowance of reports (DECEASED_REPORTS_PER_ORG). */
const REPORTS_SCOPE = 'deceased-reports';

/**
 * Deceased reports: when a general (or platform) admin flags deceased a member that existed
 * (propagatesDeceased), every OTHER organization holding a member with the same tax code gets a notice: one per
 * receiving member (organizations/{org}/deceasedNotices, entities/deceasedNotice.ts) saying who reported it and when.
 * Nothing changes on the receiving member until its general admin confirms the notice (deceasedNotice.ts): one
 * organization cannot mark people deceased in another. A member writer cannot report by inventing a member either: a
 * new member, a group admin's or an upload's flag never reports.
 *
 * Each receiving organization gets an audit record and each of its general admins a mail through the outbox; the
 * reporting organization gets an audit record listing what it reached. A reporting organization sends at most
 * DECEASED_REPORTS_PER_ORG reports a day: beyond that nothing leaves it, and its audit trail says so.
 *
 * One transaction with the event id in processedEvents: a redelivered event changes nothing; members already
 * deceased get no notice. Returns how many notices were written (0 for a redelivery, nothing to do or the limit).
 */
export async function propagateDeceased(
  eventId: string,
  orgId: string,
  memberId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<number> {
  if (!propagatesDeceased(before, after)) return 0;
  const ssn = String(after!.ssn);
  const marker = processedEventRef(eventId, 'deceased');
  const same = db.collectionGroup('members').where('ssn', '==', ssn);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(marker)).exists) return 0;
    const found = await tx.get(same);
    const targets = found.docs.filter((d) => {
      // only organizations/{org}/members/{id}, in another organization, not deceased yet
      const org = d.ref.parent.parent;
      return org?.parent.id === col.organizations && org.id !== orgId && d.get('deceased') !== true;
    });
    const targetOrgs = [...new Set(targets.map(orgOf))];
    const source = await tx.get(db.doc(orgPath(orgId)));
    // every general admin of each receiving organization is told, in their account's language
    const admins = await Promise.all(
      targetOrgs.map((id) => tx.get(db.collection(col.profiles).where('orgId', '==', id).where('role', '==', 'organization'))),
    );
    const uids = [...new Set(admins.flatMap((q) => q.docs.map((a) => a.get('uid') as string)))];
    const langs = new Map((await Promise.all(uids.map((uid) => tx.get(db.doc(accountPath(uid)))))).map((a) => [a.id, a.get('lang')]));

    const at = new Date();
    const by = (after!.deceasedBy as string | undefined) ?? null;
    // the allowance is counted last: it writes, and a transaction reads everything first
    const allowed =
      targets.length === 0 ||
      (await countHit(tx, rateLimitRef(REPORTS_SCOPE, orgId), REPORTS_SCOPE, DECEASED_REPORTS_PER_ORG, at.getTime()));
    tx.create(marker, {
      type: 'deceasedPropagation',
      org: orgId,
      memberId,
      notices: allowed ? targets.length : 0,
      at: FieldValue.serverTimestamp(),
    });
    if (!allowed) {
      tx.set(auditRef(orgId, eventId), {
        type: 'deceasedReportsLimited',
        memberId,
        by,
        notReached: targets.length,
        limit: DECEASED_REPORTS_PER_ORG.max,
        at,
        sortKeys: auditSortKeys(at),
      });
      return 0;
    }
    const deceasedSource: DeceasedSource = { org: orgId, orgName: orgName(source.data(), orgId), memberId, by, at };
    tx.set(auditRef(orgId, eventId), {
      type: 'deceasedPropagated',
      memberId,
      by,
      reached: targets.map((d) => ({ org: orgOf(d), memberId: d.id })),
      at,
      sortKeys: auditSortKeys(at),
    });
    for (const d of targets) writeNotice(tx, orgOf(d), d, deceasedSource);
    for (const [i, target] of targetOrgs.entries()) {
      const reached = targets.filter((d) => orgOf(d) === target);
      tx.set(auditRef(target, eventId), {
        type: 'deceasedReceived',
        source: deceasedSource,
        members: reached.map((d) => d.id),
        at,
        sortKeys: auditSortKeys(at),
      });
      for (const admin of admins[i]!.docs.filter((a) => typeof a.get('email') === 'string')) {
        for (const m of reached) {
          await enqueueMail(
            {
              orgId: target,
              to: admin.get('email') as string,
              template: 'deceasedPropagated',
              lang: langs.get(admin.get('uid') as string) === 'en' ? 'en' : 'it',
              memberId: m.id,
              data: { memberName: memberName(m), sourceOrgName: deceasedSource.orgName, at: todayInItaly(at) },
            },
            tx,
          );
        }
      }
    }
    return targets.length;
  });
}

/** The receiving member's notice, pending; a second report of the same death reopens the same one. */
function writeNotice(tx: Transaction, org: string, member: QueryDocumentSnapshot, source: DeceasedSource): void {
  tx.set(
    db.doc(deceasedNoticePath(org, deceasedNoticeId(source, member.id))),
    pendingDeceasedNotice(member.id, memberName(member), source),
  );
}
