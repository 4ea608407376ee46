import {
  HONEYPOT_FIELD,
  registrationInput,
  registrationIssues,
  type CampaignFormField,
  type RegistrationInput,
} from '@tessera/domain/campaigns/campaign';
import type { Language } from '@tessera/domain/constants';

/** One answer as typed: text, a number, or the values chosen. */
export type Answer = string | number | string[];

/** The registration form's values as typed. */
export interface TypedRegistration {
  person: { name: string; surname: string; email: string };
  answers: Record<string, Answer>;
  accepted: string[];
  /** the privacy policy's box ticked */
  consented: boolean;
  honeypot: string;
  lang: Language;
  source: string | null;
}

/** The answers as the API takes them: empty ones left out, numbers as numbers (a non-number stays text: the check names it). */
function answersOf(form: readonly CampaignFormField[], typed: Record<string, Answer>): Record<string, Answer> {
  const out: Record<string, Answer> = {};
  for (const f of form) {
    const v = typed[f.id];
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    if (f.type === 'NUMBER' && typeof v === 'string') {
      const n = Number(v.trim().replace(',', '.'));
      out[f.id] = v.trim() !== '' && Number.isFinite(n) ? n : v;
    } else out[f.id] = v;
  }
  return out;
}

/**
 * The body, or the messages per field (`name`, `answers.<id>`, `accepted`, `consent`) when something is missing or
 * wrong. The consent names the privacy policy's version shown (`privacy`), sent only once its box is ticked.
 */
export function checkRegistration(
  typed: TypedRegistration,
  formFields: readonly CampaignFormField[],
  policies: readonly { kind: string }[],
  privacy: { version: number },
): { body: RegistrationInput } | { errors: Record<string, string> } {
  const { person, answers, accepted, consented, honeypot, lang, source } = typed;
  const found: Record<string, string> = {};
  const body = {
    ...person,
    answers: answersOf(formFields, answers),
    accepted,
    ...(consented ? { consent: { policyVersion: privacy.version } } : {}),
    lang,
    ...(source ? { source: source.slice(0, 40) } : {}),
    ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
  };
  const parsed = registrationInput.safeParse(body);
  if (!parsed.success) for (const i of parsed.error.issues) found[i.path.map(String).join('.')] ??= i.message;
  for (const i of registrationIssues(formFields, body)) found[i.path.replace(/^body\./, '')] ??= i.message;
  if (policies.some((p) => !accepted.includes(p.kind))) found.accepted ??= 'validation.mustAccept';
  return Object.keys(found).length || !parsed.success ? { errors: found } : { body: parsed.data };
}

/** The server's issues as messages per field (`body.answers.<id>.0` → `answers.<id>`), where the form shows them. */
export function fieldErrorsOf(issues: readonly { path: string; message: string }[]): Record<string, string> {
  return Object.fromEntries(
    issues.map((i) => [
      i.path
        .replace(/^body\./, '')
        .split('.')
        .slice(0, 2)
        .join('.'),
      i.message,
    ]),
  );
}
