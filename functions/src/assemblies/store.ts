import type { DocumentReference, DocumentSnapshot, Query, Transaction } from 'firebase-admin/firestore';
import type { AgendaItem, AssemblyStatus } from '@tessera/domain/assemblies/assembly';
import type { AssemblyDocument } from '@tessera/domain/assemblies/documents';
import { entitlement, withException, type Entitlement, type RegisterStanding } from '@tessera/domain/assemblies/entitlement';
import { statuteRulesOf, type AssemblyKind, type StatuteRules } from '@tessera/domain/assemblies/rules';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { assemblyPath, assemblyRulesPath, orgCol, registerEntryPath, registerMemberPath } from '@tessera/domain/paths';
import { registerEntryId } from '@tessera/domain/register/entry';
import { ApiError } from '../http/apiError';
import { memberRecipient } from '../mail/memberRecipient';
import { db } from '../shared/admin';

/**
 * The assemblies' documents (docs/assemblies.md "Data model"): the assembly with its live counts of those present and
 * represented, and beneath it one document per member for what concerns them (entitlement, proxy given, proxies held,
 * attendance) and the ballots and voters of its votes.
 */
export interface StoredAssembly {
  kind: AssemblyKind;
  title: string;
  firstCall: string;
  secondCall: string;
  place: string | null;
  online: boolean;
  status: AssemblyStatus;
  agenda: AgendaItem[];
  openedOn: 'FIRST' | 'SECOND' | null;
  entitledAtOpening: number | null;
  present: number;
  represented: number;
  /** attached while in DRAFT (documents.ts); absent on assemblies written before documents existed */
  documents?: AssemblyDocument[];
  /** set when the minutes are approved into the book (members read them from then on) */
  minutesApproved?: boolean;
}

/** A proxy given (`proxies/{giver}`): created once per giver, deleted when revoked. */
export interface StoredProxy {
  giver: string;
  holder: string;
  paper: boolean;
  /** who recorded a paper proxy (uid) */
  recordedBy: string | null;
  /** a paper proxy's signed form, a stored file (proxyScan.ts); null once erased with the member */
  scanFileId?: string | null;
  at: Date;
}

/** A holder's proxies (`holders/{holder}`): the count the limit is checked on, and the givers, in one document. */
export interface StoredHolder {
  count: number;
  givers: string[];
}

/** A member's attendance (`attendance/{member}`): present now or not, how, and since when. */
export interface StoredAttendance {
  memberId: string;
  present: boolean;
  mode: 'HALL' | 'REMOTE';
  at: Date;
}

export const assemblyRef = (orgId: string, id: string) => db.doc(assemblyPath(orgId, id));
const sub = (orgId: string, id: string, name: string, doc: string) => assemblyRef(orgId, id).collection(name).doc(doc);
export const entitlementRef = (orgId: string, id: string, memberId: string) => sub(orgId, id, 'entitlements', memberId);

/** A member's line of the roll as stored (`entitlements/{member}`, where the member reads it) and answered, but the name. */
export function entitlementLine(memberId: string, e: Entitlement, exception: string | null) {
  return {
    memberId,
    entitled: e.entitled,
    reason: e.entitled ? (e.waived ?? null) : e.reason,
    eligibleFrom: (!e.entitled && e.eligibleFrom) || null,
    exception,
  };
}
export const proxyRef = (orgId: string, id: string, giver: string) => sub(orgId, id, 'proxies', giver);
export const holderRef = (orgId: string, id: string, holder: string) => sub(orgId, id, 'holders', holder);
export const attendanceRef = (orgId: string, id: string, memberId: string) => sub(orgId, id, 'attendance', memberId);
/** Every entry and exit, one document each (`attendanceLog/{auto}`: the attendance as it became, with its time). */
export const attendanceLogRef = (orgId: string, id: string) => assemblyRef(orgId, id).collection('attendanceLog');
export const ballotRef = (orgId: string, id: string, ballotId: string) => sub(orgId, id, 'ballots', ballotId);
export const exceptionRef = (orgId: string, id: string, memberId: string) => sub(orgId, id, 'exceptions', memberId);
export const convocationRef = (orgId: string, id: string) => sub(orgId, id, 'convocation', 'sent');
/** The n-th list of the members a convocation mails, beside it. */
export const recipientListRef = (orgId: string, id: string, n: number) => sub(orgId, id, 'convocation', `recipients_${n}`);
/**
 * The video meeting's address (`meeting/link`: `url`), apart from the assembly the members read: the back office reads
 * it, a member receives it only from attend, once their attendance is recorded.
 */
