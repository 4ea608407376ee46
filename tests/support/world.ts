import {
  profileId,
  memberPath,
  orgPath,
  cardPath,
  accountPath,
  profilePath,
  orgCol,
  listNamesPath,
  uniquePath,
} from '@tessera/domain/paths';
import { listNamesOf } from '@tessera/domain/entities/organization';
import type { Role } from '@tessera/domain/roles';
import { cardHolderFields, cardListFields, memberListFields, memberListFieldsOf } from '@tessera/domain/lists/listFields';
import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { adminAuth, db } from './admin';
import { api } from './api';
import { clearAuth, clearFirestore, refreshIdToken, signIn } from './emulators';

/**
 * A small, explicit world for API and trigger tests: two organizations, every role, members inside and
 * outside the group admin's groups, and a sign-in with two profiles. Built fresh by each test file.
 */
export const PASSWORD = 'Test-Password-1';

const principalsOf = (orgA: string, orgB: string) =>
  ({
    platform: { email: 'platform@test.it', profiles: [{ org: orgA, role: 'platform' }] },
    orgAdmin: { email: 'admin-a@test.it', profiles: [{ org: orgA, role: 'organization' }] },
    groupAdmin: { email: 'local-a@test.it', profiles: [{ org: orgA, role: 'group', groups: ['g1', 'g2'] }] },
    management: { email: 'mgmt-a@test.it', profiles: [{ org: orgA, role: 'management' }] },
    staff: { email: 'staff-a@test.it', profiles: [{ org: orgA, role: 'staff' }] },
    member: { email: 'member-a@test.it', profiles: [{ org: orgA, role: 'member', memberId: 'm1' }] },
    otherOrgAdmin: { email: 'admin-b@test.it', profiles: [{ org: orgB, role: 'organization' }] },
    twoProfiles: {
      email: 'two@test.it',
      profiles: [
        { org: orgB, role: 'organization' },
        { org: orgA, role: 'member', memberId: 'm2' },
      ],
    },
    noProfile: { email: 'nobody@test.it', profiles: [] },
  }) as const satisfies Record<
    string,
    { email: string; profiles: readonly { org: string; role: Role; groups?: readonly string[]; memberId?: string }[] }
  >;
export type PrincipalName = keyof ReturnType<typeof principalsOf>;

const uidOf = (name: string) => `uid-${name}`;

const membersOf = (orgA: string, orgB: string) =>
  [
    {
      org: orgA,
      id: 'm1',
      name: 'Mario',
      surname: 'Rossi',
      ssn: 'RSSMRA80A01H501U',
      group: 'g1',
      cardNumber: '1001',
      email: 'member-a@test.it',
    },
    {
      org: orgA,
      id: 'm2',
      name: 'Anna',
      surname: 'Bianchi',
      ssn: 'BNCNNA85M41F205Q',
      group: 'g2',
      cardNumber: '1002',
      email: 'two@test.it',
    },
    {
      org: orgA,
      id: 'm3',
      name: 'Luca',
      surname: 'Verdi',
      ssn: 'VRDLCU90B12L219F',
      group: 'g3',
      cardNumber: '1003',
      email: 'luca@test.it',
    },
    {
      org: orgB,
      id: 'mb1',
      name: 'Sara',
      surname: 'Neri',
      ssn: 'NRESRA70C50D612U',
      group: 'gb1',
      cardNumber: '1001',
      email: 'sara@test.it',
    },
  ] as const;

/*
 * The organization ids are new for every test file, so trigger events still in flight from an earlier file land on
 * that file's organizations, never on this one's. The test runner keeps this module loaded across files (isolate:
 * false in vitest.emulators.config.ts), so support/newWorldIds.ts, a setup file, draws new ones before each file;
 * the exports are live bindings, read afresh by every importer.
 */
export let ORG_A = '';
export let ORG_B = '';
export let PRINCIPALS = principalsOf(ORG_A, ORG_B);
export let MEMBERS = membersOf(ORG_A, ORG_B);

/** New organization ids (and the principals and members that name them) for the test file about to run. */
export function drawWorldIds(): void {
  const run = Math.random().toString(36).slice(2, 8);
  ORG_A = `org-a-${run}`;
  ORG_B = `org-b-${run}`;
  PRINCIPALS = principalsOf(ORG_A, ORG_B);
  MEMBERS = membersOf(ORG_A, ORG_B);
}
drawWorldIds();

