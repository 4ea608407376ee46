import { z } from 'zod';
import { EXPORT_FORMATS } from '../constants';
import { docId } from '../entities/common';
import type { CampaignFormField } from './campaign';

/**
 * A campaign's registrations as a file: who registered, from where, when, the points a FIDELITY campaign
 * gave them, the privacy consent (time and policy version), then one column per field of the campaign's own form (its label as the header). Italian headers like
 * every export; sorted by surname and name.
 */
export const REGISTRATION_COLUMNS = [
  { key: 'surname', header: 'Cognome', kind: 'text' },
  { key: 'name', header: 'Nome', kind: 'text' },
  { key: 'email', header: 'Email', kind: 'text' },
  { key: 'source', header: 'Provenienza', kind: 'text' },
  { key: 'lang', header: 'Lingua', kind: 'text' },
  { key: 'points', header: 'Punti', kind: 'number' },
  { key: 'createdAt', header: 'Iscritto il', kind: 'date' },
  /** the privacy consent (consent.ts): when, to the second in Italy's time, and which version of the policy */
  { key: 'consentAt', header: 'Consenso privacy il', kind: 'text' },
  { key: 'consentVersion', header: 'Versione informativa privacy', kind: 'number' },
] as const;

/** The form's fields as columns after the fixed ones: numbers as numbers, dates as dates, the rest as text. */
export function answerColumns(form: readonly CampaignFormField[]) {
  return form.map((f) => ({
    id: f.id,
    header: f.label,
    kind: f.type === 'NUMBER' ? ('number' as const) : f.type === 'DATE' ? ('date' as const) : ('text' as const),
  }));
}

export const registrationsExportRequest = z.object({
  id: docId.describe('the campaign'),
  format: z.enum(EXPORT_FORMATS, { error: 'validation.required' }),
});
