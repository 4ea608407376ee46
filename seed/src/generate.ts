import { memberCounterDeltas, type MemberCounterDelta as CounterDelta } from '@tessera/domain/counters';
import { nextCardNumber } from '@tessera/domain/entities/member';
import { PaymentTallies } from '@tessera/domain/payments/paymentCounters';
import { listNamesOf } from '@tessera/domain/entities/organization';
import { cardHolderFields } from '@tessera/domain/lists/listFields';
import {
  CARD_NUMBER_COUNTER,
  ORG_MEMBER_COUNTER,
  accountPath,
  cardPath,
  counterPath,
  groupMemberCounter,
  listNamesPath,
  memberPath,
  orgCol,
  orgPath,
  profileId,
  profilePath,
  searchShardPath,
  uniquePath,
  hostsPath,
} from '@tessera/domain/paths';
import { feeYearsOf, memberSearchRow, searchShardOf, storedPayments, storedRow, type SearchShard } from '@tessera/domain/search/record';
import { addDays, dateOnly, utcDate } from './dates';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { AURORA_ORG_ID, DEMO_EMAILS, DEMO_HOSTS, DEMO_PASSWORD, DOPPIO_MEMBER_ID, SOCIO_MEMBER_ID } from './demoIds';
import { memberFactory, type FixedMember, type MemberRecord } from './members';
import { ORGS, listValues, type ConventionDef, type OrgDef, type SaleDef, type CampaignDef } from './organizations';
import { conventionListFields } from '@tessera/domain/entities/convention';
import { saleInput, saleListFields, seatsFreeField } from '@tessera/domain/entities/sale';
import { plannedShards } from '@tessera/domain/sales/seats';
import { campaignInput, campaignListFields } from '@tessera/domain/campaigns/campaign';
import { mailMonth } from '@tessera/domain/entities/mail';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { createRandom } from './random';
import { earlierFeesOf, membershipPaymentOf } from './payments';
import { seededConsents } from './consents';

/** An Auth account to create. */
export interface DemoUser {
  uid: string;
  email: string;
  password: string;
  label: string;
}

/** A Firestore document; dates are JS Dates (the loader converts them to timestamps). */
export interface DemoDoc {
  path: string;
  data: Record<string, unknown>;
}

export interface DemoData {
  users: DemoUser[];
  docs: DemoDoc[];
}

/** The same data as a stream: documents are generated as they are consumed (100,000 members never sit in memory at once). */
export interface DemoStream {
  users: DemoUser[];
  docs: Iterable<DemoDoc>;
}

export interface DemoOptions {
  seed?: number;
  /** members of the first organization (Aurora); at least 2, the demo logins' own records */
  members?: number;
  /** members of the second organization (Tevere) */
  secondOrgMembers?: number;
  /** years of fees per paying member, the last one included (default 1): larger payment histories for benchmarks */
  paymentYears?: number;
  /**
   * "Today" for the data: ages, payment, card, sale and campaign dates are relative to it. Today in Italy by default
   * (`demoToday`); the same seed and day always give the same documents.
   */
  today?: Date;
}

export const DEFAULT_SEED = 2026;
export const DEFAULT_MEMBERS = 300;
export const DEFAULT_SECOND_ORG_MEMBERS = 50;
/** A fixed day the seed's own unit tests generate from, so their expectations never move. */
export const DEMO_TODAY = new Date('2026-11-15T10:00:00Z');

/**
 * The day the demo is dated from unless told otherwise: today in Italy. The server judges every window (a campaign's
 * registrations, a sale's period, a card's validity) by the real clock, so data dated from a fixed day would close its
 * campaigns and expire its cards as the calendar moved on; the same seed and day still give the same documents.
 */
export const demoToday = (now = new Date()) => new Date(`${todayInItaly(now)}T10:00:00Z`);

