import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { mailshotInput, RECIPIENT_KINDS, type MailshotInput } from '@tessera/domain/mailshots/mailshot';

export type RecipientKind = (typeof RECIPIENT_KINDS)[number];
/** The audience's kind as the form holds it: '' until the sender chooses (nothing is preset). */
export type KindChoice = RecipientKind | '';
export type StoredFile = { fileId: string; fileName: string };

/**
 * The compose form's values: every recipients source's choice kept side by side (switching the kind back and forth
 * loses nothing), only the chosen one sent.
 */
export interface Draft {
  subject: string;
  senderId: string;
  bodyHtml: string;
  lang: 'it' | 'en';
  kind: KindChoice;
  searchId: string;
  groups: string[];
  sections: string[];
  categories: string[];
  campaignId: string;
  /** the checked recipients file (POST /v1/mailshots/recipients-file), or none yet */
  file: StoredFile | null;
  attachments: StoredFile[];
}

/** The form's starting values: the stored draft's, or a new one's (the default sender, no audience chosen). */
export function draftOf(
  stored: Pick<MailshotInput, 'subject' | 'senderId' | 'bodyHtml' | 'lang' | 'recipients' | 'attachments'> | null,
  defaultSenderId = '',
): Draft {
  const r = stored?.recipients;
  return {
    subject: stored?.subject ?? '',
    senderId: stored?.senderId ?? defaultSenderId,
    bodyHtml: stored?.bodyHtml ?? '',
    lang: stored?.lang ?? 'it',
    kind: r?.kind ?? '',
    searchId: r?.kind === 'search' ? r.searchId : '',
    groups: r?.kind === 'lists' ? r.groups : [],
    sections: r?.kind === 'lists' ? r.sections : [],
    categories: r?.kind === 'lists' ? r.categories : [],
    campaignId: r?.kind === 'campaign' ? r.campaignId : '',
    file: r?.kind === 'file' ? { fileId: r.fileId, fileName: r.fileName } : null,
    attachments: stored?.attachments ?? [],
  };
}

/** The chosen recipients source of the form's values; none chosen yet: null (the draft saves, but cannot be sent). */
function sourceOf(d: Draft): z.input<typeof mailshotInput>['recipients'] {
  switch (d.kind) {
    case '':
      return null;
    case 'all':
      return { kind: 'all' };
    case 'search':
      return { kind: 'search', searchId: d.searchId };
    case 'campaign':
      return { kind: 'campaign', campaignId: d.campaignId };
    case 'file':
      return { kind: 'file', fileId: d.file?.fileId ?? '', fileName: d.file?.fileName ?? '' };
    case 'lists':
      return { kind: 'lists', groups: d.groups, sections: d.sections, categories: d.categories };
  }
}

/** What the API takes (mailshotInput's input) from the form's values. */
export const inputOf = (d: Draft): z.input<typeof mailshotInput> => ({
  subject: d.subject,
  senderId: d.senderId,
  bodyHtml: d.bodyHtml,
  lang: d.lang,
  recipients: sourceOf(d),
  attachments: d.attachments,
});

/** The form fields a message is shown under. */
export type DraftField =
  'subject' | 'senderId' | 'bodyHtml' | 'lang' | 'kind' | 'searchId' | 'campaignId' | 'groups' | 'file' | 'attachments';

/**
 * Where an issue of the API's schema lands in the form: `recipients.searchId` under the search select,
 * `recipients.fileId` under the file, `recipients.groups` (nothing chosen in any list) under the lists, an
 * attachment's under the attachments, the rest of `recipients` under the kind.
 * Server issues come as `body.…`.
 */
export function fieldOf(path: string): DraftField {
  const [head, sub, ...rest] = path.replace(/^body\./, '').split('.');
  if (head === 'recipients') {
    if (sub === 'searchId' || sub === 'campaignId') return sub;
    if (sub === 'groups' && rest.length === 0) return 'groups';
    if (sub === 'fileId' || sub === 'fileName') return 'file';
    return 'kind';
  }
  if (head === 'subject' || head === 'senderId' || head === 'bodyHtml' || head === 'lang' || head === 'attachments') return head;
  return 'kind';
}

/** The form's values checked with the API's own schema (its messages are i18n keys), the first message per field. */
export function checkDraft(
  d: Draft,
): { values: MailshotInput; errors: null } | { values: null; errors: Partial<Record<DraftField, string>> } {
  const parsed = mailshotInput.safeParse(inputOf(d));
  if (parsed.success) return { values: parsed.data, errors: null };
  const errors: Partial<Record<DraftField, string>> = {};
  for (const issue of parsed.error.issues) errors[fieldOf(issue.path.join('.'))] ??= issue.message;
  return { values: null, errors };
}

/** react-hook-form's resolver over checkDraft: the output is what the API takes. */
export const resolver: Resolver<Draft, unknown, MailshotInput> = async (values) => {
  const checked = checkDraft(values);
  if (checked.values) return { values: checked.values, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(checked.errors).map(([field, message]) => [field, { type: 'validation', message }]),
  ) as FieldErrors<Draft>;
  return { values: {}, errors };
};
