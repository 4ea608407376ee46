import type { Transaction } from 'firebase-admin/firestore';
import type { ListValueEdit } from '@tessera/domain/contracts/settings';
import type { ListType } from '@tessera/domain/entities/organization';
import { isCompanyList } from '@tessera/domain/settings/listValues';
import { ApiError } from '../http/apiError';
import { readListValue } from './listValueStore';

type Field = Exclude<keyof ListValueEdit, 'name'>;

/** Which fields beside the name each list takes: a field the list does not take is refused, not silently dropped. */
function fieldsOf(type: ListType): readonly Field[] {
  if (type === 'categories') return ['amount', 'offered'];
  if (type === 'group_companies') return ['code', 'group'];
  if (isCompanyList(type)) return ['code'];
  return [];
}

/**
 * Checks a value's fields for its list: the ones it does not take (validation.notAllowed), on a new company its code
 * and on a new group company its group (validation.required), and that a named group exists (NOT_FOUND). Reads in
 * the caller's transaction.
 */
export async function checkTypeFields(
  tx: Transaction,
  org: string,
  type: ListType,
  body: Partial<ListValueEdit>,
  isNew: boolean,
): Promise<void> {
  const takes = fieldsOf(type);
  const issues = (Object.keys(body) as (keyof ListValueEdit)[])
    .filter((k) => k !== 'name' && body[k] !== undefined && !takes.includes(k))
    .map((path) => ({ path: `body.${path}`, message: 'validation.notAllowed' }));
  if (isNew)
    for (const k of ['code', 'group'] as const)
      if (takes.includes(k) && body[k] === undefined) issues.push({ path: `body.${k}`, message: 'validation.required' });
  if (issues.length) throw new ApiError('INVALID_REQUEST', issues);
  if (body.group !== undefined) await readListValue(tx, org, 'groups', body.group);
}
