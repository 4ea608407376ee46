import type { MergeValues } from '../../mailshots/mailshot';

/**
 * A mailshot's test send (mailshots/testSend.ts): the merge values of its first recipient. It has no texts here: a
 * mailshot's message is rendered from the mailshot itself (functions/src/mailshots/render.ts), and a real recipient's
 * values live on its delivery, not in the message.
 */
export interface MailshotTestMailData {
  values: MergeValues;
}
