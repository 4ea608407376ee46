import { z } from 'zod';
import { docId } from '../entities/common';
import { assemblyInput, ballotChoice, itemResult } from '../assemblies/assembly';
import { EXCEPTION_NOTE_MAX, NOT_ENTITLED_REASONS } from '../assemblies/entitlement';
import { statuteRulesInput } from '../assemblies/rules';
import { defineContract } from './contract';

// Members' assemblies (art. 24 of the Code of the Third Sector, docs/assemblies.md): the statute's rules, the assembly
// from draft to closing, who is entitled, proxies, attendance, votes. The back office reads the assemblies from
// Firestore; every change goes through here.

const assemblyRef = z.strictObject({ assemblyId: docId });
const itemRef = z.strictObject({ assemblyId: docId, itemId: z.string().min(1).max(3) });
const done = z.strictObject({});

export const getAssemblyRulesContract = defineContract({
  method: 'GET',
  path: '/v1/assemblies/rules',
  summary: "The statute's rules for assemblies: the law's defaults where the association set none.",
  access: 'assemblies.read',
  scope: 'organization',
  answer: statuteRulesInput,
});

export const setAssemblyRulesContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/rules',
  summary: "Sets the statute's rules for assemblies (seniority, proxies, quorums, remote attendance, notice).",
  description:
    'All of them at once. They apply to every assembly from then on, those already convened included, as the statute ' +
    'in force on the day does.',
  access: 'assemblies.manage',
  scope: 'organization',
  body: statuteRulesInput,
  answer: statuteRulesInput,
});

export const createAssemblyContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/create',
  summary: 'Writes a new assembly in DRAFT: kind, first and second call, place or video, agenda.',
  description:
    'The second call must follow the first (`validation.endBeforeStart` on secondCall); a place or video is needed ' +
    '(`validation.chooseOne` on place); only an item put to the vote may be secret.',
  access: 'assemblies.manage',
  scope: 'organization',
  body: assemblyInput,
  answer: z.strictObject({ id: z.string() }),
});

export const updateAssemblyContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/update',
  summary: 'Rewrites an assembly still in DRAFT.',
  access: 'assemblies.manage',
  scope: 'organization',
  body: z.strictObject({ assemblyId: docId, assembly: assemblyInput }),
  answer: done,
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT'],
});

export const conveneAssemblyContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/convene',
  summary: 'Convenes a DRAFT assembly: its agenda is fixed from then on.',
  description:
    "Refused with ASSEMBLY_NOTICE_TOO_SHORT when the first call is sooner than the statute's notice (noticeDays) from " +
    'now. The convocation mail is sent by a later step.',
  access: 'assemblies.manage',
  scope: 'organization',
  body: assemblyRef,
  answer: done,
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT', 'ASSEMBLY_NOTICE_TOO_SHORT'],
});

const rollEntry = z.strictObject({
  memberId: z.string(),
  name: z.string(),
  entitled: z.boolean(),
  reason: z.enum(NOT_ENTITLED_REASONS).nullable().describe('why not; for a member entitled by exception, the reason waived'),
  eligibleFrom: z.string().nullable().describe('TOO_RECENT: the first day the member would vote'),
  exception: z.string().nullable().describe("the note of an admin's exception that entitles the member"),
});

export const assemblyRollContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/roll',
  summary: 'The members and whether each is entitled to vote, with the reason when not, reckoned on the first call’s day.',
  description:
    'Every member the register of members names (in or out). Entitled: in the register, enrolled for the statute’s ' +
    'months on the day of the first call, and (when the statute asks it) the fee of that year paid. Each member’s line ' +
    'is stored too (assemblies/{id}/entitlements/{member}), where the member reads their own.',
  access: 'assemblies.read',
  scope: 'organization',
  body: assemblyRef,
  answer: z.strictObject({ members: z.array(rollEntry), entitled: z.number().int().nonnegative() }),
  errors: ['NOT_FOUND'],
});

export const assemblyExceptionContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/exception',
  summary: 'Entitles a member the rules leave out (or withdraws that), with a note documenting why; audited.',
  description:
    'The note says why (e.g. the fee paid by bank transfer not yet recorded). From then on the member counts as ' +
    'entitled everywhere the roll is reckoned (proxies, check-in, quorum), the reason waived kept on the roll. Each ' +
    'grant and withdrawal is written to the audit trail with who made it. Not once the assembly is closed.',
  access: 'assemblies.manage',
  scope: 'organization',
  body: z.strictObject({
    assemblyId: docId,
    memberId: docId,
    granted: z.boolean().describe('false: withdraws the exception'),
    note: z.string().trim().min(1).max(EXCEPTION_NOTE_MAX),
  }),
  references: [{ field: 'memberId', collection: 'members' }],
  answer: z.strictObject({}),
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT'],
});

const proxyErrors = ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT', 'NOT_ENTITLED', 'PROXY_REFUSED', 'PROXY_LIMIT_REACHED'] as const;

export const appointProxyContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/proxy',
  summary: 'The caller, a member, gives their written proxy for an assembly to another entitled member.',
  description:
    'Until the assembly opens. Both must be entitled (NOT_ENTITLED otherwise); PROXY_REFUSED for oneself, for a ' +
    'holder who gave their own proxy away, for a caller who already gave one or who holds others’; ' +
    'PROXY_LIMIT_REACHED when the holder already carries the statute’s limit (three below 500 members, five from 500), ' +
    'decided in the transaction that counts the holder’s proxies, so no burst of appointments passes it.',
  access: 'assemblies.vote',
  scope: 'own',
  body: z.strictObject({ assemblyId: docId, holderId: docId }),
  answer: done,
  errors: proxyErrors,
});

