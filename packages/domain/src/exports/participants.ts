import { z } from 'zod';
import { EXPORT_FORMATS } from '../constants';
import { docId } from '../entities/common';

/**
 * The participants of a sale item, as a file or a printed list: every registration standing (cancelled
 * ones left out), by name. Italian headers like every export.
 */
export const PARTICIPANT_COLUMNS = [
  { key: 'holder', header: 'Cognome e nome', kind: 'text' },
  { key: 'familyOf', header: 'Familiare di', kind: 'text' },
  { key: 'priceName', header: 'Tariffa', kind: 'text' },
  { key: 'quantity', header: 'Posti', kind: 'number' },
  { key: 'amount', header: 'Importo', kind: 'euros' },
  { key: 'mode', header: 'Pagamento', kind: 'text' },
  { key: 'state', header: 'Stato', kind: 'text' },
  { key: 'createdAt', header: 'Iscritto il', kind: 'date' },
] as const;
export type ParticipantColumn = (typeof PARTICIPANT_COLUMNS)[number]['key'];

export const participantsRequest = z.object({
  id: docId.describe('the sale item'),
  format: z.enum(EXPORT_FORMATS, { error: 'validation.required' }),
});
