import { z } from 'zod';
import { docId } from '../entities/common';
import { assemblyInput, ballotChoice, itemResult } from '../assemblies/assembly';
import { EXCEPTION_NOTE_MAX, NOT_ENTITLED_REASONS } from '../assemblies/entitlement';
import { statuteRulesInput } from '../assemblies/rules';
import { DOOR_CODE_MAX } from '../assemblies/doorCode';
import { minutes, minutesEdit, MINUTES_NAME_MAX, MINUTES_NOTES_MAX } from '../assemblies/minutes';
import { PROXY_SCAN_TYPES } from '../assemblies/proxyScan';
import { ASSEMBLY_DOCUMENTS_MAX, assemblyDocument } from '../assemblies/documents';
import { FILE_MAX_BYTES, STORED_FILE_TYPES } from '../files/files';
import { FILE_UPLOAD_MAX_BODY, fileUploadFields } from '../files/fileUpload';
import { defineContract } from './contract';
import { chainFileAnswer, chainVerdict } from './register';

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

export const addAssemblyDocumentContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/document',
  summary: 'Attaches a document (PDF, PNG, JPEG or WEBP) to a DRAFT assembly, as a whole or to one agenda item.',
  description:
    `At most ${FILE_MAX_BYTES / 1024 / 1024} MB (\`upload.fileTooLarge\`) and ${ASSEMBLY_DOCUMENTS_MAX} documents per ` +
    'assembly (`upload.assemblyDocumentsFull` at `body.assemblyId`). The type is read from the file’s first bytes, not from ' +
    'its name: anything else is refused with `upload.documentType`. `itemId` names an item of the agenda ' +
    '(`validation.notFound` otherwise) or is null for the assembly as a whole. A refused upload stores nothing. Once ' +
    'convened the documents are fixed with the agenda: ASSEMBLY_STATUS_CONFLICT. When the draft’s agenda is rewritten a ' +
    'document follows its item’s title; an item gone leaves it to the whole assembly.',
  access: 'assemblies.manage',
  scope: 'organization',
  body: z.strictObject({
    assemblyId: docId,
    itemId: z.string().min(1).max(3).nullable().describe('the agenda item, or null: the whole assembly'),
    ...fileUploadFields,
  }),
  maxBodyBytes: FILE_UPLOAD_MAX_BODY,
  answer: assemblyDocument,
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT'],
});

const documentHeaders = z.object({ assembly: docId.describe('the assembly id'), document: docId.describe('the document id') });

export const deleteAssemblyDocumentContract = defineContract({
  method: 'DELETE',
  path: '/v1/assemblies/document',
  summary: 'Removes a document from a DRAFT assembly and deletes its file.',
  description: 'Once convened: ASSEMBLY_STATUS_CONFLICT (the members were told of it).',
  access: 'assemblies.manage',
  scope: 'organization',
  headers: documentHeaders,
  answer: z.strictObject({ deleted: z.literal(true) }),
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT'],
});

const documentLinkAnswer = z.strictObject({
  url: z.string(),
  expiresAt: z.string().describe('ISO date-time'),
  fileName: z.string(),
  contentType: z.enum(STORED_FILE_TYPES),
});

export const assemblyDocumentLinkContract = defineContract({
  method: 'GET',
  path: '/v1/assemblies/document-link',
  summary: 'A short-lived link to a document of an assembly, for the back office.',
  description:
    'At any status, drafts included. A document the assembly does not list, or an assembly of another ' +
    'organization, is NOT_FOUND. The link downloads the file under its name for a few minutes.',
  access: 'assemblies.read',
  scope: 'organization',
  headers: documentHeaders,
  answer: documentLinkAnswer,
  errors: ['NOT_FOUND'],
});

export const myAssemblyDocumentLinkContract = defineContract({
  method: 'GET',
  path: '/v1/assemblies/my-document-link',
  summary: 'A short-lived link to a document of an assembly, for a member of the organization reading it.',
  description:
    'Once the assembly is convened, as the personal area shows it: a draft is NOT_FOUND to members, as is an ' +
    'assembly of another organization and a document it does not list. Entitled to vote or not, every member reads ' +
    'the documents. The link downloads the file under its name for a few minutes.',
  access: 'assemblies.vote',
  scope: 'own',
  headers: documentHeaders,
  answer: documentLinkAnswer,
  errors: ['NOT_FOUND'],
});

