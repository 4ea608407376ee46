import { computeTaxCode } from '@tessera/domain/codiceFiscale';
import { DEFAULT_COUNTRY } from '@tessera/domain/constants';
import type { AccountStatus, CardStatus } from '@tessera/domain/entities/member';
import { memberListFields } from '@tessera/domain/lists/listFields';
import type { MemberSortKeys } from '@tessera/domain/lists/sortKeys';
import { addDays, addYears, ageAt, dateOnly, endOfYear, maxDate, utcDate } from './dates';
import { MUNICIPALITIES, municipality, type Municipality } from './municipalities';
import { FEMALE_NAMES, MALE_NAMES, STREETS, SURNAMES, asciiSlug } from './names';
import type { CategoryDef, GroupDef, MaritalId, OrgDef } from './organizations';
import type { Random } from './random';

/** A member document as stored (dates are JS Dates here; the loader turns them into timestamps). */
export type MemberRecord = {
  name: string;
  surname: string;
  gender: 'M' | 'F';
  birthDate: Date;
  birthPlace: string;
  birthProvince: string;
  ssn: string;
  group: string;
  section: string;
  category: string;
  maritalStatus: MaritalId;
  phone: string;
  email: string;
  cardNumber: string;
  accountStatus: AccountStatus;
  cardStatus: CardStatus;
  cardValidUntil: Date;
  cancellationRequested: boolean;
  deceased: boolean;
  payrollCharge: boolean;
  /** the newsletter consent (mailshots reach only members who gave it) */
  newsletter: boolean;
  privacyAcceptedAt: Date;
  registeredAt: Date;
  lastPaymentAt: Date | null;
  updatedAt: Date;
  residence: { line: string; city: string; state: string; country: string; zip: string };
  searchTokens: string[];
  sortKeys: MemberSortKeys;
};

/** A member the demo logins point at: who they are is fixed, the rest (dates, phone, address) is generated. */
export interface FixedMember {
  id: string;
  name: string;
  surname: string;
  gender: 'M' | 'F';
  birthDate: Date;
  birthPlace: string;
  group: string;
  category: string;
  accountStatus: AccountStatus;
  email: string;
}

/** The association's records start here; nobody registered earlier. */
const FOUNDED = utcDate(2012, 1, 1);
const AGE_BANDS: [min: number, max: number, weight: number][] = [
  [16, 25, 12],
  [26, 40, 24],
  [41, 65, 40],
  [66, 90, 24],
];
const STATUS_WEIGHTS: [AccountStatus, number][] = [
  ['ACTIVE', 80],
  ['INACTIVE', 10],
  ['PENDING', 6],
  ['SUSPENDED', 4],
];
// Real Italian mobile prefixes (TIM, Vodafone, WindTre, Iliad, ...).
// prettier-ignore
const MOBILE_PREFIXES = [
  '320', '324', '327', '328', '329', '330', '331', '333', '334', '335', '338', '339', '340', '342', '345',
  '346', '347', '348', '349', '351', '366', '370', '371', '377', '380', '388', '389', '392', '393',
];
// Reserved example domains (RFC 2606): nothing is ever sent to a real mailbox.
const EMAIL_DOMAINS: [string, number][] = [
  ['example.it', 70],
  ['example.com', 20],
  ['example.org', 10],
];

export const memberId = (org: OrgDef, index: number) => `m-${org.short}-${String(index).padStart(4, '0')}`;

/**
 * Makes an organization's members one by one, keeping emails and tax codes unique within the
 * organization. Card numbers are sequential, so they are unique by construction.
 */
