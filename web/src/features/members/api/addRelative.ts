import type { z } from 'zod';
import type { relative } from '@tessera/domain/entities/member';
import { apiCall } from '../../../lib/api/client';
import { addRelativeContract } from '@tessera/domain/contracts/members';

export type RelativeInput = z.input<typeof relative>;

/** POST /v1/members/add-relative */
export function addRelative(id: string, rel: RelativeInput, main?: boolean) {
  return apiCall(addRelativeContract, { body: { id, relative: rel, ...(main ? { main: true } : {}) } });
}
