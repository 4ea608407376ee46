import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  attendeeList,
  draftMinutes,
  proxyListOf,
  editMinutes,
  unknownItems,
  type BookContent,
  type Minutes,
  type MinutesEdit,
  type MinutesStatus,
} from '@tessera/domain/assemblies/minutes';
import {
  approveMinutesContract,
  correctMinutesContract,
  draftMinutesContract,
  updateMinutesContract,
} from '@tessera/domain/contracts/assemblies';
import { memberPath } from '@tessera/domain/paths';
import { EMPTY_HEAD, type ChainHead } from '@tessera/domain/register/chain';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { appendChained } from '../shared/chainStore';
import { assemblyBook, BOOK_APPEND_ATTEMPTS } from './book';
import { assemblyRef, assertStatus, loadAssembly, minutesRef, rollName, type StoredAttendance, type StoredProxy } from './store';

/** The minutes of an assembly (`assemblies/{id}/minutes/draft`): drafted, edited, then approved into the book. */
interface StoredMinutes {
  minutes: Minutes;
  status: MinutesStatus;
  /** the book's entry holding the minutes as they stand (the last correction's once corrected) */
  seq: number | null;
  hash: string | null;
}

const iso = (v: unknown) => (v instanceof Timestamp ? v.toDate().toISOString() : null);

/**
 * POST /v1/assemblies/minutes-draft: the minutes of a closed assembly as what happened makes them: the assembly's
 * document (calls, opening, counts at the closing, each item's result), who attended and the proxies given, each
 * member named as the roll names them. A closed assembly's attendance and proxies change no more, so they are read
 * before the transaction.
 */
export const draftAssemblyMinutes = route(draftMinutesContract, async ({ claims, body, principal }) => {
  const orgId = claims.org;
  const id = body.assemblyId;
  const under = (sub: string) => assemblyRef(orgId, id).collection(sub);
  const [attendance, proxies] = await Promise.all([under('attendance').get(), under('proxies').get()]);
  const came = attendance.docs.map((d) => ({ ...(d.data() as StoredAttendance), memberId: d.id }));
  const given = proxies.docs.map((d) => d.data() as StoredProxy);
  const ids = [...new Set([...came.map((a) => a.memberId), ...given.flatMap((p) => [p.giver, p.holder])])];
  const members = ids.length ? await db.getAll(...ids.map((m) => db.doc(memberPath(orgId, m)))) : [];
  const names = new Map(members.map((snap) => [snap.id, rollName(snap.data())]));
  // a member erased since has no name left: the list keeps their place without one
  const nameOf = (memberId: string) => names.get(memberId) || '—';
  return db.runTransaction(async (tx) => {
    const { data } = await loadAssembly(orgId, id, tx);
    const stored = await storedMinutes(tx, orgId, id);
    assertStatus(data, 'CLOSED');
    if (stored?.status === 'APPROVED') throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
    // the opening's and closing's times are server timestamps, stored beside the assembly's typed fields
    const raw = data as typeof data & { openedAt?: unknown; closedAt?: unknown };
    const minutes = draftMinutes(
      {
        assemblyId: id,
        kind: data.kind,
        title: data.title,
        firstCall: data.firstCall,
        secondCall: data.secondCall,
        place: data.place,
        online: data.online,
        call: data.openedOn ?? 'FIRST',
        openedAt: iso(raw.openedAt),
        closedAt: iso(raw.closedAt),
        entitled: data.entitledAtOpening ?? 0,
        present: data.present,
        represented: data.represented,
        attended: came.length,
        attendedRemotely: came.filter((a) => a.mode === 'REMOTE').length,
        proxies: given.length,
        paperProxies: given.filter((p) => p.paper).length,
        attendees: attendeeList(came, nameOf),
        proxyList: proxyListOf(given, nameOf),
        items: data.agenda.map(({ id: itemId, title, vote, secret, majority, result }) => ({
          id: itemId,
          title,
          vote,
          secret,
          majority,
          result,
        })),
      },
      body.chair,
      body.secretary,
    );
    const next: StoredMinutes = { minutes, status: 'DRAFT', seq: null, hash: null };
    tx.set(minutesRef(orgId, id), { ...next, draftedAt: FieldValue.serverTimestamp(), draftedBy: principal.uid });
    return minutes;
  });
});

