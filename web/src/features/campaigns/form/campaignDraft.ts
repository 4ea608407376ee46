import type { Control, FieldErrors, Resolver, UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { campaignInput, DUPLICATE_POLICIES, type CampaignInput, type QrType } from '@tessera/domain/campaigns/campaign';
import { CUSTOM_FIELD_TYPES } from '@tessera/domain/entities/settings';
import type { PolicyKind } from '@tessera/domain/settings/policies';

export type FieldType = (typeof CUSTOM_FIELD_TYPES)[number];
/** The field types whose answer is chosen from a list of values. */
export const CHOICE_TYPES: readonly FieldType[] = ['RADIO', 'SELECT', 'MULTISELECT'];

/** A registration-form field as edited (the schema's shape, every value present). */
interface FieldDraft {
  id: string;
  label: string;
  type: FieldType;
  values: string[];
  required: boolean;
}

/** The form's values as typed: the schema's input (the maximum as text: empty means no limit). */
export interface Draft {
  name: string;
  category: string;
  place: string;
  startDate: string;
  endDate: string;
  ctaText: string;
  maxParticipants: string;
  qrType: QrType;
  policies: PolicyKind[];
  formFields: FieldDraft[];
  headerHtml: string;
  confirmationEmail: { subject: string; body: string };
  tags: string[];
  duplicates: (typeof DUPLICATE_POLICIES)[number];
  published: boolean;
}

/** What a section of the campaign form takes from it: its control, its inputs' registration and its errors. */
export interface DraftSectionProps {
  control: Control<Draft, unknown, CampaignInput>;
  register: UseFormRegister<Draft>;
  errors: FieldErrors<Draft>;
}

/** The form's starting values: the stored campaign's, or empty ones for a new campaign. */
export function draftOf(c: CampaignInput | undefined): Draft {
  return {
    name: c?.name ?? '',
    category: c?.category ?? '',
    place: c?.place ?? '',
    startDate: c?.startDate ?? '',
    endDate: c?.endDate ?? '',
    ctaText: c?.ctaText ?? '',
    maxParticipants: c?.maxParticipants == null ? '' : String(c.maxParticipants),
    qrType: c?.qrType ?? 'ACCESS',
    policies: c?.policies ?? [],
    formFields: (c?.formFields ?? []).map((f) => ({ ...f, values: f.values ?? [], required: f.required ?? false })),
    headerHtml: c?.headerHtml ?? '',
    confirmationEmail: { subject: c?.confirmationEmail.subject ?? '', body: c?.confirmationEmail.body ?? '' },
    tags: c?.tags ?? [],
    duplicates: c?.duplicates ?? 'refuse',
    published: c?.published ?? false,
  };
}

// The domain's schema checks the form (its messages are i18n keys); its output is what the API takes. A day left empty
// is said to be required, not invalid.
const schemaResolver = zodResolver(campaignInput) as unknown as Resolver<Draft, unknown, CampaignInput>;
export const resolver: Resolver<Draft, unknown, CampaignInput> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  for (const day of ['startDate', 'endDate'] as const) {
    const error = result.errors[day];
    if (error && values[day] === '') error.message = 'validation.required';
  }
  return result;
};

/** A field's id suggested from its label: "Taglia maglietta" → taglia_maglietta. */
export function fieldIdOf(label: string): string {
  const slug = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return (/^[a-z]/.test(slug) ? slug : `f_${slug}`).slice(0, 40).replace(/_+$/, '');
}
