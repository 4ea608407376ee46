import { FieldPath } from 'firebase-admin/firestore';
import { openRegisterContract } from '@tessera/domain/contracts/register';
import { GENESIS_HASH } from '@tessera/domain/register/chain';
import { memberIdentity, memberStanding, registerContent, registerDay } from '@tessera/domain/register/entry';
import { orgCol } from '@tessera/domain/paths';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { memberView } from './memberLife';
import {
  APPEND_ATTEMPTS,
  appendEntries,
  categoryNames,
  headOf,
  headRef,
  memberStateRef,
  type RegisterHead,
  type RegisterMemberState,
} from './registerStore';

/**
 * How long one call goes on before answering that it stopped (the API's requests end at 120 s): the next call resumes
 * from the head's cursor.
 */
const OPENING_CALL_MS = 80_000;

/**
 * Members one opening transaction goes through: their entries, states and places among the admissions without a
 * resolution (3 × 150) and the head, under a transaction's 500 writes.
 */
const OPENING_BATCH = 150;

/**
 * POST /v1/register/open: one opening entry for every current member, a batch of members (by id) per transaction. The
 * first batch creates the head, so from then on the members' life is recorded too; a member admitted meanwhile by
 * the trigger has a state already and is skipped here, as is one this step recorded when the trigger comes. Each
 * transaction moves the head's cursor, so a start cut short resumes where it stopped, and a finished one appends
 * nothing.
 */
export const openRegister = route(openRegisterContract, async ({ claims }) => {
  const orgId = claims.org;
  const started = Date.now();
  let appended = 0;
  for (;;) {
    const step = await db.runTransaction(async (tx) => {
      const headSnap = await tx.get(headRef(db, orgId));
      const now = new Date();
      const head: RegisterHead = headOf(headSnap) ?? {
        seq: 0,
        hash: GENESIS_HASH,
        openedAt: now.toISOString(),
        openingCursor: null,
        openingDone: false,
      };
      if (head.openingDone) return { done: true, appended: 0, total: head.seq, already: headSnap.exists };
      let q = db.collection(orgCol(orgId, 'members')).orderBy(FieldPath.documentId()).limit(OPENING_BATCH);
      if (head.openingCursor) q = q.startAfter(head.openingCursor);
      const members = (await tx.get(q)).docs;
      const states = members.length ? await tx.getAll(...members.map((m) => memberStateRef(db, orgId, m.id))) : [];
      const names = await categoryNames(tx, db, orgId);
      const due = members.flatMap((m, i) => {
        if (states[i]!.exists) return [];
        const view = memberView(m.data());
        if (memberStanding(view) !== 'in') return [];
        const registered = m.get('registeredAt') as { toDate?: () => Date } | undefined;
        return [
          {
            memberId: m.id,
            content: registerContent('opening', {
              ...memberIdentity(m.id, view, names[String(view.category)] ?? null),
              admissionDate: registered?.toDate ? registerDay(registered.toDate()) : null,
            }),
          },
        ];
      });
      // the head moves even when this batch held nobody to record: its cursor and, at the end, `openingDone`
      const moved = {
        ...head,
        openingCursor: members.at(-1)?.id ?? head.openingCursor,
        openingDone: members.length < OPENING_BATCH,
      };
      const { entries, head: after } = appendEntries(
        tx,
        db,
        orgId,
        moved,
        due.map((d) => d.content),
        now,
      );
      due.forEach((d, i) => {
        const seq = entries[i]!.seq;
        const state: RegisterMemberState = { standing: 'in', seq, admissionSeq: seq };
        tx.create(memberStateRef(db, orgId, d.memberId), state);
      });
      return { done: after.openingDone, appended: entries.length, total: after.seq, already: false };
    }, APPEND_ATTEMPTS);
    appended += step.appended;
    if (step.done) return { appended, total: step.total, alreadyOpen: step.already && appended === 0, finished: true };
    if (Date.now() - started > OPENING_CALL_MS) return { appended, total: step.total, alreadyOpen: false, finished: false };
  }
});
