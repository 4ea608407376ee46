import { z } from 'zod';
import type { OrgCollection } from '../paths';

/**
 * The association archive (docs/data-model.md §2.24): one zip holding `manifest.json` and one NDJSON file per part
 * below, each line one document `{ "path": <relative to the organization>, "data": <its fields, Firestore types
 * tagged> }`. This file is the one place that says what goes into an archive and what stays out.
 */

/** What `manifest.json` names as the tool that wrote it: an archive of anything else is refused. */
export const ARCHIVE_FORMAT = 'tessera-association-archive';
/** The version of the archive's layout. An import refuses a newer one (written by a later installation) or an unknown one. */
export const ARCHIVE_SCHEMA_VERSION = 1;
/**
 * The largest archive an import takes (bytes). A Cloud Function's request carries at most 32 MB, so a larger archive
 * travels in pieces of at most ARCHIVE_UPLOAD_PIECE_BYTES (POST /v1/organizations/import/piece), stored as they come
 * and read back by ranges; this bounds what one upload may hold in the store and what the import reads through before
 * it creates anything. A 100,000-member association's archive is about 45 MB.
 */
export const ARCHIVE_IMPORT_MAX_BYTES = 200 * 1024 * 1024;
/**
 * The most bytes one piece of an upload carries (before base64): its base64 and the rest of the request stay well
 * under the 32 MB a request may carry. An archive up to this size may also be sent whole in the import's own request.
 */
export const ARCHIVE_UPLOAD_PIECE_BYTES = 8 * 1024 * 1024;
/** The most pieces an upload is announced in (pieces may be smaller than ARCHIVE_UPLOAD_PIECE_BYTES). */
export const ARCHIVE_UPLOAD_MAX_PIECES = 1000;
/** An upload not imported within this long is swept with its pieces (archive/sweep.ts's schedule). */
export const ARCHIVE_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** An upload's id, made by the browser: random, long enough that no one guesses another's. */
export const ARCHIVE_UPLOAD_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** Lines of an archive's part written per batch while importing it. */
export const ARCHIVE_PAGE_SIZE = 400;
/** A page read while writing or undoing an archive holds about this many bytes of documents (memory: one page). */
export const ARCHIVE_PAGE_BYTES = 4 * 1024 * 1024;
/**
 * The most documents a page holds (functions archive/parts.ts cuts the pages from a streamed query); Firestore bills
 * per document read, not per page. More made one page's search rows outgrow the emulator's 4 MiB commit in the import.
 */
export const ARCHIVE_PAGE_MAX = 2000;
/**
 * Pages read without being committed as a page (the export's, written into the zip; the import's passes that rebuild
 * the search rows, which commit ARCHIVE_PAGE_MAX rows at a time) hold up to this many bytes and documents; memory: one
 * such page.
 */
export const ARCHIVE_READ_PAGE_BYTES = 16 * 1024 * 1024;
export const ARCHIVE_READ_PAGE_MAX = 10_000;
/**
 * The field an import stamps on the members and payments it creates (its job's id): their create event runs no reaction
 * (functions shared/reactions.ts), since the archive holds, or the import writes, what those would derive. An export
 * leaves it out.
 */
export const ARCHIVE_IMPORT_FIELD = 'importJob';
/** The parts whose documents carry ARCHIVE_IMPORT_FIELD once imported: those a reactions trigger follows. */
export const ARCHIVE_IMPORT_MARKED_PARTS: readonly string[] = ['members', 'payments'];

/**
 * Every collection of an organization, kept in the archive or left out, and why. A Record over ORG_COLLECTIONS: a new
 * collection fails the typecheck here until someone decides whether an archive carries it.
 */
