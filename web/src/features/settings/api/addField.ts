import { addFieldContract } from '@tessera/domain/contracts/customFields';
import type { CustomFieldEditInput } from '@tessera/domain/settings/customFields';
import { apiCall } from '../../../lib/api/client';

/** Adds a custom field, last in the order. */
export const addField = (field: CustomFieldEditInput) => apiCall(addFieldContract, { body: field, overlay: false });
