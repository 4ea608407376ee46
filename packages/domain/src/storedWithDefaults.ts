import type { z } from 'zod';

/**
 * Settings as stored, completed with their defaults (a document written before a key existed lacks it): key by key,
 * so one odd stored value falls back to its own default, never the whole object. Every reader of such settings goes
 * through one of these, so a missing key never reads as "off" in one place and "on" in another.
 */
export function storedWithDefaults<T extends object>(shape: Readonly<Record<string, z.ZodType>>, defaults: T, stored: unknown): T {
  const raw = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const out = { ...defaults } as Record<string, unknown>;
  for (const [key, schema] of Object.entries(shape)) {
    if (raw[key] !== undefined && schema.safeParse(raw[key]).success) out[key] = raw[key];
  }
  return out as T;
}
