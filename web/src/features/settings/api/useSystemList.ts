import { useState } from 'react';
import { getListValuesContract } from '@tessera/domain/contracts/settings';
import type { ListType } from '@tessera/domain/entities/organization';
import { apiCall } from '../../../lib/api/client';
import { useApiQuery } from '../../../lib/api/useApiQuery';

/**
 * One system list as settings show it (names, category prices, how many members hold each value), through
 * get-list-values: the member counts are count aggregations the rules do not give the browser. `reload` reads again
 * after a change.
 */
export function useSystemList(type: ListType) {
  const [version, setVersion] = useState(0);
  const live = useApiQuery(`${type}:${version}`, () => apiCall(getListValuesContract, { headers: { type }, overlay: false }));
  return { live, reload: () => setVersion((v) => v + 1) };
}
