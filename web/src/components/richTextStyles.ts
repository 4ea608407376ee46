/** How stored rich text looks, in the editor and where it is shown: lists keep their markers, links look like links. */
export const RICH_TEXT_CSS = {
  '& ul': { listStyleType: 'disc', paddingInlineStart: '1.5rem' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '1.5rem' },
  '& h2': { fontSize: 'lg', fontWeight: 'semibold' },
  '& h3': { fontSize: 'md', fontWeight: 'semibold' },
  '& a': { textDecoration: 'underline', color: 'brand.fg' },
  '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '3', color: 'fg.muted' },
  '& p + p, & p + ul, & p + ol, & ul + p, & ol + p': { marginTop: '0.5rem' },
} as const;
