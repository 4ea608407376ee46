import { deleteListValuesContract } from '@tessera/domain/contracts/settings';
import type { ListType } from '@tessera/domain/entities/organization';
import { apiCall } from '../../../lib/api/client';

/** Deletes a value; `moveTo` names the value its members move to first (required while members hold it). */
export const deleteListValue = (type: ListType, id: string, moveTo?: string) =>
  apiCall(deleteListValuesContract, { headers: { type, id, 'move-to': moveTo }, overlay: false });