/** The members the demo logins are linked to (socio@ and doppio@); they come first in Aurora. */
const FIXED_MEMBERS: Record<string, FixedMember[]> = {
  [AURORA_ORG_ID]: [
    {
      id: SOCIO_MEMBER_ID,
      name: 'Giulia',
      surname: 'Rossi',
      gender: 'F',
      birthDate: utcDate(1990, 5, 12),
      birthPlace: 'MILANO',
      group: 'grp-milano-centro',
      category: 'cat-ordinario',
      accountStatus: 'ACTIVE',
      email: DEMO_EMAILS.auroraMember,
    },
    {
      id: DOPPIO_MEMBER_ID,
      name: 'Luca',
      surname: 'Moretti',
      gender: 'M',
      birthDate: utcDate(1978, 11, 3),
      birthPlace: 'ROMA',
      group: 'grp-monza',
      category: 'cat-sostenitore',
      accountStatus: 'ACTIVE',
      email: DEMO_EMAILS.twoProfiles,
    },
  ],
};

/**
 * Deterministic demo data for the emulators: two organizations with their list values, members,
 * cards and member counters, and the demo sign-ins with their accounts and profiles.
 * Pure: no Firebase here, so it is tested without emulators and loaded by `load.ts`.
 */
export function generateDemo(options: DemoOptions = {}): DemoData {
  const { users, docs } = streamDemo(options);
  return { users, docs: [...docs] };
}

/**
 * The demo data, generated lazily in this order: per organization its document, list values, each member with
 * its card, then its counters (known once every member is out); the accounts and profiles last.
 */
export function streamDemo(options: DemoOptions = {}): DemoStream {
  const seed = options.seed ?? DEFAULT_SEED;
  const today = options.today ?? demoToday();
  const counts: Record<string, number> = {
    [ORGS[0]!.id]: options.members ?? DEFAULT_MEMBERS,
    [ORGS[1]!.id]: options.secondOrgMembers ?? DEFAULT_SECOND_ORG_MEMBERS,
  };
  if (!Number.isInteger(seed)) throw new Error('seed must be an integer');
  for (const [orgId, n] of Object.entries(counts)) {
    const min = FIXED_MEMBERS[orgId]?.length ?? 0;
    if (!Number.isInteger(n) || n < min) throw new Error(`member count for ${orgId} must be an integer ≥ ${min}`);
  }
  if (Number.isNaN(today.getTime())) throw new Error('today is not a valid date');
  const paymentYears = options.paymentYears ?? 1;
  if (!Number.isInteger(paymentYears) || paymentYears < 1) throw new Error('payment years must be an integer ≥ 1');

  function* docs(): Generator<DemoDoc> {
    for (const org of ORGS) yield* orgDocs(org, counts[org.id]!, seed, today, paymentYears);
    yield* accountDocs();
    yield { path: hostsPath, data: { hosts: { ...DEMO_HOSTS } } };
  }
  const users = DEMO_ACCOUNTS.map(({ uid, email, label }) => ({ uid, email, password: DEMO_PASSWORD, label }));
  return { users, docs: docs() };
}

/** A demo convention as the API stores one (dates from the seed's today; no documents: files come from uploads). */
function conventionOf(c: ConventionDef, today: Date) {
  const iso = (days: number) => addDays(dateOnly(today), days).toISOString().slice(0, 10);
  const fields = {
    name: c.name,
    description: c.description,
    notes: '',
    startDate: iso(c.startDays),
    endDate: c.endDays === null ? null : iso(c.endDays),
    perpetual: c.endDays === null,
    company: c.company,
  };
  return { ...fields, ...conventionListFields(fields), documents: [], createdAt: today, updatedAt: today };
}

/** A demo sale item as the API stores one (checked by the same schema; dates from the seed's today; no seat taken). */
function saleOf(d: SaleDef, today: Date) {
  const iso = (days: number) => addDays(dateOnly(today), days).toISOString().slice(0, 10);
  const fields = saleInput.parse({
    name: d.name,
    type: d.type,
    descriptionHTML: d.descriptionHTML,
    saleDate: iso(d.saleDays),
    openingDate: iso(d.openDays),
    expirationDate: iso(d.closeDays),
    seatsAvailable: d.seats,
    minEnrolled: d.minEnrolled,
    prices: d.prices.map(([name, cost]) => ({ name, cost })),
    visibleOnline: d.visibleOnline,
    onlineSellable: d.onlineSellable,
    paymentMethods: d.paymentMethods,
  });
  return {
    ...fields,
    ...saleListFields(fields, iso(0)),
    currentEnrolled: 0,
    ...seatsFreeField({ seatsAvailable: fields.seatsAvailable, currentEnrolled: 0 }),
    createdAt: today,
    updatedAt: today,
  };
}

