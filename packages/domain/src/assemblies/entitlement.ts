import type { StatuteRules } from './rules';

/**
 * Who votes at an assembly (art. 24 of the Code of the Third Sector): a member in the register of members, enrolled
 * for at least the statute's months (three by law) on the day of the assembly, and, when the statute asks it, with the
 * fee of the assembly's year paid. A member not entitled is told which of these it is.
 */
export const NOT_ENTITLED_REASONS = ['NOT_IN_REGISTER', 'LEFT', 'TOO_RECENT', 'FEE_UNPAID'] as const;
export type NotEntitledReason = (typeof NOT_ENTITLED_REASONS)[number];

/**
 * Where the member stands in the register now: absent, or in/out with the admission day and, once out, the day they
 * left (YYYY-MM-DD, null when the register's departure does not say it).
 */
export type RegisterStanding = { standing: 'in' | 'out'; admissionDate: string | null; departureDate?: string | null } | null;

export type Entitlement =
  { entitled: true; waived?: NotEntitledReason } | { entitled: false; reason: NotEntitledReason; eligibleFrom?: string };

/** The longest note an admin writes to document an exception to the roll. */
export const EXCEPTION_NOTE_MAX = 500;

/**
 * The entitlement with an admin's documented exception applied: a member the rules leave out votes all the same (the
 * reason kept as `waived`, so the roll still shows it). Without an exception the rules' answer stands.
 */
export function withException(e: Entitlement, exception: boolean): Entitlement {
  if (!exception || e.entitled) return e;
  return { entitled: true, waived: e.reason };
}

/** The ISO day `months` after `day`, kept to the month's last day (30 November + 3 months: 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/**
 * Whether the member was in the register on `day`: admitted by then and not yet gone. The standing is today's, the
 * assembly's day may lie either side of it: a member who left after the assembly (the roll asked for again after it)
 * was in on its day, one admitted after it was not; one who left before it, even after its convocation, was not.
 */
function standingOn(register: NonNullable<RegisterStanding>, day: string): 'in' | 'out' | 'not yet' {
  if (register.admissionDate! > day) return 'not yet';
  if (register.standing === 'in') return 'in';
  const left = register.departureDate ?? null;
  return left !== null && left > day ? 'in' : 'out';
}

/**
 * Whether the member votes at an assembly held on `assemblyDay` (YYYY-MM-DD, Italian time), `feePaid` telling whether
 * the fee of that day's year is paid; the register as it stood on that day, not as it stands today. The reasons are
 * checked in the order a member would fix them.
 */
export function entitlement(register: RegisterStanding, feePaid: boolean, assemblyDay: string, rules: StatuteRules): Entitlement {
  if (!register || !register.admissionDate) return { entitled: false, reason: 'NOT_IN_REGISTER' };
  const on = standingOn(register, assemblyDay);
  if (on === 'not yet') return { entitled: false, reason: 'NOT_IN_REGISTER' };
  if (on === 'out') return { entitled: false, reason: 'LEFT' };
  const from = addMonths(register.admissionDate, rules.votingSeniorityMonths);
  if (from > assemblyDay) return { entitled: false, reason: 'TOO_RECENT', eligibleFrom: from };
  if (rules.feeRequired && !feePaid) return { entitled: false, reason: 'FEE_UNPAID' };
  return { entitled: true };
}
