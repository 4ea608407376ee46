import type { TFunction } from 'i18next';
import { errorCode, errorText } from '../../lib/api/errorText';
import { notifyFailure } from '../../components/toaster';

/**
 * The error codes the assemblies' endpoints answer, each with a message of this area that says what to do here (the
 * catalogue's own is more general); any other failure reads as the catalogue says.
 */
export const ASSEMBLY_ERRORS = [
  'NOT_FOUND',
  'ASSEMBLY_STATUS_CONFLICT',
  'ASSEMBLY_NOTICE_TOO_SHORT',
  'NOT_ENTITLED',
  'NOT_ENABLED',
  'PROXY_REFUSED',
  'PROXY_LIMIT_REACHED',
  'QUORUM_NOT_REACHED',
  'QUOTAS_EXCEEDED',
  'VOTE_CAST_BY_PROXY',
  'VOTES_OVER_ATTENDANCE',
] as const;

export function assemblyErrorText(t: TFunction, e: unknown, values: Record<string, unknown> = {}): string {
  const code = errorCode(e);
  // how many are missing is known only where the quorum is shown; elsewhere the catalogue's general message
  if (code === 'QUORUM_NOT_REACHED' && values.count === undefined) return errorText(t, e);
  return code && (ASSEMBLY_ERRORS as readonly string[]).includes(code) ? t(`assemblies.errors.${code}`, values) : errorText(t, e);
}

/** A failure's toast with the area's message (the toast keeps the code, for tests and support). */
export const notifyAssemblyFailure = (t: TFunction, e: unknown, values?: Record<string, unknown>) =>
  notifyFailure(t, e, assemblyErrorText(t, e, values));