/** A member of the register with its active card, as an admin creates it (no sign-in). */
/** In an organization id: its documents are written around the API on purpose (strange values): not list-checked. */
export const RAW_ORG_MARK = '-raw';

/** A member document as a writer must store it: the fields given plus the list fields they imply (listFieldsCheck.ts). */
export const storedMember = <T extends Record<string, unknown>>(data: T) => ({ ...data, ...memberListFieldsOf(data) });

/** The claim of a member's email (functions/src/members/uniqueClaims.ts), written alone or in a batch. */
function emailClaim(org: string, memberId: string, email: string) {
  const ref = db.doc(uniquePath(org, 'email', email));
  const data = { memberId, key: 'email', value: email };
  return { set: (batch?: WriteBatch) => (batch ? batch.set(ref, data) : ref.set(data)) };
}

/** A member a test adds around the API: stored as a writer stores it (storedMember), its email claimed. Answers its id. */
export async function addMember(org: string, data: Record<string, unknown>): Promise<string> {
  const ref = db.collection(orgCol(org, 'members')).doc();
  await ref.set(storedMember(data));
  if (typeof data.email === 'string' && data.email) await emailClaim(org, ref.id, data.email).set();
  return ref.id;
}

/** A card document likewise: its list fields follow its number and holder. */
export const storedCard = <T extends Record<string, unknown>>(number: string, data: T) => ({
  ...data,
  ...cardListFields({ number, holder: typeof data.holder === 'string' ? data.holder : null }),
});

/** A test's change to a member around the API, its list fields and email claim kept right as every writer keeps them. */
export async function updateMember(org: string, id: string, patch: Record<string, unknown>): Promise<void> {
  const ref = db.doc(memberPath(org, id));
  const before = (await ref.get()).data() ?? {};
  await ref.update({ ...patch, ...memberListFieldsOf({ ...before, ...patch }) });
  // and its email claimed, as every writer of a member's email keeps it (functions/src/members/uniqueClaims.ts)
  if (typeof patch.email === 'string' && patch.email) await emailClaim(org, id, patch.email).set();
}

/** The same for a card (its holder or number changed by a test's setup). */
export async function updateCard(org: string, number: string, patch: Record<string, unknown>): Promise<void> {
  const ref = db.doc(cardPath(org, number));
  const before = (await ref.get()).data() ?? {};
  await ref.update(storedCard(number, { ...before, ...patch }));
}

export function writeMember(
  batch: WriteBatch,
  m: { org: string; id: string; name: string; surname: string; ssn: string; group: string; cardNumber: string; email?: string },
): void {
  const { org, id, ...fields } = m;
  batch.set(db.doc(memberPath(org, id)), {
    ...fields,
    accountStatus: 'ACTIVE',
    cardStatus: 'ACTIVE',
    ...memberListFields({ ...fields, accountStatus: 'ACTIVE' }),
    registeredAt: Timestamp.now(),
    lastPaymentAt: null,
  });
  // its email claimed, as every writer of a member's email keeps it (functions/src/members/uniqueClaims.ts)
  if (m.email) emailClaim(org, id, m.email).set(batch);
  batch.set(db.doc(cardPath(org, m.cardNumber)), {
    number: m.cardNumber,
    memberId: id,
    ...cardHolderFields(m.cardNumber, m),
    status: 'ACTIVE',
    validUntil: null,
  });
}

async function writeOrganizations() {
  const batch = db.batch();
  for (const [org, name] of [
    [ORG_A, 'Associazione Alfa'],
    [ORG_B, 'Circolo Beta'],
  ] as const) {
    batch.set(db.doc(orgPath(org)), {
      publicInfo: { name, email: `info@${org}.it`, policy_link: '/privacy.pdf', tos_link: '/tos.pdf', statuto: '/statuto.pdf' },
      preferences: { gracePeriodMonths: 2 },
      plan: { name: 'PROFESSIONAL', billing: 'annual', autoRenew: true },
    });
    const values: { id: string; type: string; name: string }[] = [];
    const lv = (id: string, data: { type: string; name: string } & Record<string, unknown>) => {
      values.push({ id, ...data });
      batch.set(db.doc(`${orgCol(org, 'listValues')}/${id}`), data);
    };
    const groups = org === ORG_A ? ['g1', 'g2', 'g3'] : ['gb1'];
    groups.forEach((g, i) => lv(g, { type: 'groups', name: `Gruppo ${i + 1}` }));
    lv(`cat-ord`, { type: 'categories', name: 'Ordinario', amount: 3000, offered: true });
    lv(`cat-sost`, { type: 'categories', name: 'Sostenitore', amount: 10050, offered: true });
    lv(`cat-int`, { type: 'categories', name: 'Onorario', amount: 0, offered: false });
    lv(`sec-1`, { type: 'sections', name: 'Sezione Nord' });
    lv(`mar-1`, { type: 'marital', name: 'Coniugato/a' });
    // written with the values, as every list-value writer does (docs/data-model.md §2.5)
    batch.set(db.doc(listNamesPath(org)), listNamesOf(values));
  }
  for (const m of MEMBERS) writeMember(batch, m);
  await batch.commit();
}

