import { z } from 'zod';
import { auditSortKeys } from './audit';
import type { DeceasedSource } from './member';

/**
 * A report that a member of another organization, with the same tax code, was flagged deceased there
 * (functions members/deceased.ts writes it). The receiving organization's member is left as it is: its general
 * admin confirms the report (the member then becomes deceased, as a flag set by hand would make it) or dismisses it.
 */
export const DECEASED_NOTICE_STATUSES = ['PENDING', 'CONFIRMED', 'DISMISSED'] as const;
export type DeceasedNoticeStatus = (typeof DECEASED_NOTICE_STATUSES)[number];

export const DECEASED_NOTICE_DECISIONS = ['confirm', 'dismiss'] as const;
export type DeceasedNoticeDecision = (typeof DECEASED_NOTICE_DECISIONS)[number];

export const decideDeceasedNoticeInput = z.object({
  decision: z.enum(DECEASED_NOTICE_DECISIONS).describe('confirm: the member becomes deceased; dismiss: nothing changes on it'),
});

/**
 * How many reports one organization may send to the others a day (each flag that reaches at least one member counts one). A general admin flags few members deceased in a
 * day; beyond this the flag stays in its own register, no other organization is told, and the refusal is audited
 * there: an organization cannot mark people deceased across the platform in bulk.
 */
export const DECEASED_REPORTS_PER_ORG = { max: 20, windowMs: 24 * 60 * 60_000 } as const;

/** The stored notice, organizations/{org}/deceasedNotices/{id}. */
export interface DeceasedNotice {
  /** the receiving organization's member */
  memberId: string;
  /** its name and surname when reported, for the list */
  memberName: string;
  status: DeceasedNoticeStatus;
  /** who reported it, from where and when */
  source: DeceasedSource;
  /** the admin's decision: profile id and time (null while pending) */
  decidedBy: string | null;
  decidedAt: Date | null;
  sortKeys: { at: string };
}

/**
 * One notice per receiving member and reporting member: a second report of the same death (flag removed and set again)
 * reopens the same notice instead of adding another.
 */
export const deceasedNoticeId = (source: { org: string; memberId: string }, memberId: string) =>
  `${source.org}_${source.memberId}_${memberId}`;

/** A new notice, pending, listed by when the report was made (newest first, like the audit trail). */
export const pendingDeceasedNotice = (memberId: string, memberName: string, source: DeceasedSource): DeceasedNotice => ({
  memberId,
  memberName,
  status: 'PENDING',
  source,
  decidedBy: null,
  decidedAt: null,
  sortKeys: auditSortKeys(source.at),
});