export const meetingRef = (orgId: string, id: string) => sub(orgId, id, 'meeting', 'link');
export const minutesRef = (orgId: string, id: string) => sub(orgId, id, 'minutes', 'draft');
export const voterRef = (orgId: string, id: string, itemId: string, memberId: string) => sub(orgId, id, 'voters', `${itemId}_${memberId}`);
/**
 * A member's place in an item's count (`counted/{item}_{member}`, `item` only): created once, by the first ballot that
 * counts them, their own or the one of the holder who carried their proxy while they were away. No other ballot on the
 * item counts them again. It says that someone's ballot counts the member, never how it went.
 */
export const slotRef = (orgId: string, id: string, itemId: string, memberId: string) => sub(orgId, id, 'counted', `${itemId}_${memberId}`);

/**
 * The gates of an item's vote (`gates/{item}_{k}`, `open`): opened with the vote, closed with it. A ballot reads the
 * one gate its voter falls on in its transaction, and the close rewrites them all in its own, so a ballot either
 * commits before the close (and is counted) or finds its gate closed. Spread over several documents so that the
 * ballots of a hall voting at once do not all queue on one (the emulator, for one, locks a document a transaction reads).
 */
export const GATE_SHARDS = 16;
export const gateRefs = (orgId: string, id: string, itemId: string) =>
  Array.from({ length: GATE_SHARDS }, (_, k) => sub(orgId, id, 'gates', `${itemId}_${k}`));
/** The shard a voter's ballots fall on, the same every time: its gate and its turnout count. */
export function shardOf(memberId: string): number {
  let h = 0;
  for (const c of memberId) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % GATE_SHARDS;
}

/**
 * The live turnout of an item's vote (`turnout/{item}_{k}`: `item`, `cast` voters, `weight` votes with proxies),
 * spread as the gates are and moved by increments the ballot's transaction writes without reading them, so the
 * chair sees how many have voted while the vote is open (never how: the choices are counted at the close).
 */
export const turnoutRef = (orgId: string, id: string, itemId: string, k: number) => sub(orgId, id, 'turnout', `${itemId}_${k}`);

/** The assembly, read in the transaction when one is given: NOT_FOUND when it is not the organization's. */
export async function loadAssembly(orgId: string, id: string, tx?: Transaction): Promise<{ ref: DocumentReference; data: StoredAssembly }> {
  const ref = assemblyRef(orgId, id);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  return { ref, data: snap.data() as StoredAssembly };
}

/** ASSEMBLY_STATUS_CONFLICT unless the assembly is in one of these statuses. */
export function assertStatus(a: StoredAssembly, ...allowed: AssemblyStatus[]): void {
  if (!allowed.includes(a.status)) throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
}

export async function loadRules(orgId: string, tx?: Transaction): Promise<StatuteRules> {
  const ref = db.doc(assemblyRulesPath(orgId));
  const snap = tx ? await tx.get(ref) : await ref.get();
  return statuteRulesOf(snap.data());
}

/** The assembly's day as the law reckons seniority and the fee's year: the first call's date in Italy. */
export const assemblyDay = (a: Pick<StoredAssembly, 'firstCall'>) => todayInItaly(new Date(a.firstCall));
const feeYear = (day: string) => Number(day.slice(0, 4));

const paidIn = (snaps: { docs: DocumentSnapshot[] }) => snaps.docs.some((d) => Number(d.get('feeCents')) > 0);

/** The admission day of a member as the register's admission (or opening) entry records it. */
function admissionDateOf(entry: DocumentSnapshot | undefined): string | null {
  const v = entry?.get('admissionDate') as unknown;
  return typeof v === 'string' ? v : null;
}

/** A member's name as the assembly's lists write it (surname, then name): the roll, the present list and the door. */
export const rollName = (data: FirebaseFirestore.DocumentData | undefined) =>
  [data?.surname, data?.name].filter((v) => typeof v === 'string' && v).join(' ');

/**
 * One member's entitlement at the assembly, from the register of members (where they stand, their admission entry)
 * and the register's fees of the assembly's year. Read in the transaction when given, so a check and the write it
 * allows stand on the same reads.
 */
