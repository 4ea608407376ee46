import type { Offer } from '@tessera/domain/entities/organization';
import { apiCall } from '../../../lib/api/client';
import { useApiQuery } from '../../../lib/api/useApiQuery';

/** GET /v1/website/categories: the offers of step 2 (amount in euro). */
export const useOffers = () =>
  useApiQuery('offers', () => apiCall<{ categories: Offer[] }>('GET', '/v1/website/categories').then((a) => a.categories));
