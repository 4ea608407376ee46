import type { TFunction } from 'i18next';
import { messageKeyFor } from '@tessera/domain/errors';
import { ApiFailure } from '../../lib/api/client';
import { errorText } from '../../lib/api/errorText';

/** What went wrong with a file the API refused: the message, and the header's missing, unexpected and repeated columns. */
export interface UploadProblem {
  text: string;
  details: string[];
}

const OWN_ERRORS = ['upload.fileTooLarge', 'upload.tooManyRows', 'upload.invalidContent'];

/** An upload call's failure as the dialogs show it (both the member and the payment file). */
export function uploadProblem(t: TFunction, e: unknown): UploadProblem {
  const issues = e instanceof ApiFailure ? (e.issues ?? []) : [];
  const first = issues[0]?.message;
  if (!first) return { text: errorText(t, e), details: [] };
  const byKind = new Map<string, string[]>();
  for (const i of issues) {
    const m = /^(missing|unexpected|duplicated)\.(.+)$/.exec(i.path);
    if (m) byKind.set(m[1]!, [...(byKind.get(m[1]!) ?? []), m[2]!]);
  }
  const details = [...byKind].map(([kind, columns]) => t(`uploads.header.${kind}`, { columns: columns.join(', ') }));
  return { text: OWN_ERRORS.includes(first) ? t(`uploads.errors.${first.slice(7)}`) : t(messageKeyFor(first)), details };
}

/**
 * Why a row is refused or skipped, in words. A payment file names its payer by tax code, card number or email, so some
 * reasons read differently there (uploads.paymentReasons), and differently again on the column that says so: a
 * `NOT_FOUND` on the email is "no member with this email" (the key with the column as i18next's context, `_email`).
 */
export function rowReason(t: TFunction, kind: 'members' | 'payments', reason: string, column?: string): string {
  const keys = kind === 'payments' ? [`uploads.paymentReasons.${reason}`, `uploads.reasons.${reason}`] : [`uploads.reasons.${reason}`];
  return t(keys, column ? { context: column } : undefined);
}
