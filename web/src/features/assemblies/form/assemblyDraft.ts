import type { FieldErrors, Resolver } from 'react-hook-form';
import { assemblyInput, type AgendaItem, type AssemblyInput } from '@tessera/domain/assemblies/assembly';
import type { AssemblyKind, Majority } from '@tessera/domain/assemblies/rules';
import { romeInstant, romeWall } from '../romeTime';

/** An agenda item as edited. */
export interface ItemDraft {
  title: string;
  description: string;
  vote: boolean;
  secret: boolean;
  majority: Majority;
}

/** The form's values as typed: each call as a day and a time on the Italian clock. */
export interface Draft {
  kind: AssemblyKind;
  title: string;
  firstDay: string;
  firstTime: string;
  secondDay: string;
  secondTime: string;
  place: string;
  online: boolean;
  /** the video meeting's address, sent only while `online` */
  meetingUrl: string;
  agenda: ItemDraft[];
}

export const emptyItem = (): ItemDraft => ({ title: '', description: '', vote: true, secret: false, majority: 'SIMPLE' });

/** The stored assembly's values, or a new assembly's: an ordinary one with one item to fill in. */
export function draftOf(
  a?: Omit<AssemblyInput, 'agenda' | 'meetingUrl'> & {
    meetingUrl?: string | null;
    agenda: readonly (AgendaItem | AssemblyInput['agenda'][number])[];
  },
): Draft {
  const first = a ? romeWall(a.firstCall) : { day: '', time: '' };
  const second = a ? romeWall(a.secondCall) : { day: '', time: '' };
  return {
    kind: a?.kind ?? 'ORDINARY',
    title: a?.title ?? '',
    firstDay: first.day,
    firstTime: first.time,
    secondDay: second.day,
    secondTime: second.time,
    place: a?.place ?? '',
    online: a?.online ?? false,
    meetingUrl: a?.meetingUrl ?? '',
    agenda: a
      ? a.agenda.map((i) => ({ title: i.title, description: i.description ?? '', vote: i.vote, secret: i.secret, majority: i.majority }))
      : [emptyItem()],
  };
}

/** What the API takes: the calls as instants in Rome, a place left empty as none, an item not voted on never secret. */
export function inputOf(d: Draft): unknown {
  return {
    kind: d.kind,
    title: d.title,
    firstCall: romeInstant(d.firstDay, d.firstTime),
    secondCall: romeInstant(d.secondDay, d.secondTime),
    place: d.place.trim() || null,
    online: d.online,
    meetingUrl: d.online ? d.meetingUrl.trim() || null : null,
    agenda: d.agenda.map((i) => ({ ...i, secret: i.vote && i.secret })),
  };
}

/** Where the form shows a message of the schema (or of the server) on `path`: the calls on their day fields. */
export function formPathOf(path: readonly (string | number)[]): string {
  const [head, ...rest] = path.map(String);
  if (head === 'firstCall') return 'firstDay';
  if (head === 'secondCall') return 'secondDay';
  if (head === 'agenda' && rest.length >= 2) return ['agenda', rest[0], rest[1]].join('.');
  return head ?? 'title';
}

/** The schema's message as one of the catalogue's keys: the domain's own keys as they are, the plain checks named. */
function messageOf(issue: { code: string; message: string; input?: unknown }): string {
  if (issue.message.startsWith('validation.')) return issue.message;
  if (issue.code === 'too_small') return Array.isArray(issue.input) ? 'assemblies.form.agendaEmpty' : 'validation.required';
  if (issue.code === 'too_big') return Array.isArray(issue.input) ? 'validation.tooMany' : 'validation.tooLong';
  if (issue.code === 'invalid_format' || issue.code === 'invalid_type') return issue.input ? 'validation.date' : 'validation.required';
  return 'validation.required';
}

/** Puts `message` at `path` (dots) of react-hook-form's nested errors, the first message of a field winning. */
function place(errors: Record<string, unknown>, path: string, message: string) {
  const keys = path.split('.');
  let at: Record<string, unknown> = errors;
  for (let i = 0; i < keys.length - 1; i++) at = (at[keys[i]!] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {}) as Record<string, unknown>;
  at[keys.at(-1)!] ??= { type: 'validate', message };
}

/** The domain's schema (the API's own) checks the form; its output is what the API takes. */
export const resolver: Resolver<Draft, unknown, AssemblyInput> = async (values) => {
  const parsed = assemblyInput.safeParse(inputOf(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) place(errors, formPathOf(issue.path as (string | number)[]), messageOf(issue as never));
  return { values: {}, errors: errors as FieldErrors<Draft> };
};
