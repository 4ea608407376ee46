import { saveMailshotContract } from '@tessera/domain/contracts/mailshots';
import type { z } from 'zod';
import type { mailshotInput } from '@tessera/domain/mailshots/mailshot';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/mailshots/one: a new draft, or (header id) the compose form's fields over a draft. */
export const saveMailshot = (id: string | null, body: z.input<typeof mailshotInput>) =>
  apiCall(saveMailshotContract, { headers: id ? { id } : {}, body, overlay: false });
