import type { MouseEvent } from 'react';
import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The id of the main region the skip link jumps to (the layouts' <main>, focusable with tabIndex -1). */
export const MAIN_ID = 'main';

/**
 * "Skip to content": the first focusable element of a layout, hidden until focused. Keyboard users reach the page's
 * own content in one Tab instead of crossing the whole menu (17 tabs to "+ New member" without it). Focus is moved by
 * hand: a fragment jump alone would not move it reliably under the router.
 */
export function SkipLink() {
  const { t } = useTranslation();
  function jump(e: MouseEvent) {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    e.preventDefault();
    main.focus();
  }
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={jump}
      position="absolute"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="app.panel"
      color="brand.fg"
      fontWeight="semibold"
      borderRadius="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focus={{ transform: 'none' }}
      data-testid="skip-link"
    >
      {t('common.skipToContent')}
    </Link>
  );
}
