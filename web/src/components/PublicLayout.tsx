import type { ReactNode } from 'react';
import { Box, Center, Flex, HStack, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import { MAIN_ID, SkipLink } from './SkipLink';
import { monogram } from '@tessera/domain/settings/monogram';
import { useDeployment } from '../lib/deployment/deployment';

/**
 * The association of this address (lib/deployment): its logo, else its monogram on its colour, and its name; Tessera's
 * until its look is known. The name beside it says who it is, so the logo is decorative.
 */
function DeploymentBrand({ fallbackName }: { fallbackName: string }) {
  const { look } = useDeployment();
  const name = look?.name ?? fallbackName;
  return (
    <HStack gap="2" minW="0" data-testid="deployment-brand" data-org={look?.org ?? ''}>
      {look?.logo ? (
        <Image src={look.logo} alt="" maxH="10" maxW="20" objectFit="contain" data-testid="deployment-logo" />
      ) : (
        <Box
          minW="8"
          h="8"
          px="1"
          flexShrink={0}
          borderRadius="md"
          bg="brand.solid"
          color="white"
          display="grid"
          placeItems="center"
          fontWeight="bold"
          aria-hidden
          data-testid="deployment-logo"
        >
          {look ? monogram(look.name) : 'T'}
        </Box>
      )}
      <Text fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} lineHeight="short" data-testid="deployment-name">
        {name}
      </Text>
    </HStack>
  );
}

/** Frame of the public pages: brand, language switch, one centred panel (`wide` for long forms such as signup). */
export function PublicLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex minH="100dvh" direction="column" bgGradient="to-br" gradientFrom="brand.50" gradientTo="gray.100">
      <SkipLink />
      <HStack as="header" justify="space-between" gap="3" px={{ base: '4', md: '8' }} py="4">
        <DeploymentBrand fallbackName={t('app.name')} />
        {/* a long association name wraps; the switch keeps its width ("English" whole at 375 px) */}
        <Box flexShrink={0}>
          <LanguageSwitch />
        </Box>
      </HStack>
      {/* Room under the panel on a phone, so its last button can be scrolled clear of the toasts at the bottom. */}
      <Center flex="1" px="4" pb={{ base: '32', md: '10' }}>
        <Box
          as="main"
          id={MAIN_ID}
          tabIndex={-1}
          _focus={{ outline: 'none' }}
          bg="app.panel"
          w="full"
          maxW={wide ? '2xl' : 'md'}
          p={{ base: '6', md: '8' }}
          borderRadius="xl"
          boxShadow="lg"
        >
          {children}
        </Box>
      </Center>
    </Flex>
  );
}