/** A demo campaign as the API stores one (campaigns/campaignStore.ts): published, its list fields, none registered. */
function campaignOf(d: CampaignDef, today: Date) {
  const iso = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const fields = campaignInput.parse({
    name: d.name,
    category: d.category,
    place: d.place,
    startDate: iso(d.startDays),
    endDate: iso(d.endDays),
    ctaText: d.ctaText,
    maxParticipants: d.maxParticipants,
    qrType: d.qrType,
    headerHtml: d.headerHtml,
    tags: d.tags,
    formFields: d.formFields,
    published: true,
  });
  return { ...fields, ...campaignListFields(fields), registered: 0, month: mailMonth(today), createdAt: today, updatedAt: today };
}

function* orgDocs(org: OrgDef, memberCount: number, seed: number, today: Date, paymentYears: number): Generator<DemoDoc> {
  // A copy: callers may change the documents without touching the definitions.
  const orgData = structuredClone({
    publicInfo: org.publicInfo,
    preferences: org.preferences,
    plan: org.plan,
    ...(org.theme ? { theme: org.theme } : {}),
  });
  yield { path: orgPath(org.id), data: orgData };
  const values = listValues(org);
  for (const [id, data] of values) yield { path: `${orgCol(org.id, 'listValues')}/${id}`, data };
  // The names in one document, written with the values (docs/data-model.md §2.5).
  yield { path: listNamesPath(org.id), data: listNamesOf(values.map(([id, data]) => ({ id, type: data.type, name: data.name }))) };
  for (const c of org.conventions) yield { path: `${orgCol(org.id, 'conventions')}/${c.id}`, data: conventionOf(c, today) };
  for (const sale of org.sales ?? []) {
    const path = `${orgCol(org.id, 'sales')}/${sale.id}`;
    yield { path, data: saleOf(sale, today) };
    // its seats, split as the API splits them (domain sales/seats.ts), none taken
    for (const { id, ...shard } of plannedShards([], sale.seats)!.write) yield { path: `${path}/seatShards/${id}`, data: shard };
  }
  for (const c of org.campaigns ?? []) yield { path: `${orgCol(org.id, 'campaigns')}/${c.id}`, data: campaignOf(c, today) };
  for (const { id, ...field } of org.customFields ?? []) yield { path: `${orgCol(org.id, 'customFields')}/${id}`, data: field };
  // the association's own address as its verified default sender (settings → mail senders), so newsletters can go out
  yield {
    path: `${orgCol(org.id, 'mailSenders')}/secretary`,
    data: { name: org.publicInfo.name, email: org.publicInfo.email, verified: true, default: true, createdAt: today },
  };

  // One stream per organization: changing Aurora's member count leaves Tevere's members as they were.
  const create = memberFactory(org, createRandom(mixSeed(seed, org.id)), today);
  // the payments draw from their own stream: adding them left every member as it was
  const paying = createRandom(mixSeed(seed, `${org.id}:payments`));
  const fixed = FIXED_MEMBERS[org.id] ?? [];
  const numbers: string[] = [];
  const counters = new Map<string | null, CounterDelta>();
  const paymentTallies = new PaymentTallies();
  // the advanced search's projection, as its triggers keep it (they are off while loading): kept here, written last
  const shards = new Map<number, Required<SearchShard>>();
  for (let i = 1; i <= memberCount; i++) {
    const { id, data } = create(i, fixed[i - 1]);
    yield { path: memberPath(org.id, id), data };
    if (i <= fixed.length) yield* seededConsents(org.id, id, data, org.publicInfo.email ?? null);
    // the email's claim, as every writer of a member's email keeps it (functions/src/members/uniqueClaims.ts)
    yield { path: uniquePath(org.id, 'email', data.email), data: { memberId: id, key: 'email', value: data.email } };
    yield { path: cardPath(org.id, data.cardNumber), data: cardOf(id, data) };
    const payment = membershipPaymentOf(id, data, paying, today);
    if (payment) {
      yield { path: `${orgCol(org.id, 'payments')}/${id}-fee`, data: payment };
      paymentTallies.add(payment);
    }
    const earlierFees = payment && paymentYears > 1 ? earlierFeesOf(payment, paymentYears) : [];
    for (const earlier of earlierFees) {
      yield { path: `${orgCol(org.id, 'payments')}/${id}-fee-${String(earlier.payYear)}`, data: earlier };
      paymentTallies.add(earlier);
    }
    const shard = shards.get(searchShardOf(id)) ?? { rows: {}, fees: {}, pays: {} };
    shards.set(searchShardOf(id), shard);
    shard.rows[id] = storedRow(memberSearchRow(data));
    const fees = payment ? feeYearsOf([payment, ...earlierFees]) : [];
    if (fees.length) shard.fees[id] = fees;
    const pays = payment
      ? storedPayments([
          { id: `${id}-fee`, data: payment },
          ...earlierFees.map((earlier) => ({ id: `${id}-fee-${String(earlier.payYear)}`, data: earlier })),
        ])
      : null;
    if (pays) shard.pays[id] = pays;
    numbers.push(data.cardNumber);
    for (const [key, d] of memberCounterDeltas(undefined, data)) addDelta(counters, key, d);
  }
  // The card-number counter, as the API keeps it: the highest number issued.
  const lastCard = nextCardNumber(numbers).number;
  if (lastCard) yield { path: counterPath(org.id, CARD_NUMBER_COUNTER), data: { last: lastCard, updatedAt: today } };

  // Exactly what the counters trigger would have written for these creations (it is off while loading).
  for (const [group, d] of counters) {
    yield {
      path: counterPath(org.id, group === null ? ORG_MEMBER_COUNTER : groupMemberCounter(group)),
      data: {
        total: d.total,
        byAccountStatus: d.byAccountStatus,
        byCardStatus: d.byCardStatus,
        ...(group === null ? { byGroup: d.byGroup } : {}),
        group,
        updatedAt: today,
      },
    };
  }
  for (const { id, data } of paymentTallies.documents()) yield { path: counterPath(org.id, id), data: { ...data, updatedAt: today } };
  for (const [n, shard] of shards) yield { path: searchShardPath(org.id, n), data: shard };
}

