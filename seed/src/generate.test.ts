import { describe, expect, it } from 'vitest';
import { computeTaxCode, isValidTaxCode } from '@tessera/domain/codiceFiscale';
import { memberInput } from '@tessera/domain/entities/member';
import { LIST_TYPES, listValueSchema, planSchema, preferencesSchema, publicInfoSchema } from '@tessera/domain/entities/organization';
import { orgThemeSchema } from '@tessera/domain/settings/orgTheme';
import { accountSchema, profileSchema } from '@tessera/domain/entities/profile';
import {
  CARD_NUMBER_COUNTER,
  ORG_MEMBER_COUNTER,
  ORG_PAYMENT_COUNTER,
  counterPath,
  groupMemberCounter,
  groupPaymentCounter,
  memberPath,
  uniquePath,
} from '@tessera/domain/paths';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { ageAt, isoDay } from './dates';
import {
  AURORA_GROUP_ADMIN_GROUPS,
  AURORA_ORG_ID,
  DEMO_EMAILS,
  DEMO_PASSWORD,
  DEMO_UIDS,
  DOPPIO_MEMBER_ID,
  SOCIO_MEMBER_ID,
  TEVERE_ORG_ID,
} from './demoIds';
import { cardListFields } from '@tessera/domain/lists/listFields';
import { DEMO_TODAY, demoToday, generateDemo as generateFrom, type DemoData, type DemoDoc, type DemoOptions } from './generate';
import type { MemberRecord } from './members';
import { MUNICIPALITIES, municipality } from './municipalities';

const ORG_IDS = [AURORA_ORG_ID, TEVERE_ORG_ID];
/** The demo dated from a fixed day, so what these tests expect of its dates never moves with the calendar. */
const generateDemo = (options: DemoOptions = {}) => generateFrom({ today: DEMO_TODAY, ...options });
const demo = generateDemo();

/** Documents directly under `organizations/{org}/{collection}`. */
function orgDocs(data: DemoData, org: string, collection: string): DemoDoc[] {
  const prefix = `organizations/${org}/${collection}/`;
  return data.docs.filter((d) => d.path.startsWith(prefix) && !d.path.slice(prefix.length).includes('/'));
}
const members = (data: DemoData, org: string) =>
  orgDocs(data, org, 'members').map((d) => ({ id: d.path.split('/').pop()!, m: d.data as MemberRecord }));
const docAt = (data: DemoData, path: string) => data.docs.find((d) => d.path === path)?.data;
const docsUnder = (data: DemoData, collection: string) => data.docs.filter((d) => d.path.startsWith(`${collection}/`));

function expectUnique(values: string[]) {
  expect(new Set(values).size).toBe(values.length);
}

