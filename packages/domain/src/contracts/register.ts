import { z } from 'zod';
import { defineContract } from './contract';
import { CHAIN_FAULTS } from '../register/chain';
import { RESOLUTION_MAX } from '../register/entry';
import { registerSettingsSchema } from '../register/resolutions';
import { REGISTER_PAGES_PER_VOLUME, REGISTER_VOLUME_ENTRIES } from '../register/volumes';

// The register of members (libro degli associati): entries are appended by the server only, from the members' life
// (admissions and departures), the opening step and board resolutions; the back office reads them from Firestore a
// page at a time and verifies, prints and exports them here.

/** A chained book's verification (the register, the book of assembly meetings). */
export const chainVerdict = z.strictObject({
  ok: z.boolean(),
  count: z.number().int().nonnegative().describe('entries found in order before the first fault (all of them when ok)'),
  headSeq: z.number().int().nonnegative().describe('the last entry’s number as the register’s head records it (0: empty)'),
  lastHash: z.string().nullable().describe('the chain’s hash up to the last entry (when ok)'),
  seq: z.number().int().positive().nullable().describe('the first entry that does not hold (when not ok)'),
  fault: z.enum(CHAIN_FAULTS).nullable().describe('why it does not hold: hash, link, missing, order, head'),
});
export type RegisterVerdict = z.infer<typeof chainVerdict>;

export const verifyRegisterContract = defineContract({
  method: 'GET',
  path: '/v1/register/verify',
  summary: 'Recomputes the register’s hash chain and names the first entry that does not hold.',
  description:
    'Reads every entry in order, a page at a time, and recomputes each hash over its stored fields, its number, its ' +
    'time and the previous hash. `fault`: `hash` the entry was changed after it was written; `link` it does not follow ' +
    'the entry before (that one was rewritten); `missing` the entry numbered `seq` is not there; `order` another entry ' +
    'stands in its place; `head` the last entries were removed or rewritten. An empty register is ok with count 0.',
  access: 'register.read',
  scope: 'organization',
  answer: chainVerdict,
});

export const openRegisterContract = defineContract({
  method: 'POST',
  path: '/v1/register/open',
  summary: 'Starts the register from the current members: one opening entry for every member in good standing.',
  description:
    'Pages through the members by id and appends, a batch at a time, an opening entry (identity, category, the date ' +
    'registered in Tessera as admission date) for every active member not deceased who has none yet. Until it is run, ' +
    'the members’ admissions and departures are not recorded. A large association’s start may stop before the ' +
    'request’s time runs out (`finished` false): calling it again resumes where it stopped; once finished it appends ' +
    'nothing (`alreadyOpen`).',
  access: 'register.write',
  scope: 'organization',
  answer: z.strictObject({
    appended: z.number().int().nonnegative(),
    total: z.number().int().nonnegative().describe('entries in the register afterwards'),
    alreadyOpen: z.boolean(),
    finished: z.boolean().describe('false: stopped for time, call again to go on'),
  }),
});

export const registerResolutionContract = defineContract({
  method: 'POST',
  path: '/v1/register/resolution',
  summary: 'Records the board resolution that admitted a member, as a correction entry naming the admission.',
  description:
    'Entries are never edited: the resolution (its number and date, as written in the minutes) is a new `correction` ' +
    'entry whose `corrects` is the admission’s or opening entry’s number, with the member’s identity repeated.',
  access: 'register.write',
  scope: 'organization',
  body: z.strictObject({
    seq: z.number().int().positive().describe('the admission or opening entry'),
    resolution: z.string().trim().min(1).max(RESOLUTION_MAX).describe('e.g. "Delibera n. 12 del 15/03/2026"'),
  }),
  answer: z.strictObject({ seq: z.number().int().positive().describe('the correction entry appended') }),
  errors: ['NOT_FOUND', 'REGISTER_NOT_STARTED', 'REGISTER_ENTRY_NOT_ADMISSION'],
});

export const registerSettingsContract = defineContract({
  method: 'POST',
  path: '/v1/register/settings',
  summary: 'The register’s settings: whether the statute requires a board resolution for every admission.',
  description:
    'Stored in `register/settings` (default: not required), with an audit record when it changes. While required, the ' +
    'screen lists the admissions and opening entries with no resolution yet (`registerUnresolved`, kept by every ' +
    'append); turning it on rebuilds that list once from the entries, so registers started before it are complete. ' +
    '`unresolved`: how many there are now.',
  access: 'register.write',
  scope: 'organization',
  body: registerSettingsSchema,
  answer: registerSettingsSchema.extend({
    unresolved: z.number().int().nonnegative().describe('admissions and opening entries with no resolution'),
  }),
});

/** A chained book as a file, with the entries in it and the chain's hash up to the last one. */
export const chainFileAnswer = z.strictObject({
  file: z.base64().describe('the file, base64'),
  fileName: z.string(),
  count: z.number().int().nonnegative().describe('entries in it'),
  lastHash: z.string().describe('the chain’s hash up to the last entry in it'),
});

export const registerPdfContract = defineContract({
  method: 'GET',
  path: '/v1/register/pdf',
  summary: 'One volume of the register printed as an A4 PDF: numbered pages, each footer carrying the chain’s hash up to its last entry.',
  description:
    `A volume holds ${REGISTER_VOLUME_ENTRIES.toLocaleString('en')} entries (${REGISTER_PAGES_PER_VOLUME} pages); pages are numbered ` +
    'across the whole register. Without the header, volume 1. A volume past the last: NOT_FOUND.',
  access: 'register.read',
  scope: 'organization',
  headers: z.object({
    volume: z.coerce.number().int().min(1).max(100_000).optional().describe('the volume, from 1 (default 1)'),
  }),
  answer: chainFileAnswer.extend({
    volume: z.number().int().positive(),
    volumes: z.number().int().positive().describe('volumes the register prints as now'),
  }),
  errors: ['NOT_FOUND'],
});

export const registerXlsxContract = defineContract({
  method: 'GET',
  path: '/v1/register/xlsx',
  summary: 'The register as an XLSX sheet: one row per entry, one column per stored field, so the chain re-verifies on the file.',
  description:
    'Headers are the stored field names (seq, kind, writtenAt, …, prevHash, hash); empty cells are null fields. ' +
    'Recomputing each row’s hash (domain register/sheet.ts + register/chain.ts) verifies the file without the server.',
  access: 'register.read',
  scope: 'organization',
  answer: chainFileAnswer,
});
