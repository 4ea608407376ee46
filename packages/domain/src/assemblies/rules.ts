import { z } from 'zod';

/**
 * The statute's rules for members' assemblies (art. 24 of the Code of the Third Sector and the association's statute).
 * Every field has the law's default, or the common statute's where the law leaves it to the statute: an association
 * that never set its rules holds its assemblies by these.
 */

export const ASSEMBLY_KINDS = ['ORDINARY', 'EXTRAORDINARY'] as const;
export type AssemblyKind = (typeof ASSEMBLY_KINDS)[number];

export const CALLS = ['FIRST', 'SECOND'] as const;
export type Call = (typeof CALLS)[number];

/**
 * How an item passes: SIMPLE more yes than no among the votes cast (abstentions count for neither); ABSOLUTE more yes
 * than half of those present and represented; TWO_THIRDS at least two thirds of those present and represented.
 */
export const MAJORITIES = ['SIMPLE', 'ABSOLUTE', 'TWO_THIRDS'] as const;
export type Majority = (typeof MAJORITIES)[number];

const percent = z.number().int().min(0).max(100);

/** The share of the entitled that must be present or represented, per call, as a whole percentage (0: any number). */
const quorumPair = z.strictObject({
  first: percent.describe('first call: percentage of the entitled present or represented'),
  second: percent.describe('second call: likewise (0: any number)'),
});

export const statuteRulesInput = z.strictObject({
  votingSeniorityMonths: z.number().int().min(0).max(120).describe('months in the register before a member votes'),
  feeRequired: z.boolean().describe("whether a member must have paid the fee of the assembly's year to vote"),
  proxyLimitSmall: z.number().int().min(0).max(20).describe('proxies one member may hold below proxyLargeFrom members'),
  proxyLimitLarge: z.number().int().min(0).max(20).describe('proxies one member may hold from proxyLargeFrom members'),
  proxyLargeFrom: z.number().int().min(1).max(1_000_000).describe('members from which the larger proxy limit applies'),
  quorum: z.strictObject({ ORDINARY: quorumPair, EXTRAORDINARY: quorumPair }),
  remoteAttendance: z.boolean().describe('the statute allows attending by video'),
  electronicVoting: z.boolean().describe('the statute allows voting electronically, identity verified'),
  noticeDays: z.number().int().min(0).max(90).describe('days between the convocation and the first call, at least'),
});
export type StatuteRules = z.infer<typeof statuteRulesInput>;

/**
 * The law's defaults: three months' seniority, three proxies below 500 members and five from 500 (art. 24); half of the
 * members on first call and any number on second for an ordinary assembly (art. 21 of the civil code); three quarters
 * and half for an extraordinary one, as most statutes write it; eight days' notice.
 */
export const DEFAULT_STATUTE_RULES: StatuteRules = {
  votingSeniorityMonths: 3,
  feeRequired: true,
  proxyLimitSmall: 3,
  proxyLimitLarge: 5,
  proxyLargeFrom: 500,
  quorum: { ORDINARY: { first: 50, second: 0 }, EXTRAORDINARY: { first: 75, second: 50 } },
  remoteAttendance: false,
  electronicVoting: false,
  noticeDays: 8,
};

/** The stored rules read leniently: what is missing or wrong falls back to the default. */
export function statuteRulesOf(stored: unknown): StatuteRules {
  const parsed = statuteRulesInput.safeParse({ ...DEFAULT_STATUTE_RULES, ...(stored as object | null | undefined) });
  return parsed.success ? parsed.data : DEFAULT_STATUTE_RULES;
}

/** How many proxies one member may hold in an association of `memberCount` members. */
export function proxyLimit(memberCount: number, rules: StatuteRules): number {
  return memberCount >= rules.proxyLargeFrom ? rules.proxyLimitLarge : rules.proxyLimitSmall;
}

/** How many must be present or represented for the assembly to stand, out of `entitled` (at least one). */
export function quorumNeeded(call: Call, kind: AssemblyKind, entitled: number, rules: StatuteRules): number {
  const pct = rules.quorum[kind][call === 'FIRST' ? 'first' : 'second'];
  return Math.max(1, Math.ceil((entitled * pct) / 100));
}

export type QuorumOutcome = { reached: true; needed: number } | { reached: false; needed: number; missing: number };

/** Whether those present and represented make the quorum of this call, and how many are missing when not. */
export function quorumReached(
  call: Call,
  kind: AssemblyKind,
  present: number,
  represented: number,
  entitled: number,
  rules: StatuteRules,
): QuorumOutcome {
  const needed = quorumNeeded(call, kind, entitled, rules);
  const have = present + represented;
  return have >= needed ? { reached: true, needed } : { reached: false, needed, missing: needed - have };
}
