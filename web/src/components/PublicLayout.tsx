import type { ReactNode } from 'react';
import { Box, Center, Flex, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import { MAIN_ID, SkipLink } from './SkipLink';

/** Frame of the public pages: brand, language switch, one centred panel (`wide` for long forms such as signup). */
export function PublicLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex minH="100dvh" direction="column" bgGradient="to-br" gradientFrom="brand.50" gradientTo="gray.100">
      <SkipLink />
      <HStack as="header" justify="space-between" px={{ base: '4', md: '8' }} py="4">
        <HStack gap="2">
          <Box
            w="8"
            h="8"
            borderRadius="md"
            bg="brand.solid"
            color="white"
            display="grid"
            placeItems="center"
            fontWeight="bold"
            aria-hidden
          >
            T
          </Box>
          <Text fontWeight="semibold" fontSize="lg">
            {t('app.name')}
          </Text>
        </HStack>
        <LanguageSwitch />
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
