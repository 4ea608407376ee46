import {
  audienceOf,
  MAILSHOT_STATES,
  type MailshotState,
  type RecipientsCount,
  type RecipientsSource,
} from '@tessera/domain/mailshots/mailshot';
import type { StoredData } from '../../lib/data/usePagedQuery';

/** A mailshot as the screens use it (timestamps as Dates; a field missing on an odd record gets its empty value). */
export interface Mailshot {
  id: string;
  subject: string;
  senderId: string;
  bodyHtml: string;
  lang: 'it' | 'en';
  /** the audience chosen, or null: none yet, or one stored when nothing chosen meant every member */
  recipients: RecipientsSource | null;
  /** stored with an audience that no longer stands (nothing chosen, which meant every member): choose again */
  audienceLost: boolean;
  /** brought in from an archive, which leaves recipients files out: the name of the file it was to be sent to */
  recipientsFileLeftOut: string | null;
  /** brought in from an archive made while it was queued or sending: made a draft again, part may have gone out */
  stoppedByImport: 'QUEUED' | 'SENDING' | null;
  attachments: { fileId: string; fileName: string }[];
  state: MailshotState;
  /** what the send resolved (set once queued) */
  count: RecipientsCount | null;
  createdBy: string;
  createdAt: Date | null;
  queuedAt: Date | null;
  doneAt: Date | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const date = (v: unknown) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v : null);

/** A stored mailshot document (under the rules: the mail roles read them) as a Mailshot. */
export function mailshotFromStored(id: string, d: StoredData): Mailshot {
  const state = (MAILSHOT_STATES as readonly unknown[]).includes(d.state) ? (d.state as MailshotState) : 'DRAFT';
  const recipients = audienceOf(d.recipients);
  return {
    id,
    subject: text(d.subject),
    senderId: text(d.senderId),
    bodyHtml: text(d.bodyHtml),
    lang: d.lang === 'en' ? 'en' : 'it',
    recipients,
    audienceLost: recipients === null && d.recipients !== undefined && d.recipients !== null,
    recipientsFileLeftOut: typeof d.recipientsFileLeftOut === 'string' ? d.recipientsFileLeftOut : null,
    stoppedByImport: d.stoppedByImport === 'QUEUED' || d.stoppedByImport === 'SENDING' ? d.stoppedByImport : null,
    attachments: Array.isArray(d.attachments) ? (d.attachments as Mailshot['attachments']) : [],
    state,
    count: (d.count as RecipientsCount | undefined) ?? null,
    createdBy: text((d.createdBy as { email?: unknown } | undefined)?.email),
    createdAt: date(d.createdAt),
    queuedAt: date(d.queuedAt),
    doneAt: date(d.doneAt),
  };
}

/** The state's badge colour: a draft grey, on its way blue, sent green. */
export const STATE_PALETTE: Record<MailshotState, string> = { DRAFT: 'gray', QUEUED: 'blue', SENDING: 'blue', DONE: 'green' };