async function writePrincipals() {
  const batch = db.batch();
  for (const [name, p] of Object.entries(PRINCIPALS)) {
    const uid = uidOf(name);
    await adminAuth.createUser({ uid, email: p.email, password: PASSWORD, emailVerified: true });
    const ids = p.profiles.map((pr) => profileId(uid, pr.org, pr.role));
    batch.set(db.doc(accountPath(uid)), { email: p.email, phone_number: null, mfa: false, last_mfa: 0, lang: null, profileIds: ids });
    p.profiles.forEach((pr, i) => {
      batch.set(db.doc(profilePath(ids[i]!)), {
        uid,
        email: p.email,
        orgId: pr.org,
        orgName: pr.org === ORG_A ? 'Associazione Alfa' : 'Circolo Beta',
        role: pr.role,
        groups: 'groups' in pr ? [...pr.groups] : [],
        memberId: 'memberId' in pr ? pr.memberId : null,
        display_name: `${pr.org} ${pr.role}`,
      });
    });
  }
  await batch.commit();
}

export interface World {
  /** ID tokens carrying each principal's (first) profile claims; noProfile's has no claims */
  tokens: Record<PrincipalName, string>;
  refreshTokens: Record<PrincipalName, string>;
  uid: (name: PrincipalName) => string;
}

/** Clears the emulators and builds the world; signs every principal in and selects its profile. */
export async function buildWorld(): Promise<World> {
  await Promise.all([clearFirestore(), clearAuth()]);
  await writeOrganizations();
  await writePrincipals();
  const tokens = {} as Record<PrincipalName, string>;
  const refreshTokens = {} as Record<PrincipalName, string>;
  for (const [name, p] of Object.entries(PRINCIPALS) as [PrincipalName, (typeof PRINCIPALS)[PrincipalName]][]) {
    const session = await signIn(p.email, PASSWORD);
    refreshTokens[name] = session.refreshToken;
    if (p.profiles.length === 1) {
      await api('GET', '/auth/validate', { token: session.idToken });
      tokens[name] = await refreshIdToken(session.refreshToken);
    } else if (p.profiles.length > 1) {
      const first = p.profiles[0]!;
      await api('POST', '/auth/choose-profile', {
        token: session.idToken,
        body: { profileId: profileId(uidOf(name), first.org, first.role) },
      });
      tokens[name] = await refreshIdToken(session.refreshToken);
    } else {
      tokens[name] = session.idToken;
    }
  }
  return { tokens, refreshTokens, uid: uidOf };
}

/**
 * Unsigned JWTs the Auth emulator's verifier looks at: one expired, one for another project, one whose sign-in
 * (auth_time) is 20 minutes old though the token itself is fresh. `who` is the subject and its profile claims.
 */
export function craftedToken(
  kind: 'expired' | 'otherProject' | 'staleSignIn',
  projectId: string,
  who: { uid: string; org: string; role: Role } = { uid: 'uid-orgAdmin', org: ORG_A, role: 'platform' },
): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const aud = kind === 'otherProject' ? 'someone-else' : projectId;
  const times = {
    expired: { iat: now - 7200, exp: now - 3600, auth_time: now - 7200 },
    otherProject: { iat: now, exp: now + 3600, auth_time: now },
    staleSignIn: { iat: now, exp: now + 3600, auth_time: now - 20 * 60 },
  }[kind];
  const claims = { pid: profileId(who.uid, who.org, who.role), org: who.org, role: who.role, groups: [], member: null };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: `https://securetoken.google.com/${aud}`, aud, sub: who.uid, user_id: who.uid, ...times, ...claims })}.`;
}

/** Card attachments on (preference cardAttachments, off by default): the tests that print A4 sheets of cards. */
export async function cardAttachmentsOn(org: string): Promise<void> {
  await db.doc(orgPath(org)).update({ 'preferences.cardAttachments': true });
}
