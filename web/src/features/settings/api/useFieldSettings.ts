import { useState } from 'react';
import { getFieldsContract } from '@tessera/domain/contracts/customFields';
import { apiCall } from '../../../lib/api/client';
import { useApiQuery } from '../../../lib/api/useApiQuery';

/**
 * The custom fields as settings show them (definitions in order, how many members hold each), through get-fields: the
 * holder counts are count aggregations the rules do not give the browser. `reload` reads again after a change.
 */
export function useFieldSettings() {
  const [version, setVersion] = useState(0);
  const live = useApiQuery(`fields:${version}`, () => apiCall(getFieldsContract, { overlay: false }));
  return { live, reload: () => setVersion((v) => v + 1) };
}
