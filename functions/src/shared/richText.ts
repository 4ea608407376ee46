import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT } from '@tessera/domain/html';

/**
 * Stored rich text, made safe with the domain's allow-list (RICH_TEXT): user HTML is data, never executed. Links
 * open in a new tab without access to the opener. Empty paragraphs the editor leaves behind are kept as they are.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT.tags],
    allowedAttributes: RICH_TEXT.attributes,
    allowedSchemes: [...RICH_TEXT.schemes],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: [...RICH_TEXT.dropWithContent],
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }),
    },
  }).trim();
}
