import type { Language } from '../constants';
import { escapeHtml } from '../html';
import type { MailTexts } from './content';
import type { MailLook } from './look';
import { MAIL_TEXTS, type MailTemplateData, type TextTemplate } from './registry';

/** A rendered message: what the sender hands to SendGrid or to the local sink. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A paragraph's text as HTML: escaped, and an Italian amount's '€ ' kept on the line of its figure on a narrow screen. */
const paragraphHtml = (text: string) => escapeHtml(text).replace(/€ (?=-?\d)/g, '€&nbsp;');

/** Only http(s) links become anchors: a `javascript:` link in template data renders as text. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : '');

/** The band on top of a message: the association's name on its brand colour (look.ts keeps the text legible on it). */
const headingBand = (name: string, look: MailLook) =>
  `<div style="background:${escapeHtml(look.band)};color:${escapeHtml(look.onBand)};padding:12px 16px;font-size:18px;` +
  `font-weight:bold">${look.logo ? bandLogo(look.logo) : ''}${escapeHtml(name)}</div>\n`;

/** The logo before the name, at the band's height; the name says who it is, so the image's text is empty. */
const bandLogo = (contentId: string) =>
  `<img src="cid:${escapeHtml(contentId)}" alt="" height="40" style="height:40px;width:auto;vertical-align:middle;` +
  `margin-right:12px;border:0">`;

/**
 * The HTML page around a message's body, the same for every message the product sends (mailshots too); with a
 * `heading`, the association's name opens the message in the association's colour.
 */
export const mailHtmlDocument = (lang: Language, subject: string, body: string, heading?: { name: string; look: MailLook }) =>
  `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n` +
  `<body style="font-family:sans-serif;line-height:1.5">\n${heading ? headingBand(heading.name, heading.look) : ''}${body}\n</body></html>`;

/**
 * Renders a template in the message's language; `orgName` signs it and, with the association's `look`, heads it.
 * Plain HTML, every value escaped.
 */
export function renderMail<T extends TextTemplate>(
  template: T,
  lang: Language,
  data: MailTemplateData[T],
  orgName: string,
  look?: MailLook,
): RenderedMail {
  // a template's texts take its own data: the lookup by a generic name loses that pairing, which T restores
  const content = (MAIL_TEXTS[template] as MailTexts<MailTemplateData[T]>)[lang](data, orgName);
  const text = content.parts
    .map((part) => ('p' in part ? part.p : 'code' in part ? part.code : `${part.label}: ${part.link}`))
    .join('\n\n');
  const body = content.parts
    .map((part) => {
      if ('p' in part) return `<p>${paragraphHtml(part.p)}</p>`;
      if ('code' in part) return `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(part.code)}</p>`;
      const href = safeUrl(part.link);
      return href ? `<p><a href="${escapeHtml(href)}">${escapeHtml(part.label)}</a></p>` : `<p>${escapeHtml(part.link)}</p>`;
    })
    .join('\n');
  return {
    subject: content.subject,
    text,
    html: mailHtmlDocument(lang, content.subject, body, look ? { name: orgName, look } : undefined),
  };
}
