import { escapeHtml } from '@tessera/domain/html';
import { htmlToText, mergeText, type MergeValues } from '@tessera/domain/mailshots/mailshot';
import { mailHtmlDocument, type RenderedMail } from '@tessera/domain/mail/render';
import type { MailLook } from '@tessera/domain/mail/look';

const FOOTER = {
  it: { why: 'Ricevi questa email come iscritto a', leave: 'Annulla l’iscrizione alla newsletter', test: 'Invio di prova' },
  en: { why: 'You receive this email as a member of', leave: 'Unsubscribe from the newsletter', test: 'Test send' },
} as const;

/**
 * A mailshot's message for one recipient: the stored (sanitized) body with the merge values escaped into it, a footer
 * saying why and how to leave, the plain-text part made from the same HTML. `unsubscribeUrl` null: a test send
 * (no recipient to unsubscribe; the footer says it is a test). With `look`, the association's heading opens it, as
 * it opens every other message.
 */
export function renderMailshot(
  m: { subject: string; bodyHtml: string; lang: 'it' | 'en' },
  values: MergeValues,
  orgName: string,
  unsubscribeUrl: string | null,
  look?: MailLook,
): RenderedMail {
  const words = FOOTER[m.lang];
  const subject = mergeText(m.subject, values, 'text');
  const body = mergeText(m.bodyHtml, values, 'html');
  const leave = unsubscribeUrl
    ? `<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(words.leave)}</a>`
    : `<em>${escapeHtml(words.test)}</em>`;
  const footer = `<hr><p style="font-size:12px;color:#555">${escapeHtml(words.why)} ${escapeHtml(orgName)}. ${leave}</p>`;
  const html = mailHtmlDocument(m.lang, subject, `${body}\n${footer}`, look ? { name: orgName, look } : undefined);
  const text = `${htmlToText(body)}\n\n---\n${words.why} ${orgName}. ${unsubscribeUrl ? `${words.leave}: ${unsubscribeUrl}` : words.test}`;
  return { subject, text, html };
}
