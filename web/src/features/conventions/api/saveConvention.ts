import { createConventionContract, patchConventionContract } from '@tessera/domain/contracts/conventions';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api/client';

type Values = z.input<typeof createConventionContract.body>;

/** POST /v1/conventions/one, or PATCH it (header id) for an existing convention. */
export const saveConvention = (id: string | null, body: Values) =>
  id
    ? apiCall(patchConventionContract, { headers: { id }, body, overlay: false })
    : apiCall(createConventionContract, { body, overlay: false });