/** The card document kept beside a member, as the API writes it. */
function cardOf(memberId: string, m: MemberRecord): Record<string, unknown> {
  return {
    number: m.cardNumber,
    memberId,
    ...cardHolderFields(m.cardNumber, m),
    status: m.cardStatus,
    validUntil: m.cardValidUntil,
  };
}

function addDelta(totals: Map<string | null, CounterDelta>, key: string | null, d: CounterDelta): void {
  const t = totals.get(key) ?? { total: 0, byAccountStatus: {}, byCardStatus: {}, byGroup: {} };
  t.total += d.total;
  for (const field of ['byAccountStatus', 'byCardStatus', 'byGroup'] as const) {
    for (const [k, n] of Object.entries(d[field])) t[field][k] = (t[field][k] ?? 0) + n;
  }
  totals.set(key, t);
}

function accountDocs(): DemoDoc[] {
  const docs: DemoDoc[] = [];
  for (const a of DEMO_ACCOUNTS) {
    const ids = a.profiles.map((p) => profileId(a.uid, p.orgId, p.role));
    docs.push({
      path: accountPath(a.uid),
      data: { email: a.email, phone_number: a.phone, mfa: false, last_mfa: 0, lang: null, profileIds: ids },
    });
    a.profiles.forEach((p, i) => {
      const orgName = orgById(p.orgId).publicInfo.name;
      docs.push({
        path: profilePath(ids[i]!),
        data: {
          uid: a.uid,
          email: a.email,
          orgId: p.orgId,
          orgName,
          role: p.role,
          groups: [...p.groups],
          memberId: p.memberId,
          // the organization only: the screens show the role beside it, in the reader's language
          display_name: orgName,
        },
      });
    });
  }
  return docs;
}

function orgById(id: string): OrgDef {
  const org = ORGS.find((o) => o.id === id);
  if (!org) throw new Error(`unknown organization ${id}`);
  return org;
}

/** A per-organization seed: the user's seed mixed with an FNV-1a hash of the organization id. */
function mixSeed(seed: number, key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h ^ seed) >>> 0;
}
