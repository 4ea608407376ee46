import type { Minutes, MinutesEdit } from '@tessera/domain/assemblies/minutes';

/** What the editor holds: the parts of the minutes the secretary writes, the notes by item id. */
export interface MinutesForm {
  chair: string;
  secretary: string;
  notes: Record<string, string>;
  text: string;
}

export const formOf = (m: Minutes): MinutesForm => ({
  chair: m.chair,
  secretary: m.secretary,
  notes: Object.fromEntries(m.items.map((i) => [i.id, i.notes])),
  text: m.text,
});

/** The whole form as an edit (the server keeps what it leaves out; here everything is sent, as written). */
export const editOf = (f: MinutesForm): MinutesEdit => ({
  chair: f.chair.trim(),
  secretary: f.secretary.trim(),
  items: Object.entries(f.notes).map(([id, notes]) => ({ id, notes })),
  text: f.text,
});

/** The chair and the secretary must be named: the book carries both. */
export const formValid = (f: MinutesForm) => f.chair.trim() !== '' && f.secretary.trim() !== '';
