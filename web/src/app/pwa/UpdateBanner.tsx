import { useSyncExternalStore } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { onUpdateOffered, reloadIntoNewVersion, updateOffered } from './serviceWorker';

/**
 * "A new version is available — Reload", shown instead of reloading while a form holds unsaved changes: a small bar at
 * the bottom that blocks nothing (the page stays usable, the typing stays) and reloads only on the click.
 */
export function UpdateBanner() {
  const { t } = useTranslation();
  const offered = useSyncExternalStore(onUpdateOffered, updateOffered);
  if (!offered) return null;
  return (
    <Box
      as="aside"
      aria-label={t('app.update.label')}
      position="fixed"
      insetInline="3"
      bottom="3"
      zIndex="banner"
      display="flex"
      justifyContent="center"
      pointerEvents="none"
    >
      <Flex
        role="status"
        data-testid="update-banner"
        pointerEvents="auto"
        align="center"
        gap="3"
        px="4"
        py="3"
        maxW="lg"
        w={{ base: 'full', md: 'auto' }}
        bg="gray.900"
        color="white"
        borderRadius="lg"
        boxShadow="lg"
      >
        <Text flex="1" fontSize="sm">
          {t('app.update.available')}
        </Text>
        <Button size="sm" colorPalette="brand" onClick={reloadIntoNewVersion} data-testid="update-reload">
          {t('app.update.reload')}
        </Button>
      </Flex>
    </Box>
  );
}
