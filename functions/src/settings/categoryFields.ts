import type { ListValueEdit } from '@tessera/domain/contracts/settings';
import type { SystemListType } from '@tessera/domain/settings/listValues';
import { ApiError } from '../http/apiError';

/** Price and "offered at signup" belong to categories only: on another list they are refused, not silently dropped. */
export function assertCategoryFields(type: SystemListType, body: Partial<ListValueEdit>): void {
  if (type === 'categories') return;
  const extra = (['amount', 'offered'] as const).filter((k) => body[k] !== undefined);
  if (extra.length)
    throw new ApiError(
      'INVALID_REQUEST',
      extra.map((path) => ({ path, message: 'validation.notAllowed' })),
    );
}