export const conveneAssemblyContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/convene',
  summary: 'Convenes a DRAFT assembly and mails the convocation to every member entitled on its day.',
  description:
    "Refused with ASSEMBLY_NOTICE_TOO_SHORT when the first call is sooner than the statute's notice (noticeDays) from " +
    'now. The agenda is fixed from then on. One message per entitled member with an address, in their language, through ' +
    "the outbox: kind, calls (Italian time), place or video, the agenda with each item's documents by name (the files " +
    "themselves are never attached: they are downloaded from the personal area), and a link to the assembly's page in " +
    "the personal area (agenda, documents, proxy). The video meeting's address is not in it. The whole send is reserved on the month's quota first (QUOTAS_EXCEEDED: nothing " +
    'changes). The convocation is kept as sent (assemblies/{id}/convocation/sent: subject and text per language, time, ' +
    'recipients). Queued a page of members at a time under ids fixed per assembly and member: a second call on a ' +
    'convened assembly whose convocation went out is ASSEMBLY_STATUS_CONFLICT; one whose sending was cut short queues ' +
    'the messages still missing and nothing twice.',
  access: 'assemblies.manage',
  scope: 'organization',
  body: assemblyRef,
  answer: z.strictObject({
    recipients: z.number().int().nonnegative().describe('entitled members mailed'),
    withoutAddress: z.number().int().nonnegative().describe('entitled members with no address: not mailed'),
  }),
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT', 'ASSEMBLY_NOTICE_TOO_SHORT', 'QUOTAS_EXCEEDED'],
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
    'is stored too (assemblies/{id}/entitlements/{member}), where the member reads their own; only the lines that ' +
    'changed since the roll was last reckoned are written again.',
  access: 'assemblies.read',
  scope: 'organization',
  body: assemblyRef,
  answer: z.strictObject({
    members: z.array(rollEntry),
    entitled: z.number().int().nonnegative(),
    changed: z.number().int().nonnegative().describe('lines written because they changed since the roll was last reckoned (0: none)'),
  }),
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

export const proxyHolderContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/proxy-holder',
  summary: 'The name of the member a proxy code names, for the caller to check before giving them their proxy.',
  description:
    'A member gives their proxy to the member whose code they were sent (the holder shares it from their own page). ' +
    'Before confirming, the caller sees whose it is: the name, when that member may hold a proxy at this assembly ' +
    '(entitled, and not the caller); NOT_ENTITLED otherwise; NOT_FOUND for a code that names no member.',
  access: 'assemblies.vote',
  scope: 'own',
  body: z.strictObject({ assemblyId: docId, holderId: docId }),
  answer: z.strictObject({ name: z.string() }),
  errors: ['NOT_FOUND', 'NOT_ENTITLED', 'PROXY_REFUSED'],
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
  summary: 'Records a proxy written on paper with the scan of the signed form: who gave it to whom, who recorded it and when.',
  description:
    'The same checks as a member’s own appointment. The law wants the proxy written: `scan` is the signed form, a PDF, ' +
    'PNG or JPEG of at most 10 MB as every stored file, its type read from the bytes (`upload.documentType` at ' +
    '`body.scan.contentBase64` otherwise, `upload.fileTooLarge` past the size). It is stored privately and named on the ' +
    'proxy (`scanFileId`); a proxy refused leaves no file behind. The recording is written to the audit trail with it.',
  access: 'assemblies.manage',
  scope: 'organization',
  body: z.strictObject({
    assemblyId: docId,
    giverId: docId,
    holderId: docId,
    scan: z.object(fileUploadFields, { error: 'validation.required' }).describe('the signed form: PDF, PNG or JPEG'),
  }),
  maxBodyBytes: FILE_UPLOAD_MAX_BODY,
  references: [
    { field: 'giverId', collection: 'members' },
    { field: 'holderId', collection: 'members' },
  ],
  answer: done,
  errors: proxyErrors,
});

export const revokePaperProxyContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/paper-proxy-revoke',
  summary: 'Revokes a proxy written on paper, until the assembly opens: the proxy and the scan of its form are deleted.',
  description:
    'For a giver who takes back a proxy given on paper (who may have no sign-in to do it themselves): the same window as ' +
    'a member’s own revocation, the assembly CONVENED (ASSEMBLY_STATUS_CONFLICT otherwise). NOT_FOUND when `giverId` gave ' +
    'no proxy on paper: a proxy given online is the member’s own to revoke. Recording and revoking a paper proxy are ' +
    'both written to the audit trail with the change.',
  access: 'assemblies.manage',
  scope: 'organization',
  body: z.strictObject({ assemblyId: docId, giverId: docId }),
  references: [{ field: 'giverId', collection: 'members' }],
  answer: done,
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT'],
});

