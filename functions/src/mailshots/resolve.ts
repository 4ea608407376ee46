import { selectRecipients, type MergeValues, type RecipientsSource } from '@tessera/domain/mailshots/mailshot';
import type { SearchRecord } from '@tessera/domain/search/evaluate';
import { ApiError } from '../http/apiError';
import { readMemberRecords } from '../search/projection';
import { savedSearchMembers } from '../search/savedSearchMembers';
import { registrations } from '../campaigns/campaignStore';
import { storedFileCandidates } from './recipientsFile';
import { suppressions } from './store';

interface Candidate {
  email: unknown;
  memberId?: string;
  consent?: boolean;
  values: MergeValues;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join(', ') : String(v));

/** A member's projection row as a candidate: merge values by field and custom field name, consent as stored. */
function memberCandidate(r: SearchRecord): Candidate {
  const values: MergeValues = {};
  for (const [k, v] of Object.entries(r)) if (typeof v !== 'object' || Array.isArray(v)) values[k] = text(v);
  return { email: r.email, memberId: String(r.id), consent: r.newsletter === true, values };
}

/** A saved search's members (members mode only: its rows are members with their addresses). */
async function searchCandidates(orgId: string, uid: string, searchId: string): Promise<Candidate[]> {
  const found = await savedSearchMembers(orgId, uid, searchId);
  if (!found) throw new ApiError('INVALID_REQUEST', [{ path: 'body.recipients.searchId', message: 'mailshots.membersSearchOnly' }]);
  return found.map(memberCandidate);
}

/** The living members of the lists chosen, or every living member when the sender chose them all (`all`). */
async function memberCandidates(orgId: string, source: Extract<RecipientsSource, { kind: 'lists' | 'all' }>): Promise<Candidate[]> {
  const chosen = source.kind === 'lists' ? source : { groups: [], sections: [], categories: [] };
  // a list with nothing chosen does not narrow (the schema makes a selection choose something somewhere)
  const within = (values: readonly string[], value: unknown) => values.length === 0 || values.includes(String(value));
  return (await readMemberRecords(orgId))
    .filter(
      (r) =>
        r.deceased !== true &&
        within(chosen.groups, r.group) &&
        within(chosen.sections, r.section) &&
        within(chosen.categories, r.category),
    )
    .sort((a, b) => String(a.surname ?? '').localeCompare(String(b.surname ?? '')) || String(a.id).localeCompare(String(b.id)))
    .map(memberCandidate);
}

async function campaignCandidates(orgId: string, campaignId: string): Promise<Candidate[]> {
  const regs = await registrations(orgId, campaignId).orderBy('createdAt').get();
  if (regs.empty && !(await registrations(orgId, campaignId).parent!.get()).exists) throw new ApiError('NOT_FOUND');
  return regs.docs.map((d) => {
    const r = d.data();
    return {
      email: r.email,
      ...(typeof r.memberId === 'string' ? { memberId: r.memberId } : {}),
      values: { name: text(r.name), surname: text(r.surname) },
    };
  });
}

/** The organization's suppressed addresses (read whole: a few per cent of its members at most). */
async function suppressedSet(orgId: string): Promise<Set<string>> {
  const snap = await suppressions(orgId).select('email').get();
  return new Set(snap.docs.map((d) => String(d.get('email'))));
}

/**
 * The recipients of a source as a send would take them now, in a stable order: deduplicated, without suppressed
 * addresses and (members) without those who gave no newsletter consent; deceased members never. Counted by reason.
 * No audience (audienceOf: none chosen): nobody.
 */
export async function resolveRecipients(orgId: string, uid: string, source: RecipientsSource | null) {
  const [candidates, suppressed] = await Promise.all([
    source === null
      ? []
      : source.kind === 'search'
        ? searchCandidates(orgId, uid, source.searchId)
        : source.kind === 'lists' || source.kind === 'all'
          ? memberCandidates(orgId, source)
          : source.kind === 'campaign'
            ? campaignCandidates(orgId, source.campaignId)
            : storedFileCandidates(orgId, source.fileId, source.fileName),
    suppressedSet(orgId),
  ]);
  return selectRecipients(candidates, (email) => suppressed.has(email));
}
