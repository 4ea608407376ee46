import type { TFunction } from 'i18next';
import { ApiFailure } from '../../../lib/api/client';
import { errorText } from '../../../lib/api/errorText';

// The refusals a member meets on an assembly, said to the member (the shared texts speak to the back office).
const OWN_WORDS = new Set([
  'NOT_FOUND',
  'ASSEMBLY_STATUS_CONFLICT',
  'NOT_ENTITLED',
  'PROXY_REFUSED',
  'PROXY_LIMIT_REACHED',
  'NOT_ENABLED',
  'INVALID_REQUEST',
  'VOTE_CAST_BY_PROXY',
]);

/** The text for a failed proxy, attendance or ballot: the member's own words for the assemblies' codes. */
export function assemblyErrorText(t: TFunction, action: 'holder' | 'proxy' | 'revoke' | 'attend' | 'ballot', e: unknown): string {
  if (e instanceof ApiFailure && OWN_WORDS.has(e.code)) return t(`my-area.assemblies.errors.${action}.${e.code}`);
  return errorText(t, e);
}