export function memberFactory(org: OrgDef, rng: Random, today: Date) {
  const emails = new Set<string>();
  const taxCodes = new Set<string>();

  function person(fixed?: FixedMember) {
    // Two real people can share a tax code (the tax office then issues an omocodic one); for the
    // demo it is simpler to draw another person, so searching by tax code finds exactly one member.
    for (let attempt = 0; attempt < 1000; attempt++) {
      const gender = fixed?.gender ?? (rng.chance(0.5) ? 'F' : 'M');
      const name = fixed?.name ?? rng.pick(gender === 'F' ? FEMALE_NAMES : MALE_NAMES);
      const surname = fixed?.surname ?? rng.pick(SURNAMES);
      const birthDate = fixed?.birthDate ?? birthDateFor(rng, today);
      const birthplace: Municipality = fixed
        ? municipality(fixed.birthPlace)
        : rng.chance(0.55)
          ? municipality(rng.weighted(org.birthplaces))
          : rng.pick(MUNICIPALITIES);
      const ssn = computeTaxCode({
        name,
        surname,
        gender,
        birthDate: { year: birthDate.getUTCFullYear(), month: birthDate.getUTCMonth() + 1, day: birthDate.getUTCDate() },
        belfiore: birthplace.belfiore,
      });
      if (taxCodes.has(ssn)) {
        if (fixed) throw new Error(`tax code of fixed member ${fixed.id} is already taken`);
        continue;
      }
      taxCodes.add(ssn);
      return { gender, name, surname, birthDate, birthplace, ssn };
    }
    throw new Error('could not draw a person with a free tax code');
  }

  function email(name: string, surname: string, index: number): string {
    const local = `${asciiSlug(name)}.${asciiSlug(surname)}`;
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = `${local}${rng.int(1, 99)}@${rng.weighted(EMAIL_DOMAINS)}`;
      if (!emails.has(candidate)) return candidate;
    }
    // The member index is unique, and the dot keeps it apart from the two-digit form above.
    return `${local}.${index}@example.it`;
  }

  return function create(index: number, fixed?: FixedMember): { id: string; data: MemberRecord } {
    const id = memberId(org, index);
    if (fixed && fixed.id !== id) throw new Error(`fixed member ${fixed.id} would be created as ${id}`);
    const p = person(fixed);
    const age = ageAt(p.birthDate, today);
    const group: GroupDef = fixed ? groupById(org, fixed.group) : rng.weighted(org.groups.map((g) => [g, g.weight] as const));
    const membership = membershipFor(rng, p.birthDate, today, fixed?.accountStatus ?? rng.weighted(STATUS_WEIGHTS));
    const mail = fixed?.email ?? email(p.name, p.surname, index);
    if (emails.has(mail)) throw new Error(`email ${mail} is already taken`);
    emails.add(mail);
    const cardNumber = String(org.firstCardNumber + index - 1);
    const home = municipality(group.city);

    const data: MemberRecord = {
      name: p.name,
      surname: p.surname,
      gender: p.gender,
      birthDate: p.birthDate,
      birthPlace: p.birthplace.name,
      birthProvince: p.birthplace.province,
      ssn: p.ssn,
      group: group.id,
      section: group.section,
      category: fixed?.category ?? categoryFor(rng, org, age).id,
      maritalStatus: maritalFor(rng, age),
      phone: `+39 ${rng.pick(MOBILE_PREFIXES)} ${rng.digits(7)}`,
      email: mail,
      cardNumber,
      ...membership,
      // The demo logins' members stay plain active members; a few others asked to leave.
      cancellationRequested: !fixed && membership.accountStatus === 'ACTIVE' && rng.chance(0.015),
      deceased: false,
      payrollCharge: false,
      // given with the first payment; pending members have not yet (no rng draw: the rest of the data stays as it was)
      newsletter: membership.accountStatus !== 'PENDING',
      residence: {
        line: `${rng.pick(STREETS)} ${rng.int(1, 180)}`,
        city: home.name,
        state: home.province,
        country: DEFAULT_COUNTRY,
        zip: group.zip ?? home.cap,
      },
      ...memberListFields({
        name: p.name,
        surname: p.surname,
        ssn: p.ssn,
        cardNumber,
        email: mail,
        group: group.id,
        accountStatus: membership.accountStatus,
      }),
    };
    return { id, data };
  };
}

function groupById(org: OrgDef, id: string): GroupDef {
  const g = org.groups.find((x) => x.id === id);
  if (!g) throw new Error(`unknown group ${id} in ${org.id}`);
  return g;
}

function birthDateFor(rng: Random, today: Date): Date {
  const [minAge, maxAge] = rng.weighted(AGE_BANDS.map(([min, max, w]) => [[min, max] as const, w] as const));
  const latest = addYears(dateOnly(today), -minAge);
  const earliest = addDays(addYears(dateOnly(today), -(maxAge + 1)), 1);
  return dateOnly(rng.dateBetween(earliest, latest));
}

