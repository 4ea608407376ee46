import { orgCol } from '@tessera/domain/paths';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';
import type { StoredData } from '../../../lib/data/usePagedQuery';

/** One convention, live. */
export const useConvention = (orgId: string, id: string) => useLiveDocument<StoredData>(`${orgCol(orgId, 'conventions')}/${id}`);
