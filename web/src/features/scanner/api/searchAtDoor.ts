import { doorSearchContract } from '@tessera/domain/contracts/scanner';
import type { DoorMatch } from '@tessera/domain/scanner/typedCode';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/scanner/search: the organization's cards and today's tickets whose holder's name holds `q`. */
export const searchAtDoor = async (q: string): Promise<DoorMatch[]> =>
  (await apiCall(doorSearchContract, { body: { q }, overlay: false })).matches;
