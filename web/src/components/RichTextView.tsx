import { useMemo } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { RICH_TEXT } from '@tessera/domain/html';
import { RICH_TEXT_CSS } from './richTextStyles';

/** Sanitized again in the browser with the same allow-list as the server: stored HTML is data, never code. */
function clean(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT.tags],
    ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT.attributes).flat())],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
    FORBID_TAGS: [...RICH_TEXT.dropWithContent],
  });
}

/** Shows stored rich text (an activity's description) with the page's own type styles. */
export function RichTextView({ html, ...props }: { html: string } & BoxProps) {
  const safe = useMemo(() => clean(html), [html]);
  return <Box css={RICH_TEXT_CSS} {...props} dangerouslySetInnerHTML={{ __html: safe }} />;
}
