import { z } from 'zod';
import { normalizeHost } from './hostsMap';

/** A domain as the platform admin types it, normalized (hostsMap.ts normalizeHost); `validation.hostname` when none. */
export const hostnameSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(253, { error: 'validation.tooLong', abort: true })
  .transform((v, ctx) => {
    const host = normalizeHost(v);
    if (host === null) {
      ctx.addIssue({ code: 'custom', message: 'validation.hostname' });
      return z.NEVER;
    }
    return host;
  });