export const ARCHIVE_COLLECTIONS: Record<OrgCollection, { keep: true } | { keep: false; why: string }> = {
  members: { keep: true },
  cards: { keep: true },
  payments: { keep: true },
  requests: { keep: true },
  paymentAccounts: { keep: false, why: 'the payment provider’s customers and saved cards belong to the old account at the provider' },
  verifications: { keep: false, why: 'runs of the yearly verification: a job’s progress, not the association’s data' },
  renewalCharges: { keep: false, why: 'charges asked of the payment provider for the old organization' },
  sales: { keep: true },
  carts: { keep: false, why: 'carts and seat holds in flight' },
  checkoutTurns: { keep: false, why: 'a checkout being made right now' },
  conventions: { keep: true },
  listValues: { keep: true },
  customFields: { keep: true },
  searches: { keep: true },
  searchExports: { keep: false, why: 'downloads of one admin, swept after a few days' },
  searchShards: { keep: false, why: 'derived from the members and payments: the import rebuilds them' },
  billing: { keep: false, why: 'the subscription to the platform’s plan, at the payment provider' },
  operations: { keep: true },
  campaigns: { keep: true },
  scans: { keep: true },
  redemptions: { keep: true },
  points: { keep: true },
  doorDevices: { keep: false, why: 'the phones and tablets signed in at the door: each is registered again' },
  doorConflicts: { keep: true },
  mailSenders: { keep: true },
  mail: { keep: false, why: 'the outbox: messages queued or sent, with their one-time links' },
  mailshots: { keep: true },
  suppressions: { keep: true },
  softBounces: { keep: false, why: 'a running count of soft bounces, reset by the next delivery' },
  counters: { keep: true },
  files: { keep: true },
  uploads: { keep: false, why: 'bulk upload jobs: the members they wrote are in the archive' },
  uploadMappings: { keep: true },
  signups: { keep: false, why: 'paid signups waiting for the payment provider' },
  audit: { keep: true },
  deceasedNotices: { keep: true },
  uniques: { keep: true },
  summaries: { keep: true },
  registerEntries: { keep: true },
  register: { keep: true },
  registerUnresolved: { keep: true },
  registerMembers: { keep: true },
  registerFees: { keep: true },
  registerQueue: {
    keep: false,
    why: 'members and payments waiting moments for the register’s drainer: the archive holds the register they led to',
  },
  registerDrain: { keep: false, why: 'the lease of the register’s drainer running now, and what starts the next one' },
  erasures: { keep: false, why: 'erasure jobs: the audit trail records each erasure, with counts only' },
  archiveJobs: { keep: false, why: 'exports and imports of archives themselves' },
  assemblies: { keep: true },
  assemblyRules: { keep: true },
  assemblyBookEntries: { keep: true },
  assemblyBook: { keep: true },
};

/**
 * A part of the archive: one NDJSON file. `path` is relative to the organization: a collection, or a subcollection
 * under every document of a kept collection (`sales/*\/registrations`); `docs`, when given, the only ids read there.
 */
export interface ArchivePart {
  name: string;
  path: string;
  docs?: readonly string[];
}

/**
 * The register of members goes in first. The imported payments' creates run no reaction (ARCHIVE_IMPORT_FIELD), but an
 * admin may change one of them while the import still runs: the payment trigger then finds its fee already in the book
 * (its `registerFees` state) and writes down only the change, where a fee not yet imported would be written twice.
 */
const REGISTER_FIRST: readonly OrgCollection[] = ['registerEntries', 'register', 'registerUnresolved', 'registerMembers', 'registerFees'];

const TOP: ArchivePart[] = [
  ...REGISTER_FIRST,
  ...(Object.keys(ARCHIVE_COLLECTIONS) as OrgCollection[]).filter((c) => !REGISTER_FIRST.includes(c)),
]
  .filter((c) => ARCHIVE_COLLECTIONS[c].keep)
  .map((c) => ({ name: c, path: c }));