describe('generateDemo', () => {
  it('is deterministic: the same options give the same data, another seed other data', () => {
    expect(generateDemo()).toEqual(demo);
    expect(generateDemo({ seed: 7, members: 40, secondOrgMembers: 5 })).toEqual(
      generateDemo({ seed: 7, members: 40, secondOrgMembers: 5 }),
    );
    const other = generateDemo({ seed: 7 });
    expect(members(other, AURORA_ORG_ID).map((x) => x.m.ssn)).not.toEqual(members(demo, AURORA_ORG_ID).map((x) => x.m.ssn));
  });

  it('claims every member’s email as the API does (uniques/email:…, naming the member)', () => {
    for (const org of [AURORA_ORG_ID, TEVERE_ORG_ID]) {
      const ms = members(demo, org);
      expect(orgDocs(demo, org, 'uniques')).toHaveLength(ms.length);
      for (const { id, m } of ms)
        expect(docAt(demo, uniquePath(org, 'email', m.email))).toEqual({ memberId: id, key: 'email', value: m.email });
    }
  });

  it('gives each organization its own random stream: Aurora’s size does not change Tevere’s members', () => {
    expect(members(generateDemo({ members: 20 }), TEVERE_ORG_ID)).toEqual(members(demo, TEVERE_ORG_ID));
  });

  it('records the paper form the demo logins’ members signed, matching their member document; no one else gets records', () => {
    const socio = docAt(demo, memberPath(AURORA_ORG_ID, SOCIO_MEMBER_ID)) as MemberRecord;
    const consents = demo.docs.filter((d) => d.path.includes('/consents/'));
    const mine = consents.filter((d) => d.path.startsWith(`${memberPath(AURORA_ORG_ID, SOCIO_MEMBER_ID)}/consents/`));
    expect(mine.map((d) => [d.data.kind, d.data.given, d.data.source, d.data.signedOn])).toEqual([
      ['privacy', true, 'paperForm', isoDay(socio.privacyAcceptedAt)],
      ...(socio.newsletter ? [['marketing', true, 'paperForm', isoDay(socio.privacyAcceptedAt)]] : []),
    ]);
    const owners = new Set(consents.map((d) => d.path.split('/')[3]));
    expect([...owners].sort()).toEqual([DOPPIO_MEMBER_ID, SOCIO_MEMBER_ID].sort());
  });

  it('writes the requested numbers of documents', () => {
    expect(members(demo, AURORA_ORG_ID)).toHaveLength(300);
    expect(members(demo, TEVERE_ORG_ID)).toHaveLength(50);
    const small = generateDemo({ members: 12, secondOrgMembers: 3 });
    for (const [org, n] of [
      [AURORA_ORG_ID, 12],
      [TEVERE_ORG_ID, 3],
    ] as const) {
      expect(members(small, org)).toHaveLength(n);
      expect(orgDocs(small, org, 'cards')).toHaveLength(n);
    }
    expect(docsUnder(demo, 'organizations').filter((d) => d.path.split('/').length === 2)).toHaveLength(2);
    expect(demo.users).toHaveLength(8);
    expect(docsUnder(demo, 'accounts')).toHaveLength(8);
    expect(docsUnder(demo, 'profiles')).toHaveLength(9);
    expectUnique(demo.docs.map((d) => d.path));
  });

  it('writes earlier years of fees with --payment-years, each a valid invoiced fee a year apart', () => {
    const one = orgDocs(generateDemo({ members: 20, secondOrgMembers: 2 }), AURORA_ORG_ID, 'payments');
    const three = orgDocs(generateDemo({ members: 20, secondOrgMembers: 2, paymentYears: 3 }), AURORA_ORG_ID, 'payments');
    expect(three).toHaveLength(one.length * 3);
    const last = one[0]!;
    const earlier = three.filter((d) => d.path.startsWith(`${last.path}-`));
    expect(earlier.map((d) => d.data.payYear)).toEqual([Number(last.data.payYear) - 1, Number(last.data.payYear) - 2]);
    for (const d of earlier) {
      expect(d.data).toMatchObject({ status: 'INVOICED', cardPayment: true, memberId: last.data.memberId });
      expect((d.data.sortKeys as { payDate: string }).payDate).toBe((d.data.payDate as Date).toISOString().slice(0, 10));
    }
    expect(() => generateDemo({ paymentYears: 0 })).toThrow(/payment years/);
  });

  it('refuses member counts that leave out the demo logins’ members', () => {
    expect(() => generateDemo({ members: 1 })).toThrow(/≥ 2/);
    expect(() => generateDemo({ secondOrgMembers: -1 })).toThrow();
    expect(() => generateDemo({ members: 2.5 })).toThrow();
  });

  it('writes organizations that pass the domain schemas', () => {
    for (const org of ORG_IDS) {
      const data = docAt(demo, `organizations/${org}`)!;
      expect(() => publicInfoSchema.parse(data.publicInfo)).not.toThrow();
      expect(() => preferencesSchema.parse(data.preferences)).not.toThrow();
      expect(() => planSchema.parse(data.plan)).not.toThrow();
      expect(preferencesSchema.parse(data.preferences).gracePeriodMonths).toBe(2);
    }
    expect((docAt(demo, `organizations/${AURORA_ORG_ID}`)!.publicInfo as { name: string }).name).toBe('Associazione Aurora APS');
    expect((docAt(demo, `organizations/${TEVERE_ORG_ID}`)!.publicInfo as { name: string }).name).toBe('Circolo Culturale Tevere');
  });

  it('gives the two demo deployments valid looks that differ', () => {
    const [aurora, tevere] = [AURORA_ORG_ID, TEVERE_ORG_ID].map((org) => orgThemeSchema.parse(docAt(demo, `organizations/${org}`)!.theme));
    expect(aurora!.brand['600']).not.toBe(tevere!.brand['600']);
  });

  it('writes list values of every type, valid, with whole-cent category fees', () => {
    for (const org of ORG_IDS) {
      const values = orgDocs(demo, org, 'listValues').map((d) => listValueSchema.parse({ ...d.data, id: d.path.split('/').pop() }));
      const byType = (t: string) => values.filter((v) => v.type === t);
      for (const t of LIST_TYPES) expect(byType(t).length, `${org} ${t}`).toBeGreaterThan(0);
      expect(byType('sections')).toHaveLength(3);
      expect(byType('marital')).toHaveLength(5);
      expect(byType('groups').length).toBeGreaterThanOrEqual(3);
      expect(byType('categories').every((c) => Number.isInteger(c.amount) && c.amount! > 0)).toBe(true);
      expect(byType('categories').some((c) => c.offered)).toBe(true);
      for (const t of ['group_companies', 'ext_companies', 'conv_companies']) expect(byType(t).every((c) => c.code)).toBe(true);
    }
    const aurora = orgDocs(demo, AURORA_ORG_ID, 'listValues').filter((d) => d.data.type === 'groups');
    expect(aurora.length).toBeGreaterThanOrEqual(4);
    expect(docAt(demo, `organizations/${AURORA_ORG_ID}/listValues/cat-ordinario`)).toEqual({
      type: 'categories',
      name: 'Ordinario',
      amount: 3000,
      offered: true,
    });
  });

  it('keeps emails, card numbers and tax codes unique within each organization', () => {
    for (const org of ORG_IDS) {
      const ms = members(demo, org).map((x) => x.m);
      expectUnique(ms.map((m) => m.email));
      expectUnique(ms.map((m) => m.cardNumber));
      expectUnique(ms.map((m) => m.ssn));
    }
  });

  it('computes every tax code from the member’s own data and the birthplace’s Belfiore code', () => {
    for (const org of ORG_IDS) {
      for (const { m } of members(demo, org)) {
        expect(isValidTaxCode(m.ssn), m.ssn).toBe(true);
        const place = municipality(m.birthPlace);
        expect(m.birthProvince).toBe(place.province);
        const birthDate = { year: m.birthDate.getUTCFullYear(), month: m.birthDate.getUTCMonth() + 1, day: m.birthDate.getUTCDate() };
        expect(m.ssn).toBe(computeTaxCode({ name: m.name, surname: m.surname, gender: m.gender, birthDate, belfiore: place.belfiore }));
      }
    }
  });

  it('writes members the API would accept, pointing at existing list values', () => {
    const inputKeys = Object.keys(memberInput.shape);
    for (const org of ORG_IDS) {
      const listIds = new Set(orgDocs(demo, org, 'listValues').map((d) => d.path.split('/').pop()));
      for (const { id, m } of members(demo, org)) {
        expect(id).toMatch(/^m-(aurora|tevere)-\d{4,}$/);
        const input = Object.fromEntries(
          Object.entries(m)
            .filter(([k]) => inputKeys.includes(k))
            .map(([k, v]) => [k, v instanceof Date ? isoDay(v) : v]),
        );
        const parsed = memberInput.safeParse(input);
        expect(parsed.success, `${id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
        for (const ref of [m.group, m.section, m.category, m.maritalStatus]) expect(listIds.has(ref), `${id} → ${ref}`).toBe(true);
        expect(m.email).toBe(m.email.toLowerCase());
        expect(m.phone).toMatch(/^\+39 3\d{2} \d{7}$/);
        expect(m.residence.country).toBe('ITALIA');
      }
    }
  });

  it('tells a consistent story with the dates and statuses', () => {
    for (const org of ORG_IDS) {
      for (const { id, m } of members(demo, org)) {
        const age = ageAt(m.birthDate, DEMO_TODAY);
        expect(age, id).toBeGreaterThanOrEqual(16);
        expect(age, id).toBeLessThanOrEqual(90);
        expect(m.cardStatus).toBe(m.accountStatus === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE');
        expect(isoDay(m.cardValidUntil).slice(5)).toBe('12-31');
        if (m.accountStatus === 'ACTIVE') expect(m.cardValidUntil.getUTCFullYear()).toBeGreaterThanOrEqual(DEMO_TODAY.getUTCFullYear());
        if (m.accountStatus === 'INACTIVE') expect(m.cardValidUntil.getUTCFullYear()).toBeLessThan(DEMO_TODAY.getUTCFullYear());
        if (m.accountStatus === 'PENDING') expect(m.lastPaymentAt).toBeNull();
        expect(m.registeredAt.getTime()).toBeGreaterThanOrEqual(m.birthDate.getTime());
        expect(m.registeredAt.getTime()).toBeLessThanOrEqual(DEMO_TODAY.getTime());
        expect(isoDay(m.privacyAcceptedAt)).toBe(isoDay(m.registeredAt));
        if (m.lastPaymentAt) expect(m.lastPaymentAt.getTime()).toBeGreaterThanOrEqual(m.registeredAt.getTime());
        expect(m.updatedAt.getTime()).toBeGreaterThanOrEqual((m.lastPaymentAt ?? m.registeredAt).getTime());
        expect(m.updatedAt.getTime()).toBeLessThanOrEqual(DEMO_TODAY.getTime());
        expect(m.deceased).toBe(false);
        expect(m.searchTokens).toContain(m.cardNumber);
      }
      const statuses = new Set(members(demo, org).map((x) => x.m.accountStatus));
      expect(statuses.has('ACTIVE')).toBe(true);
    }
    const auroraStatuses = new Set(members(demo, AURORA_ORG_ID).map((x) => x.m.accountStatus));
    expect([...auroraStatuses].sort()).toEqual(['ACTIVE', 'INACTIVE', 'PENDING', 'SUSPENDED']);
  });

  it('dates the demo from today in Italy unless told otherwise: its campaigns still open whatever the day it runs', () => {
    const today = todayInItaly();
    const { docs } = generateFrom({ members: 12, secondOrgMembers: 3 });
    const campaigns = orgDocs({ users: [], docs }, AURORA_ORG_ID, 'campaigns').map((d) => d.data);
    expect(campaigns.length).toBeGreaterThan(0);
    for (const c of campaigns) expect(String(c.endDate) >= today, String(c.name)).toBe(true);
    expect(demoToday(new Date('2026-12-06T23:30:00Z')).toISOString()).toBe('2026-12-07T10:00:00.000Z');
  });

  it('seeded in the first days of January, dates no payment after its day', () => {
    const today = new Date('2027-01-03T10:00:00Z');
    const { docs } = generateFrom({ members: 300, secondOrgMembers: 50, today });
    const payments = ORG_IDS.flatMap((org) => orgDocs({ users: [], docs }, org, 'payments').map((d) => d.data));
    expect(payments.length).toBeGreaterThan(100);
    for (const p of payments) expect((p.payDate as Date).getTime(), String(p.object)).toBeLessThanOrEqual(today.getTime());
  });

  it('writes one card per member, keyed by its number', () => {
    for (const org of ORG_IDS) {
      for (const { id, m } of members(demo, org)) {
        expect(docAt(demo, `organizations/${org}/cards/${m.cardNumber}`)).toEqual({
          number: m.cardNumber,
          memberId: id,
          holder: `${m.surname} ${m.name}`,
          group: m.group,
          status: m.cardStatus,
          validUntil: m.cardValidUntil,
          ...cardListFields({ number: m.cardNumber, holder: `${m.surname} ${m.name}` }),
        });
      }
    }
    expect((docAt(demo, `organizations/${AURORA_ORG_ID}/members/${SOCIO_MEMBER_ID}`) as MemberRecord).cardNumber).toBe('100001');
  });

  it('writes the counters the trigger would have written, equal to a direct count', () => {
    for (const org of ORG_IDS) {
      const ms = members(demo, org).map((x) => x.m);
      type Counts = {
        total: number;
        byAccountStatus: Record<string, number>;
        byCardStatus: Record<string, number>;
        byGroup?: Record<string, number>;
      };
      const expected = new Map<string | null, Counts>();
      const bump = (m: Record<string, number>, k: string) => (m[k] = (m[k] ?? 0) + 1);
      for (const m of ms) {
        for (const key of [null, m.group]) {
          const c = expected.get(key) ?? { total: 0, byAccountStatus: {}, byCardStatus: {}, ...(key === null ? { byGroup: {} } : {}) };
          c.total++;
          bump(c.byAccountStatus, m.accountStatus);
          bump(c.byCardStatus, m.cardStatus);
          if (c.byGroup) bump(c.byGroup, m.group ?? '_none');
          expected.set(key, c);
        }
      }
      // + the card-number counter and the payment counters
      const paymentCounters = orgDocs(demo, org, 'counters').filter((d) => /\/counters\/payments/.test(d.path));
      expect(orgDocs(demo, org, 'counters')).toHaveLength(expected.size + 1 + paymentCounters.length);
      for (const [key, c] of expected) {
        const doc = docAt(demo, counterPath(org, key === null ? ORG_MEMBER_COUNTER : groupMemberCounter(key)));
        expect(doc).toEqual({ ...c, group: key, updatedAt: DEMO_TODAY });
      }
      expect(docAt(demo, counterPath(org, ORG_MEMBER_COUNTER))!.total).toBe(ms.length);
    }
  });

  it('writes the payment counters the trigger would have written: count and amount equal to a direct sum', () => {
    for (const org of ORG_IDS) {
      const ps = orgDocs(demo, org, 'payments').map(
        (d) => d.data as { amount: number; payYear: number; mode: string; group: string | null },
      );
      expect(ps.length).toBeGreaterThan(0);
      const tally = (list: typeof ps) => ({ count: list.length, amount: list.reduce((a, p) => a + p.amount, 0) });
      const whole = docAt(demo, counterPath(org, ORG_PAYMENT_COUNTER))!;
      expect(whole.all).toEqual(tally(ps));
      for (const year of new Set(ps.map((p) => p.payYear)))
        expect((whole.byYear as Record<string, unknown>)[year]).toEqual(tally(ps.filter((p) => p.payYear === year)));
      for (const group of new Set(ps.map((p) => p.group).filter((g): g is string => !!g)))
        expect(docAt(demo, counterPath(org, groupPaymentCounter(group)))!.all).toEqual(tally(ps.filter((p) => p.group === group)));
    }
  });

  it('writes the card-number counter: the highest card number of the organization', () => {
    for (const org of ORG_IDS) {
      const numbers = members(demo, org).map((x) => x.m.cardNumber);
      const highest = numbers.reduce((a, b) => (BigInt(b) > BigInt(a) ? b : a));
      expect(docAt(demo, counterPath(org, CARD_NUMBER_COUNTER))).toEqual({ last: highest, updatedAt: DEMO_TODAY });
    }
  });

  it('creates the demo sign-ins with accounts and valid profiles', () => {
    expect(demo.users.every((u) => u.password === DEMO_PASSWORD)).toBe(true);
    expectUnique(demo.users.map((u) => u.uid));
    expectUnique(demo.users.map((u) => u.email));
    for (const u of demo.users) {
      const account = docAt(demo, `accounts/${u.uid}`)!;
      expect(() => accountSchema.parse({ ...account, uid: u.uid })).not.toThrow();
      expect(account.email).toBe(u.email);
      for (const pid of account.profileIds as string[]) {
        const profile = profileSchema.parse({ ...docAt(demo, `profiles/${pid}`), id: pid });
        expect(pid).toBe(`${u.uid}_${profile.orgId}_${profile.role}`);
        expect(profile.uid).toBe(u.uid);
        expect(profile.email).toBe(u.email);
        expect(profile.groups.length > 0).toBe(profile.role === 'group');
        // A member profile points at a member of its organization with the same email.
        expect(profile.memberId !== null).toBe(profile.role === 'member');
        if (profile.memberId)
          expect((docAt(demo, `organizations/${profile.orgId}/members/${profile.memberId}`) as MemberRecord).email).toBe(u.email);
      }
    }
    const roles = docsUnder(demo, 'profiles').map((d) => d.data.role);
    expect(new Set(roles)).toEqual(new Set(['platform', 'organization', 'group', 'management', 'staff', 'member']));
  });

  it('gives the two-profile user two profiles in two organizations', () => {
    const account = docAt(demo, `accounts/${DEMO_UIDS.twoProfiles}`)!;
    expect(account.email).toBe(DEMO_EMAILS.twoProfiles);
    const profiles = (account.profileIds as string[]).map((id) => docAt(demo, `profiles/${id}`)!);
    expect(profiles).toHaveLength(2);
    expect(new Set(profiles.map((p) => p.orgId))).toEqual(new Set([AURORA_ORG_ID, TEVERE_ORG_ID]));
    expect(profiles.find((p) => p.orgId === TEVERE_ORG_ID)).toMatchObject({
      role: 'organization',
      display_name: 'Circolo Culturale Tevere',
    });
    expect(profiles.find((p) => p.orgId === AURORA_ORG_ID)).toMatchObject({
      role: 'member',
      memberId: DOPPIO_MEMBER_ID,
      display_name: 'Associazione Aurora APS',
    });
  });

  it('gives the group admin exactly two Aurora groups', () => {
    const account = docAt(demo, `accounts/${DEMO_UIDS.auroraGroupAdmin}`)!;
    const [pid] = account.profileIds as string[];
    const profile = docAt(demo, `profiles/${pid}`)!;
    expect(profile).toMatchObject({ role: 'group', orgId: AURORA_ORG_ID, groups: [...AURORA_GROUP_ADMIN_GROUPS] });
    expect(AURORA_GROUP_ADMIN_GROUPS).toHaveLength(2);
    for (const g of AURORA_GROUP_ADMIN_GROUPS) expect(docAt(demo, `organizations/${AURORA_ORG_ID}/listValues/${g}`)?.type).toBe('groups');
    // The group admin sees the socio (Milano Centro) but not every member.
    const inScope = members(demo, AURORA_ORG_ID).filter((x) => (AURORA_GROUP_ADMIN_GROUPS as readonly string[]).includes(x.m.group));
    expect(inScope.map((x) => x.id)).toContain(SOCIO_MEMBER_ID);
    expect(inScope.length).toBeLessThan(300);
  });

  it('links the member logins to their member records', () => {
    const socio = docAt(demo, `organizations/${AURORA_ORG_ID}/members/${SOCIO_MEMBER_ID}`) as MemberRecord;
    expect(socio).toMatchObject({
      email: DEMO_EMAILS.auroraMember,
      accountStatus: 'ACTIVE',
      cardStatus: 'ACTIVE',
      cancellationRequested: false,
    });
    const doppio = docAt(demo, `organizations/${AURORA_ORG_ID}/members/${DOPPIO_MEMBER_ID}`) as MemberRecord;
    expect(doppio).toMatchObject({ email: DEMO_EMAILS.twoProfiles, accountStatus: 'ACTIVE' });
  });

  it('writes nothing undefined (Firestore rejects it)', () => {
    const hasUndefined = (v: unknown): boolean =>
      v === undefined ||
      (Array.isArray(v)
        ? v.some(hasUndefined)
        : v !== null && typeof v === 'object' && !(v instanceof Date) && Object.values(v).some(hasUndefined));
    expect(demo.docs.filter((d) => hasUndefined(d.data)).map((d) => d.path)).toEqual([]);
  });

  // Its speed is the bench's business (npm run bench): a time limit here failed on a loaded machine.
  it('generates 20,000 members, still unique', () => {
    const big = generateDemo({ members: 20_000 });
    const aurora = members(big, AURORA_ORG_ID).map((x) => x.m);
    expect(aurora).toHaveLength(20_000);
    expectUnique(aurora.map((m) => m.cardNumber));
    expectUnique(aurora.map((m) => m.email));
    expectUnique(aurora.map((m) => m.ssn));
    expect(orgDocs(big, AURORA_ORG_ID, 'cards')).toHaveLength(20_000);
    expect(docAt(big, counterPath(AURORA_ORG_ID, ORG_MEMBER_COUNTER))!.total).toBe(20_000);
  });
});

describe('municipalities', () => {
  it('have well-formed, unique codes', () => {
    expect(MUNICIPALITIES.length).toBeGreaterThanOrEqual(40);
    for (const m of MUNICIPALITIES) {
      expect(m.istat).toMatch(/^\d{6}$/);
      expect(m.belfiore).toMatch(/^[A-Z]\d{3}$/);
      expect(m.cap).toMatch(/^\d{5}$/);
      expect(m.province).toMatch(/^[A-Z]{2}$/);
      expect(m.name).toBe(m.name.toUpperCase());
    }
    for (const key of ['istat', 'belfiore', 'name'] as const) expectUnique(MUNICIPALITIES.map((m) => m[key]));
  });
});
