import { orgCol } from '@tessera/domain/paths';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';
import type { StoredData } from '../../../lib/data/usePagedQuery';

/** One sale item, live. */
export const useSale = (orgId: string, id: string) => useLiveDocument<StoredData>(`${orgCol(orgId, 'sales')}/${id}`);