export const revokeProxyContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/proxy-revoke',
  summary: 'The caller takes back the proxy they gave, until the assembly opens.',
  access: 'assemblies.vote',
  scope: 'own',
  body: assemblyRef,
  answer: done,
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT'],
});

export const recordPaperProxyContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/paper-proxy',
  summary: 'Records a proxy written on paper: who gave it to whom; who recorded it and when are stored with it.',
  description: 'The same checks as a member’s own appointment.',
  access: 'assemblies.manage',
  scope: 'organization',
  body: z.strictObject({ assemblyId: docId, giverId: docId, holderId: docId }),
  references: [
    { field: 'giverId', collection: 'members' },
    { field: 'holderId', collection: 'members' },
  ],
  answer: done,
  errors: proxyErrors,
});

const attendanceAnswer = z.strictObject({
  present: z.number().int().nonnegative(),
  represented: z.number().int().nonnegative().describe('proxies held by those present for members not present'),
});

export const checkInContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/check-in',
  summary: 'Marks an entitled member present (in the hall) at a convened or open assembly.',
  description:
    'Counts them present and, with them, the proxies they hold from members not present; a member present who had ' +
    'given their proxy no longer counts as represented. Done twice: nothing changes. A member not entitled: NOT_ENTITLED.',
  access: 'assemblies.manage',
  scope: 'organization',
  body: z.strictObject({ assemblyId: docId, memberId: docId }),
  references: [{ field: 'memberId', collection: 'members' }],
  answer: attendanceAnswer,
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT', 'NOT_ENTITLED'],
});

export const checkOutContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/check-out',
  summary: 'Marks a member as gone: they and the proxies they hold stop counting.',
  access: 'assemblies.manage',
  scope: 'organization',
  body: z.strictObject({ assemblyId: docId, memberId: docId }),
  references: [{ field: 'memberId', collection: 'members' }],
  answer: attendanceAnswer,
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT'],
});

export const attendRemotelyContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/attend',
  summary: 'The caller, an entitled member, joins an assembly held by video too.',
  description: 'Only where the statute allows remote attendance and the assembly is held online (NOT_ENABLED otherwise).',
  access: 'assemblies.vote',
  scope: 'own',
  body: assemblyRef,
  answer: attendanceAnswer,
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT', 'NOT_ENTITLED', 'NOT_ENABLED'],
});

export const openAssemblyContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/open',
  summary: 'Opens a convened assembly once the quorum of its call is present or represented.',
  description:
    'The call is the second once its time has come, the first before. The entitled are counted now (as the roll does); ' +
    'short of the quorum: QUORUM_NOT_REACHED with `missing`, how many more must be present or represented. Opening ' +
    'before the first call’s time: ASSEMBLY_STATUS_CONFLICT. From opening on proxies can no longer be given or revoked.',
  access: 'assemblies.manage',
  scope: 'organization',
  body: assemblyRef,
  answer: z.strictObject({ call: z.enum(['FIRST', 'SECOND']), entitled: z.number().int(), needed: z.number().int() }),
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT', 'QUORUM_NOT_REACHED'],
});

export const openVoteContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/vote-open',
  summary: 'Opens the vote on an agenda item of an open assembly (one vote open at a time).',
  access: 'assemblies.manage',
  scope: 'organization',
  body: itemRef,
  answer: done,
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT'],
});

export const closeVoteContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/vote-close',
  summary: 'Closes the open vote and counts it against the item’s majority; the result is stored on the item.',
  description:
    'Each ballot weighs one and a vote more per proxy its voter held for a member not present when it was cast. ' +
    'SIMPLE and the other majorities: see docs/assemblies.md.',
  access: 'assemblies.manage',
  scope: 'organization',
  body: itemRef,
  answer: itemResult,
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT'],
});

export const castBallotContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/ballot',
  summary: 'The caller votes on the item whose vote is open; voting again changes the vote until it closes.',
  description:
    'The caller must be present: in the hall, or by video where the statute allows electronic voting (NOT_ENABLED ' +
    'otherwise; NOT_ENTITLED when not checked in). One ballot per voter and item however many clients send it. A secret ' +
    'ballot is stored under a keyed hash of the assembly, item and voter, holding only the choice and weight: no stored ' +
    'document links it to its voter.',
  access: 'assemblies.vote',
  scope: 'own',
  body: itemRef.extend({ choice: ballotChoice }),
  answer: z.strictObject({ weight: z.number().int().positive() }),
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT', 'NOT_ENTITLED', 'NOT_ENABLED'],
});

export const recordHandsContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/hands',
  summary: 'Records the result of a show of hands on an item that is not secret, as the chair counted it, and closes it.',
  access: 'assemblies.manage',
  scope: 'organization',
  body: itemRef.extend({
    yes: z.number().int().nonnegative(),
    no: z.number().int().nonnegative(),
    abstain: z.number().int().nonnegative(),
  }),
  answer: itemResult,
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT'],
});

export const closeAssemblyContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/close',
  summary: 'Closes an open assembly (no vote may be open).',
  access: 'assemblies.manage',
  scope: 'organization',
  body: assemblyRef,
  answer: done,
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT'],
});
