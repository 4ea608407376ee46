import { z } from 'zod';
import { docId } from '../entities/common';

/**
 * Invitations: an admin mails a member of the register who has no sign-in a single-use link that opens card
 * activation with the card already identified (docs/areas.md "Invitations"). The link lives INVITATION_TTL_DAYS;
 * sending again replaces it, and activating the card, by the link or by card number and tax code, spends it.
 */
export const INVITATION_TTL_DAYS = 14;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60_000;

/** Members named one by one in one call: the list selection's page size at most (a saved search names any number). */
export const INVITE_IDS_MAX = 100;

/** Members invited per atomic write: each one writes its link, its member and its message (and the message's payload). */
export const INVITE_WRITE_CHUNK = 100;

/** The activation page's query parameter that carries the invitation's token. */
export const INVITATION_PARAM = 'invitation';

/** The web path the invitation mails link to: the activation page, with the token as INVITATION_PARAM. */
export const invitationPath = (token: string) => `/activate?${INVITATION_PARAM}=${encodeURIComponent(token)}`;

/**
 * Where a member stands with the personal area:
 * - `signedIn`: has signed in (stamped at the sign-in's first validation);
 * - `invited`: has an invitation whose link still works;
 * - `invitationExpired`: was invited, the link ran out unused;
 * - `never`: never signed in and not invited.
 */
export const MEMBER_ACCESS_STATES = ['signedIn', 'invited', 'invitationExpired', 'never'] as const;
export type MemberAccessState = (typeof MEMBER_ACCESS_STATES)[number];

/** What the member document records: `signedInAt` and `invitation` are written by the server only. */
export interface MemberAccessFields {
  signedInAt?: unknown;
  invitation?: { sentAt?: unknown; expiresAt?: unknown } | null;
}

export interface MemberAccess {
  state: MemberAccessState;
  /** the last invitation's send and end, in ms, when there was one */
  sentAt: number | null;
  expiresAt: number | null;
}

/** Milliseconds of a stored time as any side reads it: a Date, a Firestore Timestamp, an ISO string or ms. */
function millisOf(v: unknown): number | null {
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    const ms = Date.parse(v);
    return Number.isNaN(ms) ? null : ms;
  }
  if (v && typeof (v as { toMillis?: unknown }).toMillis === 'function') return (v as { toMillis(): number }).toMillis();
  return null;
}

/** The member's access state at `now`, from its document. */
export function memberAccess(member: MemberAccessFields, now = Date.now()): MemberAccess {
  const sentAt = millisOf(member.invitation?.sentAt);
  const expiresAt = millisOf(member.invitation?.expiresAt);
  if (member.signedInAt !== undefined && member.signedInAt !== null) return { state: 'signedIn', sentAt, expiresAt };
  if (expiresAt === null) return { state: 'never', sentAt: null, expiresAt: null };
  return { state: expiresAt > now ? 'invited' : 'invitationExpired', sentAt, expiresAt };
}

/**
 * Whom to invite: members by id (one, or a list selection), or the members a saved search finds. Exactly one of the
 * two. `dryRun` only counts: the confirmation shows how many will be invited and how many skipped before anything is sent.
 */
export const inviteMembersInput = z
  .strictObject({
    memberIds: z.array(docId).min(1).max(INVITE_IDS_MAX, 'validation.tooMany').optional(),
    searchId: docId.optional(),
    dryRun: z.boolean().optional(),
  })
  .refine((v) => (v.memberIds === undefined) !== (v.searchId === undefined), {
    path: ['memberIds'],
    message: 'validation.required',
  });
export type InviteMembersInput = z.infer<typeof inviteMembersInput>;

/** Why a named member gets no invitation. */
export const INVITE_SKIP_REASONS = ['signedIn', 'noEmail', 'deceased'] as const;
export type InviteSkipReason = (typeof INVITE_SKIP_REASONS)[number];
