import { z } from 'zod';
import { ASSEMBLY_KINDS, CALLS, MAJORITIES } from './rules';
import { CHOICES, type Tally } from './tally';
import { assemblyDocument, meetingUrl } from './documents';

/**
 * A members' assembly (organizations/{org}/assemblies/{id}): written in DRAFT, convened (its agenda then fixed), opened
 * by the chair once the quorum of its call is there, closed at the end. Items put to the vote are opened and closed one
 * at a time; a closed vote stores its tally on the item.
 */
export const ASSEMBLY_STATUSES = ['DRAFT', 'CONVENED', 'OPEN', 'CLOSED'] as const;
export type AssemblyStatus = (typeof ASSEMBLY_STATUSES)[number];

export const VOTE_STATUSES = ['PENDING', 'OPEN', 'CLOSED'] as const;
export type VoteStatus = (typeof VOTE_STATUSES)[number];

export const AGENDA_MAX = 30;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 4000;

export const agendaItemInput = z.strictObject({
  title: z.string().trim().min(1).max(TITLE_MAX),
  description: z.string().trim().max(DESCRIPTION_MAX).default(''),
  vote: z.boolean().describe('put to the vote (false: for information only)'),
  secret: z.boolean().describe('a secret ballot: no stored ballot names its voter'),
  majority: z.enum(MAJORITIES),
});

const dateTime = z.iso.datetime({ offset: true });

export const assemblyInput = z
  .strictObject({
    kind: z.enum(ASSEMBLY_KINDS),
    title: z.string().trim().min(1).max(TITLE_MAX),
    firstCall: dateTime.describe('first call, ISO date-time'),
    secondCall: dateTime.describe('second call, after the first'),
    place: z.string().trim().max(TITLE_MAX).nullable().describe('where it is held (null: online only)'),
    online: z.boolean().describe('held by video too (the statute must allow remote attendance)'),
    meetingUrl: meetingUrl
      .nullable()
      .default(null)
      .describe('the video meeting’s https address, when online: given only to the members who join (attend)'),
    agenda: z.array(agendaItemInput).min(1).max(AGENDA_MAX),
  })
  .superRefine((a, ctx) => {
    if (Date.parse(a.secondCall) <= Date.parse(a.firstCall))
      ctx.addIssue({ code: 'custom', path: ['secondCall'], message: 'validation.endBeforeStart' });
    if (!a.place && !a.online) ctx.addIssue({ code: 'custom', path: ['place'], message: 'validation.chooseOne' });
    if (a.meetingUrl && !a.online) ctx.addIssue({ code: 'custom', path: ['meetingUrl'], message: 'validation.notAllowed' });
    a.agenda.forEach((item, i) => {
      if (item.secret && !item.vote) ctx.addIssue({ code: 'custom', path: ['agenda', i, 'secret'], message: 'validation.notAllowed' });
    });
  });
export type AssemblyInput = z.output<typeof assemblyInput>;

export const itemResult = z.strictObject({
  yes: z.number().int().nonnegative(),
  no: z.number().int().nonnegative(),
  abstain: z.number().int().nonnegative(),
  base: z.number().int().nonnegative(),
  needed: z.number().int().nonnegative(),
  passed: z.boolean(),
  /** BALLOT: counted from the phones' ballots; HANDS: a show of hands, PAPER: paper ballots, as the chair counted them */
  how: z.enum(['BALLOT', 'HANDS', 'PAPER']),
}) satisfies z.ZodType<Tally & { how: string }>;

export const agendaItem = agendaItemInput.extend({
  id: z.string(),
  status: z.enum(VOTE_STATUSES),
  result: itemResult.nullable(),
});
export type AgendaItem = z.infer<typeof agendaItem>;

export const assemblyView = z.strictObject({
  id: z.string(),
  kind: z.enum(ASSEMBLY_KINDS),
  title: z.string(),
  firstCall: z.string(),
  secondCall: z.string(),
  place: z.string().nullable(),
  online: z.boolean(),
  status: z.enum(ASSEMBLY_STATUSES),
  agenda: z.array(agendaItem),
  /** the call it was opened on, and the entitled count the quorum was reckoned against */
  openedOn: z.enum(CALLS).nullable(),
  entitledAtOpening: z.number().int().nonnegative().nullable(),
  present: z.number().int().nonnegative(),
  represented: z.number().int().nonnegative(),
  /** attached while in DRAFT (assemblies/documents.ts); absent on assemblies written before documents existed */
  documents: z.array(assemblyDocument).optional(),
});
export type AssemblyView = z.infer<typeof assemblyView>;

export const ballotChoice = z.enum(CHOICES);

/** Agenda items as stored: the input's fields, an id by position (the agenda is fixed once convened), vote state. */
export function storedAgenda(items: AssemblyInput['agenda']): AgendaItem[] {
  return items.map((item, i) => ({ ...item, id: String(i + 1), status: 'PENDING', result: null }));
}

/** The call an assembly opening at `at` is held on: the second once its time has come. */
export function callAt(a: { secondCall: string }, at: Date): 'FIRST' | 'SECOND' {
  return at.getTime() >= Date.parse(a.secondCall) ? 'SECOND' : 'FIRST';
}

/** Whether the first call leaves the statute's notice counted from `now` (whole days of 24 hours). */
export function noticeKept(firstCall: string, now: Date, noticeDays: number): boolean {
  return Date.parse(firstCall) - now.getTime() >= noticeDays * 24 * 60 * 60 * 1000;
}
