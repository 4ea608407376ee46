import { memberPath, orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { toJson } from '../shared/serialize';
import { personalDataSections } from '../personalData/registry';

/** A member's copy of their data: who, from which association, when, and each registered section's content. */
export interface MemberCopy {
  format: 'tessera.memberData/1';
  generatedAt: string;
  organization: { id: string; name: string };
  member: { id: string; name: string; surname: string };
  sections: Record<string, unknown>;
}

/**
 * Every section registered with the personal-data registry (each area lists what it holds about a member from its own
 * wiring file), collected for one member. A section that fails fails the copy: a copy silently missing part of the
 * data would tell the member the association holds less than it does.
 */
export async function memberCopy(orgId: string, memberId: string, now = new Date()): Promise<MemberCopy> {
  const [org, member] = await Promise.all([db.doc(orgPath(orgId)).get(), db.doc(memberPath(orgId, memberId)).get()]);
  const data = member.exists ? member.data()! : null;
  const subject = { orgId, memberId, member: data };
  const collected = await Promise.all(personalDataSections().map(async (s) => [s.name, toJson(await s.collect(subject))] as const));
  return {
    format: 'tessera.memberData/1',
    generatedAt: now.toISOString(),
    organization: { id: orgId, name: String(org.get('publicInfo.name') ?? orgId) },
    member: { id: memberId, name: String(data?.name ?? ''), surname: String(data?.surname ?? '') },
    sections: Object.fromEntries(collected),
  };
}
