import { patchFieldContract } from '@tessera/domain/contracts/customFields';
import type { CustomFieldEditInput } from '@tessera/domain/settings/customFields';
import { apiCall } from '../../../lib/api/client';

/** Replaces a field's definition; the answer counts the members whose values were rewritten to fit it. */
export const patchField = (id: string, field: CustomFieldEditInput) =>
  apiCall(patchFieldContract, { headers: { id }, body: field, overlay: false });