export const paperProxyScanContract = defineContract({
  method: 'GET',
  path: '/v1/assemblies/paper-proxy-scan',
  summary: 'A short-lived link to the scan of a paper proxy (the signed form), for the back office.',
  description:
    'The proxy is the one the member `giver` gave for the assembly; NOT_FOUND when there is none, when it carries no scan, or ' +
    'for an assembly of another organization. The link downloads the file under its original name for a few minutes.',
  access: 'assemblies.read',
  scope: 'organization',
  headers: z.object({ assembly: docId.describe('the assembly id'), giver: docId.describe('the member who gave the proxy') }),
  answer: z.strictObject({
    url: z.string(),
    expiresAt: z.string().describe('ISO date-time'),
    fileName: z.string(),
    contentType: z.enum(PROXY_SCAN_TYPES),
  }),
  errors: ['NOT_FOUND'],
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

export const doorCheckInContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/door-check-in',
  summary: 'Checks a member in at the door from a code read by a camera or typed: their card, or their convocation’s QR.',
  description:
    '`code` is a membership card’s QR or its number (read and verified exactly as the QR scanner reads a card: the ' +
    'member’s current card, whatever its expiry, since the roll and not the card decides who votes) or the personal QR ' +
    'the convocation mail carries (signed like the cards’ codes, naming the organization, the assembly and the member). ' +
    'A code naming nobody here, another organization’s, another assembly’s, forged, or a card replaced by a newer one: ' +
    'NOT_FOUND, nothing changed. Then as check-in: NOT_ENTITLED for a member not entitled; `already` when they were ' +
    'present before. Access: its own permission, `assemblies.door`, held by the managing roles and by staff, who help at ' +
    'the door (check-in by name stays with the managing roles); not the scanner’s `scanner.use`, which group admins ' +
    'hold too, who have no part in the whole association’s assembly.',
  access: 'assemblies.door',
  scope: 'organization',
  body: z.strictObject({ assemblyId: docId, code: z.string().trim().min(1).max(DOOR_CODE_MAX) }),
  answer: attendanceAnswer.extend({
    name: z.string().describe('the member checked in, surname first as the present list and the roll write it'),
    already: z.boolean().describe('they were present before this code: nothing changed'),
  }),
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT', 'NOT_ENTITLED'],
});

export const attendRemotelyContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/attend',
  summary: 'The caller, an entitled member, joins an assembly held by video too, and receives the meeting’s address.',
  description:
    'Only where the statute allows remote attendance and the assembly is held online (NOT_ENABLED otherwise). The ' +
    'attendance is recorded first; only then the answer gives `meetingUrl`, the video meeting’s address (null when ' +
    'the admins set none): no document the members read holds it, so it reaches only those who joined.',
  access: 'assemblies.vote',
  scope: 'own',
  body: assemblyRef,
  answer: attendanceAnswer.extend({ meetingUrl: z.string().nullable() }),
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
    'Only where the statute allows electronic voting (NOT_ENABLED otherwise, in the hall as by video: the chair then ' +
    'records a show of hands or the paper ballots’ count); the caller must be present (NOT_ENTITLED when not checked ' +
    'in). Each member counts once per item: a first ballot counts its voter and the absent givers of the proxies they ' +
    'hold whom no ballot counted yet; a giver whose holder’s ballot counted them is refused (VOTE_CAST_BY_PROXY). ' +
    'Voting again changes the choice, never the weight; one ballot per voter however many clients send it. A secret ' +
    'vote stores no ballot: the choice is sealed (AES-GCM, a server key) in the voter’s marker until the close counts ' +
    'it, then erased; no stored document ties a choice to a voter without the server’s secret.',
  access: 'assemblies.vote',
  scope: 'own',
  body: itemRef.extend({ choice: ballotChoice }),
  answer: z.strictObject({ weight: z.number().int().positive() }),
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT', 'NOT_ENTITLED', 'NOT_ENABLED', 'VOTE_CAST_BY_PROXY'],
});

