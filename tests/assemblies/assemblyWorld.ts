import {
  accountPath,
  assemblyPath,
  orgCol,
  profileId,
  profilePath,
  registerEntryPath,
  registerFeePath,
  registerMemberPath,
} from '@tessera/domain/paths';
import { registerEntryId } from '@tessera/domain/register/entry';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { adminAuth, db } from '../support/admin';
import { api } from '../support/api';
import { refreshIdToken, signIn } from '../support/emulators';
import { addMember, PASSWORD } from '../support/world';

// What the assemblies' tests need beyond the shared world: members who sign in, and their standing in the register of
// members written as the register's own writers leave it (an admission entry, the member's state, a fee), with
// admission dates in the past, which the register's triggers would never write.

export interface Voter {
  memberId: string;
  uid: string;
  email: string;
  token: string;
}

let seq = 0;

/** A member of `org` with a sign-in and its member profile chosen. */
export async function voter(org: string, key: string): Promise<Voter> {
  const email = `${key}@${org}.it`;
  const memberId = await addMember(org, { name: key, surname: 'Socio', email, group: 'g1', accountStatus: 'ACTIVE' });
  const uid = `uid-${org}-${key}`;
  await adminAuth.createUser({ uid, email, password: PASSWORD, emailVerified: true });
  const pid = profileId(uid, org, 'member');
  await db.doc(accountPath(uid)).set({ email, phone_number: null, mfa: false, last_mfa: 0, lang: null, profileIds: [pid] });
  await db.doc(profilePath(pid)).set({
    uid,
    email,
    orgId: org,
    orgName: org,
    role: 'member',
    groups: [],
    memberId,
    display_name: key,
  });
  const session = await signIn(email, PASSWORD);
  await api('GET', '/auth/validate', { token: session.idToken });
  return { memberId, uid, email, token: await refreshIdToken(session.refreshToken) };
}

/** The member's place in the register: admitted on `admissionDate`, still in or gone, with the fees of `feeYears` paid. */
export async function enrol(
  org: string,
  memberId: string,
  admissionDate: string,
  opts: { standing?: 'in' | 'out'; feeYears?: readonly number[] } = {},
): Promise<void> {
  const n = ++seq;
  await db.doc(registerEntryPath(org, registerEntryId(n))).set({ seq: n, kind: 'admission', memberId, admissionDate });
  await db.doc(registerMemberPath(org, memberId)).set({ standing: opts.standing ?? 'in', seq: n, admissionSeq: n });
  for (const feeYear of opts.feeYears ?? [])
    await db.doc(registerFeePath(org, `fee-${memberId}-${feeYear}`)).set({ seq: n, memberId, feeYear, feeCents: 3000 });
}

/** The member leaves the register on `departureDate`: a departure entry, and their state pointing to it. */
export async function leave(org: string, memberId: string, departureDate: string): Promise<void> {
  const n = ++seq;
  const state = db.doc(registerMemberPath(org, memberId));
  const admissionSeq = (await state.get()).get('admissionSeq') as number;
  await db
    .doc(registerEntryPath(org, registerEntryId(n)))
    .set({ seq: n, kind: 'departure', memberId, departureDate, departureCause: 'withdrawal' });
  await state.set({ standing: 'out', seq: n, admissionSeq });
}

/** A date-time `days` from now (negative: past), ISO. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
/** The Italian day of an ISO date-time. */
export const dayOf = (iso: string) => todayInItaly(new Date(iso));

/** Moves an assembly's calls, as the clock would: around the API, since the API convenes only with the notice kept. */
export async function moveCalls(org: string, id: string, firstCall: string, secondCall: string): Promise<void> {
  await db.doc(assemblyPath(org, id)).update({ firstCall, secondCall });
}

/** Every document under an assembly's subcollection. */
export async function docsUnder(org: string, id: string, sub: string) {
  return (await db.collection(`${orgCol(org, 'assemblies')}/${id}/${sub}`).get()).docs;
}