export async function memberEntitlement(
  orgId: string,
  assemblyId: string,
  a: Pick<StoredAssembly, 'firstCall'>,
  memberId: string,
  rules: StatuteRules,
  tx?: Transaction,
): Promise<Entitlement> {
  const readDoc = (r: DocumentReference) => (tx ? tx.get(r) : r.get());
  const readQuery = (q: Query) => (tx ? tx.get(q) : q.get());
  const day = assemblyDay(a);
  const fees = db.collection(orgCol(orgId, 'registerFees')).where('memberId', '==', memberId).where('feeYear', '==', feeYear(day));
  const [state, feeSnap, exception] = await Promise.all([
    readDoc(db.doc(registerMemberPath(orgId, memberId))),
    readQuery(fees),
    readDoc(exceptionRef(orgId, assemblyId, memberId)),
  ]);
  const [admission, departure] = state.exists
    ? await Promise.all(standingEntries(orgId, state).map((ref) => (ref ? readDoc(ref) : undefined)))
    : [undefined, undefined];
  return withException(entitlement(standingOf(state, admission, departure), paidIn(feeSnap), day, rules), exception.exists);
}

/**
 * The register's entries a member's standing is read from: their admission (or opening) entry and, once they are out,
 * the departure that put them out (the last entry about them), which dates it.
 */
function standingEntries(orgId: string, state: DocumentSnapshot): [DocumentReference | null, DocumentReference | null] {
  const entry = (seq: unknown) => (typeof seq === 'number' ? db.doc(registerEntryPath(orgId, registerEntryId(seq))) : null);
  return [entry(state.get('admissionSeq')), state.get('standing') === 'in' ? null : entry(state.get('seq'))];
}

function standingOf(
  state: DocumentSnapshot,
  admission: DocumentSnapshot | undefined,
  departure: DocumentSnapshot | undefined,
): RegisterStanding {
  if (!state.exists) return null;
  const left = departure?.get('kind') === 'departure' ? (departure.get('departureDate') as unknown) : null;
  return {
    standing: state.get('standing') === 'in' ? 'in' : 'out',
    admissionDate: admissionDateOf(admission),
    departureDate: typeof left === 'string' ? left : null,
  };
}

export interface RollLine {
  memberId: string;
  name: string;
  entitlement: Entitlement;
  /** the note of an admin's exception, when one stands */
  exception: string | null;
  /** where the member's mail goes (null: no address) */
  recipient: { to: string; lang: 'it' | 'en' } | null;
}

/**
 * Every member of the organization, each with their entitlement at the assembly (an admin's exception applied): the register's states, the admission
 * entries they point to and the year's fees, a few reads for the whole roll. A member the register never named is
 * NOT_IN_REGISTER; a state whose member is gone has no line.
 */
export async function roll(
  orgId: string,
  assemblyId: string,
  a: Pick<StoredAssembly, 'firstCall'>,
  rules: StatuteRules,
): Promise<RollLine[]> {
  const day = assemblyDay(a);
  const [members, states, fees, exceptions] = await Promise.all([
    db.collection(orgCol(orgId, 'members')).select('name', 'surname', 'email', 'lang').get(),
    db.collection(orgCol(orgId, 'registerMembers')).get(),
    db.collection(orgCol(orgId, 'registerFees')).where('feeYear', '==', feeYear(day)).get(),
    assemblyRef(orgId, assemblyId).collection('exceptions').get(),
  ]);
  const excepted = new Map(exceptions.docs.map((d) => [d.id, d.get('note') as string]));
  const paid = new Set(fees.docs.filter((d) => Number(d.get('feeCents')) > 0).map((d) => d.get('memberId') as string));
  const stateOf = new Map(states.docs.map((s) => [s.id, s]));
  const entryRefs = new Map(states.docs.map((s) => [s.id, standingEntries(orgId, s)]));
  const wanted = [...entryRefs.values()].flat().filter((r): r is DocumentReference => r !== null);
  const entries = new Map((wanted.length ? await db.getAll(...wanted) : []).map((e) => [e.ref.path, e]));
  const read = (ref: DocumentReference | null | undefined) => (ref ? entries.get(ref.path) : undefined);
  return members.docs.map((m) => {
    const name = rollName(m.data());
    const state = stateOf.get(m.id);
    const [admission, departure] = entryRefs.get(m.id) ?? [null, null];
    const standing = state ? standingOf(state, read(admission), read(departure)) : null;
    const byRules = entitlement(standing, paid.has(m.id), day, rules);
    return {
      memberId: m.id,
      name,
      entitlement: withException(byRules, excepted.has(m.id)),
      exception: excepted.get(m.id) ?? null,
      recipient: memberRecipient(m.data()),
    };
  });
}

/** The members the register counts as in now: the association's size for the proxy limit. */
export async function memberCount(orgId: string): Promise<number> {
  const agg = await db.collection(orgCol(orgId, 'registerMembers')).where('standing', '==', 'in').count().get();
  return agg.data().count;
}
