import { retentionContract } from '@tessera/domain/contracts/erasure';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/settings/retention {years}: how long former members' data is kept (null: kept, nobody erased by age). */
export const setRetention = (years: number | null) => apiCall(retentionContract, { body: { years } });
