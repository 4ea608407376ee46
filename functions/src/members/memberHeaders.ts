import { z } from 'zod';
import { docId } from '@tessera/domain/entities/common';

/** `id` header of GET/PATCH /v1/members/one (spec §7). */
export const memberIdHeader = z.object({ id: docId });
