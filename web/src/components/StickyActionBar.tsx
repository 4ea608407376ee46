import { useEffect, type ReactNode } from 'react';
import { HStack } from '@chakra-ui/react';

/** The bar's height, and the room a focused field keeps above it. */
const BAR_HEIGHT = '4rem';
const CLEARANCE = '4.5rem';

/**
 * A form's actions (Cancel, Save) stuck to the bottom of the screen. While it is shown the page's scroll area keeps
 * room for it at the bottom (scroll-padding on the document): a field reached by Tab, or a textarea's caret, scrolls
 * clear of the bar instead of behind it (scroll-margin on the fields misses the caret of a textarea).
 */
export function StickyActionBar({ children }: { children: ReactNode }) {
  useEffect(() => {
    const html = document.documentElement;
    const before = html.style.scrollPaddingBottom;
    html.style.scrollPaddingBottom = CLEARANCE;
    return () => {
      html.style.scrollPaddingBottom = before;
    };
  }, []);
  return (
    <HStack
      justify="flex-end"
      gap="3"
      position="sticky"
      bottom="0"
      bg="app.bg"
      py="3"
      zIndex="1"
      h={BAR_HEIGHT}
      data-testid="sticky-actions"
    >
      {children}
    </HStack>
  );
}
