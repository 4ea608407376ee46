import { overPlanLimit, type CampaignInput, type StoredCampaign } from '@tessera/domain/campaigns/campaign';
import type { Plan } from '@tessera/domain/constants';
import { isoPlusDays } from '@tessera/domain/locale/dates';
import type { StoredData } from '../../lib/data/usePagedQuery';

/** A campaign as the back office shows it: the stored fields with its id. */
export interface Campaign extends StoredCampaign {
  id: string;
}

/** A stored campaign read defensively: fields an older document lacks take the schema's defaults. */
export function campaignFromStored(id: string, d: StoredData): Campaign {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id,
    name: text(d.name),
    category: text(d.category),
    place: text(d.place),
    startDate: text(d.startDate),
    endDate: text(d.endDate),
    ctaText: text(d.ctaText),
    maxParticipants: typeof d.maxParticipants === 'number' ? d.maxParticipants : null,
    qrType: d.qrType === 'FIDELITY' ? 'FIDELITY' : 'ACCESS',
    policies: Array.isArray(d.policies) ? d.policies : [],
    formFields: Array.isArray(d.formFields) ? d.formFields : [],
    headerHtml: text(d.headerHtml),
    confirmationEmail: { subject: text(d.confirmationEmail?.subject), body: text(d.confirmationEmail?.body) },
    tags: Array.isArray(d.tags) ? d.tags : [],
    duplicates: d.duplicates === 'merge' ? 'merge' : 'refuse',
    published: d.published === true,
    registered: typeof d.registered === 'number' ? d.registered : 0,
    month: text(d.month),
    ...(typeof d.monthSeq === 'number' ? { monthSeq: d.monthSeq } : {}),
  };
}

/**
 * Made beyond the campaigns per month of the organization's present (lower) plan: shown as it is, not editable.
 * Never while the plan is unknown (null), so nothing flashes read-only while the organization is read.
 */
export const isReadOnly = (c: Pick<Campaign, 'monthSeq'>, plan: Plan | null) => plan !== null && overPlanLimit(c, plan);

/** The form's fields of a campaign (what the save endpoint takes). */
export function inputOf({ id: _id, registered: _registered, month: _month, monthSeq: _monthSeq, ...input }: Campaign): CampaignInput {
  return input;
}

/** The public registration page's path: `/c/<organization>/<campaign>`. */
export const publicPath = (orgId: string, id: string) => `/c/${encodeURIComponent(orgId)}/${encodeURIComponent(id)}`;

/** The day after an ISO date (a calendar's exclusive end). */
export const nextDay = (iso: string): string => isoPlusDays(iso, 1);