/**
 * The parts in the order an import writes them (settings before members, members before what names them). The
 * organization's own document is the part `organization` (path ''). Under kept collections, what is kept: the
 * members' back-office data (`private/admin`; their card downloads and wallet pass state are left out: they belong
 * to the devices of the old installation) and the records of their consents (`consents`), sale items' registrations and seat counts (not their waiting lists: places
 * in flight), campaigns' registrations, assemblies' records (entitlements, proxies, attendance, ballots), mailshots' count shards (not their deliveries nor batches: recipients' one-time
 * unsubscribe keys), stored files' bytes (part `fileBytes`, base64 by file id, beside their descriptions).
 */
// an assembly's record, whole: who was entitled, who spoke for whom, who came, how each vote went (and whether a vote
// under way still takes ballots: its gates and turnout), the convocation as sent, the
// minutes' draft and the video meeting's address. Of a secret vote only its tally, on the agenda item: it stores no
// ballot, and its voters' markers go without their sealed choices (ARCHIVE_SKIPPED_FIELDS)
const ASSEMBLY_PARTS: ArchivePart[] = [
  'entitlements',
  'exceptions',
  'proxies',
  'holders',
  'attendance',
  'attendanceLog',
  'ballots',
  'voters',
  'gates',
  'turnout',
  'convocation',
  'minutes',
  'meeting',
].map((sub) => ({
  name: `assembly${sub[0]!.toUpperCase()}${sub.slice(1)}`,
  path: `assemblies/*/${sub}`,
}));

export const ARCHIVE_PARTS: readonly ArchivePart[] = [
  { name: 'organization', path: '' },
  ...TOP,
  { name: 'memberPrivate', path: 'members/*/private', docs: ['admin'] },
  { name: 'memberConsents', path: 'members/*/consents' },
  { name: 'saleRegistrations', path: 'sales/*/registrations' },
  { name: 'saleSeatShards', path: 'sales/*/seatShards' },
  { name: 'campaignRegistrations', path: 'campaigns/*/registrations' },
  ...ASSEMBLY_PARTS,
  { name: 'mailshotCounts', path: 'mailshots/*/counts' },
];

/** Stored files left out: downloads and imports of the organization's own data, and mailshots' recipients files. */
export const ARCHIVE_SKIPPED_FILE_KINDS: readonly string[] = ['searchExport', 'archiveExport', 'archiveImport', 'recipients'];

/** Fields of the organization's document left out: its suspension (the platform's decision) and its wallet class. */
export const ARCHIVE_SKIPPED_ORG_FIELDS: readonly string[] = ['suspended', 'googleWalletClassId'];

/**
 * Fields of a part's documents left out: a secret vote's choice sealed in its voter's marker while the vote is open
 * (only the server that sealed it could open it, and the archive carries no voter's choice of a secret vote).
 */
export const ARCHIVE_SKIPPED_FIELDS: Readonly<Record<string, readonly string[]>> = { assemblyVoters: ['sealed'] };

/**
 * Whether a document of a part goes into the archive. A ballot naming no voter is a secret vote's, stored before
 * secret votes were sealed into their markers: it carried a weight that could tell its voter, so it stays out.
 */
export const archiveKeepsDoc = (partName: string, data: Record<string, unknown>) =>
  !(partName === 'assemblyBallots' && typeof data.memberId !== 'string');

/** The file name of a part inside the zip. */
export const archivePartFile = (name: string) => `${name}.ndjson`;
export const ARCHIVE_MANIFEST_FILE = 'manifest.json';
export const ARCHIVE_FILE_BYTES_PART = 'fileBytes';

export const archiveManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  schemaVersion: z.number().int().positive(),
  organization: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  toolVersion: z.string(),
  counts: z.record(z.string(), z.number().int().nonnegative()),
});
export type ArchiveManifest = z.infer<typeof archiveManifestSchema>;

export const ARCHIVE_JOB_KINDS = ['export', 'import'] as const;
export const ARCHIVE_JOB_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type ArchiveJobStatus = (typeof ARCHIVE_JOB_STATUSES)[number];
