import { apiCall } from '../../../lib/api/client';
import { orgHeaders } from '../../../lib/deployment/deployment';
import { useApiQuery } from '../../../lib/api/useApiQuery';
import { categoriesContract } from '@tessera/domain/contracts/website';

/** GET /v1/website/categories: the offers of step 2 (amount in euro). */
export const useOffers = () =>
  useApiQuery(`offers:${orgHeaders().org ?? ''}`, () => apiCall(categoriesContract, { headers: orgHeaders() }).then((a) => a.categories));
