import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A table's scrolling frame (sideways on a phone, or down in a bounded height) that keyboard users reach with Tab and
 * scroll with the arrows, named for screen readers: axe's scrollable-region-focusable asks that of every region that
 * scrolls.
 */
export function ScrollTable({ label, children, ...props }: Table.ScrollAreaProps & { label: string; children: ReactNode }) {
  return (
    <Table.ScrollArea tabIndex={0} role="region" aria-label={label} {...props}>
      {children}
    </Table.ScrollArea>
  );
}
