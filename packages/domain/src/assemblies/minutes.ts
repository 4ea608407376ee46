import { z } from 'zod';
import { ASSEMBLY_KINDS, CALLS, MAJORITIES, type AssemblyKind, type Call, type Majority } from './rules';
import { registerEntryId } from '../register/entry';
import { itemResult } from './assembly';

/**
 * The minutes (verbale) of a closed assembly and the book of assembly meetings (libro delle adunanze e deliberazioni
 * delle assemblee, art. 15 of the Code of the Third Sector). The server drafts the minutes from what happened (the
 * calls, attendance, proxies, each item's result), the secretary completes them (chair, secretary, what was said on
 * each item, free text) and, once approved, they are appended to the book: a hash chain kept exactly as the register
 * of members is (register/chain.ts). A correction is a new entry naming the one it corrects.
 */

export const MINUTES_NAME_MAX = 120;
export const MINUTES_NOTES_MAX = 8000;
export const MINUTES_TEXT_MAX = 20000;

const personName = z.string().trim().min(1).max(MINUTES_NAME_MAX);

/** What the secretary writes into a draft (every field optional: what is left out stays as it is). */
export const minutesEdit = z.strictObject({
  chair: personName.optional().describe('who chaired the assembly'),
  secretary: personName.optional().describe('who took the minutes'),
  items: z
    .array(z.strictObject({ id: z.string().min(1).max(3), notes: z.string().trim().max(MINUTES_NOTES_MAX) }))
    .max(30)
    .optional()
    .describe("what was said on each agenda item, by the item's id"),
  text: z.string().trim().max(MINUTES_TEXT_MAX).optional().describe('free text: anything else the minutes record'),
});
export type MinutesEdit = z.infer<typeof minutesEdit>;

export const minutesItem = z.strictObject({
  id: z.string(),
  title: z.string(),
  vote: z.boolean(),
  secret: z.boolean(),
  majority: z.enum(MAJORITIES),
  result: itemResult.nullable(),
  notes: z.string(),
});
export type MinutesItem = z.infer<typeof minutesItem>;

/** A member who attended, as the roll names them (surname first), and whether by video. */
export const minutesAttendee = z.strictObject({ name: z.string(), remote: z.boolean() });
export type MinutesAttendee = z.infer<typeof minutesAttendee>;

/** A proxy given: who gave it to whom (surname first), and whether on paper. */
export const minutesProxy = z.strictObject({ giver: z.string(), holder: z.string(), paper: z.boolean() });
export type MinutesProxy = z.infer<typeof minutesProxy>;

/** The minutes as drafted and as the book keeps them: JSON values only (dates as ISO text), so they hash the same anywhere. */
export const minutes = z.strictObject({
  assemblyId: z.string(),
  kind: z.enum(ASSEMBLY_KINDS),
  title: z.string(),
  firstCall: z.string(),
  secondCall: z.string(),
  place: z.string().nullable(),
  online: z.boolean(),
  call: z.enum(CALLS).describe('the call it was held on'),
  openedAt: z.string().nullable().describe('ISO date-time of the opening'),
  closedAt: z.string().nullable().describe('ISO date-time of the closing'),
  chair: z.string(),
  secretary: z.string(),
  entitled: z.number().int().nonnegative().describe('the entitled counted at the opening'),
  present: z.number().int().nonnegative().describe('present at the closing'),
  represented: z.number().int().nonnegative().describe('represented by proxy at the closing'),
  attended: z.number().int().nonnegative().describe('members who were present at some time'),
  attendedRemotely: z.number().int().nonnegative().describe('of whom by video'),
  proxies: z.number().int().nonnegative().describe('proxies given'),
  paperProxies: z.number().int().nonnegative().describe('of which on paper'),
  // optional: minutes approved before the lists were kept hold the counts only, and the book keeps them as they were
  attendees: z
    .array(minutesAttendee)
    .optional()
    .describe('the members who attended, by the order of the roll (the attendance list the minutes carry)'),
  proxyList: z.array(minutesProxy).optional().describe("the proxies given, giver to holder, by the giver's name"),
  items: z.array(minutesItem),
  text: z.string(),
});
export type Minutes = z.infer<typeof minutes>;

export const MINUTES_STATUSES = ['DRAFT', 'APPROVED'] as const;
export type MinutesStatus = (typeof MINUTES_STATUSES)[number];

/** An entry of the book: the approved minutes, or a correction of an earlier entry (`corrects`, with the reason `note`). */
export interface BookContent {
  kind: 'minutes' | 'correction';
  assemblyId: string;
  corrects: number | null;
  note: string | null;
  minutes: Minutes;
}

/** What happened at the assembly, as the draft starts from it. */
export interface MinutesFacts {
  assemblyId: string;
  kind: AssemblyKind;
  title: string;
  firstCall: string;
  secondCall: string;
  place: string | null;
  online: boolean;
  call: Call;
  openedAt: string | null;
  closedAt: string | null;
  entitled: number;
  present: number;
  represented: number;
  attended: number;
  attendedRemotely: number;
  proxies: number;
  paperProxies: number;
  attendees: MinutesAttendee[];
  proxyList: MinutesProxy[];
  items: { id: string; title: string; vote: boolean; secret: boolean; majority: Majority; result: MinutesItem['result'] }[];
}

const byName = (a: string, b: string) => a.localeCompare(b, 'it');

/**
 * The attendance list as the minutes print it: each member who was present at some time, named as the roll names them
 * (`nameOf`: surname first) and in the roll's order. A member whose name is gone (erased) is listed by the placeholder.
 */
export function attendeeList(
  rows: readonly { memberId: string; mode: 'HALL' | 'REMOTE' }[],
  nameOf: (id: string) => string,
): MinutesAttendee[] {
  return rows.map((r) => ({ name: nameOf(r.memberId), remote: r.mode === 'REMOTE' })).sort((a, b) => byName(a.name, b.name));
}

/** The proxies as the minutes print them: giver → holder, by the giver's name. */
export function proxyListOf(
  rows: readonly { giver: string; holder: string; paper: boolean }[],
  nameOf: (id: string) => string,
): MinutesProxy[] {
  return rows
    .map((r) => ({ giver: nameOf(r.giver), holder: nameOf(r.holder), paper: r.paper }))
    .sort((a, b) => byName(a.giver, b.giver) || byName(a.holder, b.holder));
}

/** A first draft: the facts, the chair and secretary named, no notes yet. */
export function draftMinutes(facts: MinutesFacts, chair: string, secretary: string): Minutes {
  return { ...facts, chair, secretary, items: facts.items.map((i) => ({ ...i, notes: '' })), text: '' };
}

/** The minutes with the secretary's edit applied; an item id the minutes do not have is left out (validated by the caller). */
export function editMinutes(m: Minutes, edit: MinutesEdit): Minutes {
  const notes = new Map((edit.items ?? []).map((i) => [i.id, i.notes]));
  return {
    ...m,
    chair: edit.chair ?? m.chair,
    secretary: edit.secretary ?? m.secretary,
    text: edit.text ?? m.text,
    items: m.items.map((i) => (notes.has(i.id) ? { ...i, notes: notes.get(i.id)! } : i)),
  };
}

/** The ids an edit names that the minutes have no item for. */
export const unknownItems = (m: Minutes, edit: MinutesEdit): string[] =>
  (edit.items ?? []).map((i) => i.id).filter((id) => !m.items.some((i) => i.id === id));

/** The id of the book's entry `seq`: zero-padded as the register's, so ids sort as the numbers do. */
export const bookEntryId = registerEntryId;
