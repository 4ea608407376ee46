/** Every user value put into HTML goes through here (mail templates, the confirm dialog's HTML message). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * The rich text users may store (an activity's description; later a campaign's header, a mail's body): what the
 * editor makes, nothing that runs. Every other tag is dropped with its attributes (text kept; script and style
 * dropped with their content); links keep only http(s) and mailto addresses and open in a new tab without an opener.
 * The server sanitizes with it before storing (functions/src/shared/richText.ts) and the browser again before
 * showing (web/src/components/RichTextView.tsx).
 */
export const RICH_TEXT = {
  tags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'a', 'hr'],
  attributes: { a: ['href', 'target', 'rel'] } as Record<string, string[]>,
  schemes: ['http', 'https', 'mailto'],
  /** dropped with everything inside them */
  dropWithContent: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math'],
} as const;
