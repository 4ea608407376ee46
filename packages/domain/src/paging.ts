import { z } from 'zod';
import { LIST_PAGE_MAX } from './constants';
import { docId } from './entities/common';

/**
 * Headers of the list endpoints that answer a page (GET /v1/members/all, /v1/cards/all): `cursor`, the `next` of the
 * previous answer (absent for the first page), and `limit`, rows per page (1–LIST_PAGE_MAX, default LIST_PAGE_MAX).
 */
export const pageHeaders = z.object({
  cursor: docId.optional(),
  limit: z
    .string({ error: 'validation.number' })
    .regex(/^\d{1,5}$/, 'validation.number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= LIST_PAGE_MAX, 'validation.number')
    .default(LIST_PAGE_MAX),
});
export type PageRequest = z.infer<typeof pageHeaders>;
