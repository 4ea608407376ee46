import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A table's scrolling frame (sideways on a phone, or down in a bounded height) that keyboard users reach with Tab and
 * scroll with the arrows, named for screen readers: axe's scrollable-region-focusable asks that of every region that
 * scrolls.
 */
export function ScrollTable({ label, children, ...props }: Table.ScrollAreaProps & { label: string; children: ReactNode }) {
  return (
    // relative: a visually hidden header label (srOnly, absolutely positioned) of a wide table then stays inside the
    // frame instead of widening the page at 375 px
    <Table.ScrollArea tabIndex={0} role="region" aria-label={label} position="relative" {...props}>
      {children}
    </Table.ScrollArea>
  );
}