export const recordHandsContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/hands',
  summary: 'Records the count the chair took in the hall (a show of hands, or paper ballots on a secret item) and closes it.',
  description:
    'On an item that is not secret: a show of hands (`how` HANDS). On a secret item: the paper ballots’ count (`how` ' +
    'PAPER), only where the statute does not allow electronic voting (ASSEMBLY_STATUS_CONFLICT otherwise: the phones’ ' +
    'ballots count it). The votes counted may not exceed those present and represented (VOTES_OVER_ATTENDANCE).',
  access: 'assemblies.manage',
  scope: 'organization',
  body: itemRef.extend({
    yes: z.number().int().nonnegative(),
    no: z.number().int().nonnegative(),
    abstain: z.number().int().nonnegative(),
  }),
  answer: itemResult,
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT', 'VOTES_OVER_ATTENDANCE'],
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

export const draftMinutesContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/minutes-draft',
  summary: 'Drafts the minutes of a CLOSED assembly from what happened, with its chair and secretary.',
  description:
    'The kind, the call it was held on, when it opened and closed, the entitled, those present and represented, who ' +
    'attended (by video too), the proxies (on paper too), and each agenda item with its result; stored at ' +
    'assemblies/{id}/minutes/draft with empty notes. Drafting again replaces the draft until it is approved ' +
    '(ASSEMBLY_STATUS_CONFLICT after, and for an assembly not closed).',
  access: 'assemblies.manage',
  scope: 'organization',
  body: z.strictObject({
    assemblyId: docId,
    chair: z.string().trim().min(1).max(MINUTES_NAME_MAX),
    secretary: z.string().trim().min(1).max(MINUTES_NAME_MAX),
  }),
  answer: minutes,
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT'],
});

export const updateMinutesContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/minutes-update',
  summary: 'Edits the draft minutes (chair, secretary, notes per agenda item, free text) while not approved.',
  description:
    'What the body leaves out stays as it is. An item id the agenda has not: `validation.notAllowed` on it. No ' +
    'draft: NOT_FOUND; approved: ASSEMBLY_STATUS_CONFLICT (a correction is a new entry in the book: minutes-correct).',
  access: 'assemblies.manage',
  scope: 'organization',
  body: minutesEdit.extend({ assemblyId: docId }),
  answer: minutes,
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT'],
});

const bookEntry = z.strictObject({ seq: z.number().int().positive(), hash: z.string() });

export const approveMinutesContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/minutes-approve',
  summary: 'Approves the draft minutes: appended to the book of assembly meetings, chained as the register of members is.',
  description:
    'The entry holds the minutes whole, its number, its time and the hash of the entry before; from then on the ' +
    'draft is APPROVED and no longer changes. Approved already: ASSEMBLY_STATUS_CONFLICT.',
  access: 'assemblies.manage',
  scope: 'organization',
  body: assemblyRef,
  answer: bookEntry,
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT'],
});

export const correctMinutesContract = defineContract({
  method: 'POST',
  path: '/v1/assemblies/minutes-correct',
  summary: 'Corrects approved minutes: a new entry in the book holding the corrected minutes and naming the entry it corrects.',
  description:
    'The corrected minutes are the last ones in the book for the assembly with the edit applied; `note` says why. ' +
    'Minutes not yet approved: ASSEMBLY_STATUS_CONFLICT (edit the draft instead).',
  access: 'assemblies.manage',
  scope: 'organization',
  body: minutesEdit.extend({ assemblyId: docId, note: z.string().trim().min(1).max(MINUTES_NOTES_MAX) }),
  answer: bookEntry.extend({ corrects: z.number().int().positive() }),
  errors: ['NOT_FOUND', 'ASSEMBLY_STATUS_CONFLICT'],
});

export const verifyBookContract = defineContract({
  method: 'GET',
  path: '/v1/assemblies/book-verify',
  summary: 'Recomputes the hash chain of the book of assembly meetings and names the first entry that does not hold.',
  description: 'As the register of members is verified (GET /v1/register/verify): the same faults.',
  access: 'assemblies.read',
  scope: 'organization',
  answer: chainVerdict,
});

export const bookPdfContract = defineContract({
  method: 'GET',
  path: '/v1/assemblies/book-pdf',
  summary: 'The book of assembly meetings printed as an A4 PDF: numbered pages, each footer carrying the chain’s hash up to it.',
  access: 'assemblies.read',
  scope: 'organization',
  answer: chainFileAnswer,
});