async function storedMinutes(tx: Transaction, orgId: string, id: string): Promise<StoredMinutes | null> {
  const snap = await tx.get(minutesRef(orgId, id));
  return snap.exists ? (snap.data() as StoredMinutes) : null;
}

/** The edit checked against the minutes' agenda: an item they have not is refused on its place in the body. */
function checkedEdit(m: Minutes, edit: MinutesEdit): MinutesEdit {
  const unknown = unknownItems(m, edit);
  if (unknown.length)
    throw new ApiError(
      'INVALID_REQUEST',
      (edit.items ?? []).flatMap((item, i) =>
        unknown.includes(item.id) ? [{ path: `body.items.${i}.id`, message: 'validation.notAllowed' }] : [],
      ),
    );
  return edit;
}

/** POST /v1/assemblies/minutes-update: the secretary's edit of a draft not approved. */
export const updateAssemblyMinutes = route(updateMinutesContract, async ({ claims, body, principal }) => {
  const { assemblyId, ...edit } = body;
  return db.runTransaction(async (tx) => {
    const stored = await storedMinutes(tx, claims.org, assemblyId);
    if (!stored) throw new ApiError('NOT_FOUND');
    if (stored.status !== 'DRAFT') throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
    const minutes = editMinutes(stored.minutes, checkedEdit(stored.minutes, edit));
    tx.update(minutesRef(claims.org, assemblyId), { minutes, updatedAt: FieldValue.serverTimestamp(), updatedBy: principal.uid });
    return minutes;
  });
});

/** Appends one entry to the book in the transaction (after every read of it): its number and hash. */
async function appendToBook(tx: Transaction, orgId: string, content: BookContent) {
  const book = assemblyBook(db, orgId);
  const headSnap = await tx.get(book.head);
  const head = headSnap.exists ? (headSnap.data() as ChainHead) : EMPTY_HEAD;
  return () => {
    const [entry] = appendChained(tx, book, head, [content]).entries;
    return { seq: entry!.seq, hash: entry!.hash };
  };
}

/** POST /v1/assemblies/minutes-approve: the draft into the book of assembly meetings; it changes no more. */
export const approveAssemblyMinutes = route(approveMinutesContract, async ({ claims, body, principal }) => {
  const orgId = claims.org;
  return db.runTransaction(async (tx) => {
    const stored = await storedMinutes(tx, orgId, body.assemblyId);
    if (!stored) throw new ApiError('NOT_FOUND');
    if (stored.status !== 'DRAFT') throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
    const append = await appendToBook(tx, orgId, {
      kind: 'minutes',
      assemblyId: body.assemblyId,
      corrects: null,
      note: null,
      minutes: stored.minutes,
    });
    const entry = append();
    tx.update(minutesRef(orgId, body.assemblyId), {
      status: 'APPROVED',
      ...entry,
      approvedAt: FieldValue.serverTimestamp(),
      approvedBy: principal.uid,
    });
    // said on the assembly too, which members read live: their page reads the minutes (readable once approved) then
    tx.update(assemblyRef(orgId, body.assemblyId), { minutesApproved: true });
    return entry;
  }, BOOK_APPEND_ATTEMPTS);
});

/**
 * POST /v1/assemblies/minutes-correct: approved minutes corrected by a new entry naming the one it corrects; the
 * corrected minutes start from the book's entry (what was approved, or last corrected), not from any other copy.
 */
export const correctAssemblyMinutes = route(correctMinutesContract, async ({ claims, body, principal }) => {
  const orgId = claims.org;
  const { assemblyId, note, ...edit } = body;
  return db.runTransaction(async (tx) => {
    const stored = await storedMinutes(tx, orgId, assemblyId);
    if (!stored) throw new ApiError('NOT_FOUND');
    if (stored.status !== 'APPROVED' || stored.seq === null) throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
    const last = (await tx.get(assemblyBook(db, orgId).entry(stored.seq))).get('minutes') as Minutes | undefined;
    if (!last) throw new ApiError('NOT_FOUND');
    const minutes = editMinutes(last, checkedEdit(last, edit));
    const append = await appendToBook(tx, orgId, { kind: 'correction', assemblyId, corrects: stored.seq, note, minutes });
    const entry = append();
    tx.update(minutesRef(orgId, assemblyId), {
      minutes,
      ...entry,
      correctedAt: FieldValue.serverTimestamp(),
      correctedBy: principal.uid,
    });
    return { ...entry, corrects: stored.seq };
  }, BOOK_APPEND_ATTEMPTS);
});