function categoryFor(rng: Random, org: OrgDef, age: number): CategoryDef {
  const youth = org.categories.find((c) => c.youth);
  if (youth && age < 26 && rng.chance(0.8)) return youth;
  return rng.weighted(org.categories.filter((c) => c.weight > 0).map((c) => [c, c.weight] as const));
}

function maritalFor(rng: Random, age: number): MaritalId {
  if (age < 25) return rng.chance(0.95) ? 'mar-celibe-nubile' : 'mar-coniugato';
  return rng.weighted<MaritalId>([
    ['mar-coniugato', 50],
    ['mar-celibe-nubile', age < 40 ? 40 : 15],
    ['mar-separato', 6],
    ['mar-divorziato', 8],
    ['mar-vedovo', age > 65 ? 18 : 1],
  ]);
}

type Membership = Pick<
  MemberRecord,
  'accountStatus' | 'cardStatus' | 'cardValidUntil' | 'privacyAcceptedAt' | 'registeredAt' | 'lastPaymentAt' | 'updatedAt'
>;

/**
 * Dates that tell a consistent story for the account status: active members paid this year (a few
 * already renewed for next year), inactive ones stopped renewing in an earlier year, pending ones
 * signed up in the last weeks and have not paid, suspended ones paid but were stopped by the office.
 */
function membershipFor(rng: Random, birthDate: Date, today: Date, wanted: AccountStatus): Membership {
  const year = today.getUTCFullYear();
  const canJoin = maxDate(FOUNDED, addYears(birthDate, 16));
  const lastYearStart = utcDate(year - 1, 1, 1);
  // Too young to have a past membership: then the member is simply active.
  const status: AccountStatus = (wanted === 'INACTIVE' || wanted === 'SUSPENDED') && canJoin >= lastYearStart ? 'ACTIVE' : wanted;

  let registeredAt: Date;
  let lastPaymentAt: Date | null;
  let validUntil: Date;
  switch (status) {
    case 'ACTIVE': {
      registeredAt = rng.dateBetween(canJoin, addDays(today, -3));
      const yearStart = utcDate(year, 1, 1);
      if (registeredAt >= yearStart) {
        lastPaymentAt = registeredAt; // paid at signup
        validUntil = endOfYear(year);
      } else if (today >= utcDate(year, 10, 1) && rng.chance(0.15)) {
        lastPaymentAt = rng.dateBetween(utcDate(year, 10, 1), today); // renewed early for next year
        validUntil = endOfYear(year + 1);
      } else {
        // from 10 January, as offices reopen; seeded before then, in the year's first days (never after today)
        const reopened = utcDate(year, 1, 10);
        lastPaymentAt = rng.dateBetween(today < reopened ? yearStart : reopened, today);
        validUntil = endOfYear(year);
      }
      break;
    }
    case 'INACTIVE': {
      registeredAt = rng.dateBetween(canJoin, lastYearStart);
      const lastYear = rng.int(registeredAt.getUTCFullYear(), year - 1);
      validUntil = endOfYear(lastYear);
      lastPaymentAt = rng.chance(0.9) ? rng.dateBetween(maxDate(registeredAt, utcDate(lastYear, 1, 1)), validUntil) : null;
      break;
    }
    case 'SUSPENDED': {
      registeredAt = rng.dateBetween(canJoin, lastYearStart);
      const paidYear = rng.chance(0.7) ? year : year - 1;
      lastPaymentAt = rng.dateBetween(maxDate(registeredAt, utcDate(paidYear, 1, 10)), paidYear === year ? today : endOfYear(paidYear));
      validUntil = endOfYear(paidYear);
      break;
    }
    case 'PENDING': {
      registeredAt = rng.dateBetween(maxDate(canJoin, addDays(today, -45)), addDays(today, -0.05));
      lastPaymentAt = null;
      validUntil = endOfYear(year); // what the card will say once the first payment arrives
      break;
    }
  }
  const lastEvent = maxDate(registeredAt, lastPaymentAt ?? registeredAt);
  return {
    accountStatus: status,
    cardStatus: status === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE',
    cardValidUntil: validUntil,
    privacyAcceptedAt: dateOnly(registeredAt),
    registeredAt,
    lastPaymentAt,
    updatedAt: rng.dateBetween(lastEvent, today),
  };
}
