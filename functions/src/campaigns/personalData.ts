import { copyOf } from '../personalData/collect';
import type { PersonalDataSubject } from '../personalData/registry';
import { db } from '../shared/admin';
import { campaigns, registrations } from './campaignStore';
import { registrationId } from './register';

// The member's registrations to the organization's campaigns in their copy. A public registration is kept by the
// registrant's email (its id is the email's hash), not by member id: the member's own addresses find theirs.

export async function campaignsSection({ orgId, member }: PersonalDataSubject): Promise<unknown> {
  const emails = [member?.email, member?.secondaryEmail].filter((e): e is string => typeof e === 'string' && e.length > 0);
  if (emails.length === 0) return [];
  const list = await campaigns(orgId).select('name', 'startDate').get();
  const refs = list.docs.flatMap((c) => emails.map((e) => registrations(orgId, c.id).doc(registrationId(e))));
  const found = refs.length ? (await db.getAll(...refs)).filter((s) => s.exists) : [];
  const byId = new Map(list.docs.map((c) => [c.id, c]));
  return found.map((s) => {
    const campaign = byId.get(s.ref.parent.parent!.id)!;
    return {
      campaignId: campaign.id,
      campaignName: campaign.get('name') ?? null,
      startDate: campaign.get('startDate') ?? null,
      ...copyOf(s.id, s.data()),
    };
  });
}
