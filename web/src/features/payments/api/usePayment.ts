import { orgCol } from '@tessera/domain/paths';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';
import type { StoredData } from '../../../lib/data/usePagedQuery';

/** One payment, live (under the rules: a group admin reads its groups' payments only). */
export const usePayment = (orgId: string, id: string) => useLiveDocument<StoredData>(`${orgCol(orgId, 'payments')}/${id}`);
