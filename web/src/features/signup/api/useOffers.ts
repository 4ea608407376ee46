import { apiCall } from '../../../lib/api/client';
import { useApiQuery } from '../../../lib/api/useApiQuery';
import { categoriesContract } from '@tessera/domain/contracts/website';

/** GET /v1/website/categories: the offers of step 2 (amount in euro). */
export const useOffers = () => useApiQuery('offers', () => apiCall(categoriesContract).then((a) => a.categories));
