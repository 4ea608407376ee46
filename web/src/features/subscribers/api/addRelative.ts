import type { z } from 'zod';
import type { relative } from '@tessera/domain/entities/member';
import { apiCall } from '../../../lib/api/client';

export type RelativeInput = z.input<typeof relative>;

/** POST /v1/members/add-relative */
export function addRelative(id: string, rel: RelativeInput, main?: boolean) {
  return apiCall<unknown>('POST', '/v1/members/add-relative', { body: { id, relative: rel, ...(main ? { main: true } : {}) } });
}
