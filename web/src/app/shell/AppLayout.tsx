import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { Badge, Box, Button, CloseButton, Drawer, Flex, HStack, IconButton, Image, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../components/icons';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { MAIN_ID, SkipLink } from '../../components/SkipLink';
import { useSession } from '../../lib/session/session';
import { ProfileSwitcher } from '../../features/auth/ProfileSwitcher';
import { ImpersonationBanner } from '../../features/auth/ImpersonationBanner';
import { apiFailures } from '../../lib/api/failures';
import { failureLanding } from './failureLanding';
import { visibleNavigation } from './navigation';
import { useOrgLogo, usePreferences } from '../../lib/data/usePreferences';
import { lazyNamed } from '../../lib/lazyNamed';

// Only members are asked to accept policies: their prompt is downloaded when one signs in.
const PolicyPrompt = lazyNamed(() => import('../../features/policies/PolicyPrompt'), 'PolicyPrompt');
// The security dialog (second factor, its phone verification) is downloaded when the menu first opens it, with the
// section the /security page also loads lazily: one chunk for both, none in the shell.
const SecurityDialog = lazyNamed(() => import('../../features/users/SecurityDialog'), 'SecurityDialog');

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const preferences = usePreferences();
  if (!profile) return null;
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {visibleNavigation(profile.role, profile.memberId !== null, preferences).map((n) => (
        <Box as="li" key={n.platform}>
          <NavLink to={`/${n.platform}`} onClick={onNavigate} data-testid={`nav-${n.platform}`}>
            {({ isActive }) => (
              <Box
                px="3"
                py="2"
                borderRadius="md"
                fontSize="sm"
                fontWeight={isActive ? 'semibold' : 'normal'}
                bg={isActive ? 'whiteAlpha.200' : 'transparent'}
                color="app.sidebarFg"
                _hover={{ bg: 'whiteAlpha.100' }}
                aria-current={isActive ? 'page' : undefined}
              >
                {t(n.labelKey)}
              </Box>
            )}
          </NavLink>
        </Box>
      ))}
    </Stack>
  );
}

function SessionBox({ onSecurity }: { onSecurity: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session.profile) return null;
  return (
    <Stack gap="2" color="app.sidebarFg" fontSize="sm">
      <Text fontWeight="semibold" truncate data-testid="session-name">
        {session.profile.display_name}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette="brand" variant="solid" data-testid="session-role">
          {t(`roles.${session.profile.role}`)}
        </Badge>
        <Text truncate opacity="0.8">
          {session.profile.orgName}
        </Text>
      </HStack>
      <Button
        size="sm"
        variant="ghost"
        color="app.sidebarFg"
        _hover={{ bg: 'whiteAlpha.200' }}
        onClick={onSecurity}
        data-testid="open-security"
      >
        {t('users.security.security')}
      </Button>
      <ProfileSwitcher tone="dark" />
      <HStack justify="space-between">
        <LanguageSwitch tone="dark" />
        <Button
          size="sm"
          variant="outline"
          color="app.sidebarFg"
          _hover={{ bg: 'whiteAlpha.200' }}
          onClick={() => void session.logout()}
          data-testid="logout"
        >
          {t('common.logout')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** The product's name beside the organization's logo (settings → public information), or the product's mark without one. */
function Brand() {
  const { t } = useTranslation();
  const logo = useOrgLogo();
  return (
    <HStack gap="2" color="app.sidebarFg">
      {logo ? (
        <Box w="8" h="8" borderRadius="md" bg="white" display="grid" placeItems="center" overflow="hidden" aria-hidden>
          <Image src={logo} alt="" maxW="8" maxH="8" objectFit="contain" data-testid="shell-logo" />
        </Box>
      ) : (
        <Box w="8" h="8" borderRadius="md" bg="brand.500" color="white" display="grid" placeItems="center" fontWeight="bold" aria-hidden>
          T
        </Box>
      )}
      <Text fontWeight="semibold" fontSize="lg">
        {t('app.name')}
      </Text>
    </HStack>
  );
}

/** The signed-in frame: a sidebar on wide screens, a top bar with a drawer below 768 px. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [security, setSecurity] = useState(false);
  // mounted from its first opening on, so that closing it plays the dialog's exit
  const [securityOpened, setSecurityOpened] = useState(false);
  // The security dialog lives outside the drawer and closes it: opened from the drawer it sat on top of the menu, and
  // unmounting the drawer's copy of the button would have taken a dialog inside it along.
  const openSecurity = () => {
    setOpen(false);
    setSecurity(true);
    setSecurityOpened(true);
  };
  const profile = useSession().profile;
  const role = profile?.role;
  const navigate = useNavigate();
  useEffect(
    () =>
      apiFailures.subscribe((failure) => {
        const to = failureLanding(failure.code, role);
        // what is missing (e.g. the phone a ticket needs) goes along, so the page can say it
        if (to) navigate(to, { state: { missing: failure.issues?.map((i) => i.message) ?? [] } });
      }),
    [role, navigate],
  );
  return (
    <Flex minH="100dvh">
      <SkipLink />
      {role === 'member' && profile?.memberId && (
        <Suspense fallback={null}>
          <PolicyPrompt />
        </Suspense>
      )}
      <Box
        as="nav"
        aria-label={t('nav.menu')}
        display={{ base: 'none', md: 'flex' }}
        flexDirection="column"
        w="64"
        flexShrink={0}
        bg="app.sidebar"
        p="4"
        gap="6"
        position="sticky"
        top="0"
        h="100dvh"
        overflowY="auto"
      >
        <Brand />
        <Box flex="1">
          <NavList />
        </Box>
        <SessionBox onSecurity={openSecurity} />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <ImpersonationBanner />
        <HStack
          as="header"
          display={{ base: 'flex', md: 'none' }}
          bg="app.sidebar"
          px="4"
          py="3"
          justify="space-between"
          position="sticky"
          top="0"
          zIndex="sticky"
        >
          <Brand />
          <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start">
            <Drawer.Trigger asChild>
              <IconButton
                aria-label={t('nav.openMenu')}
                variant="ghost"
                color="app.sidebarFg"
                _hover={{ bg: 'whiteAlpha.200' }}
                // the ghost variant's "open" fill is a light grey that hid the light icon while the drawer is open
                _expanded={{ bg: 'whiteAlpha.200' }}
                data-testid="open-menu"
              >
                <MenuIcon />
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content bg="app.sidebar" maxW="72" aria-label={t('nav.menu')}>
                  <Drawer.Header>
                    <Brand />
                  </Drawer.Header>
                  <Drawer.Body as="nav" aria-label={t('nav.menu')}>
                    <NavList onNavigate={() => setOpen(false)} />
                  </Drawer.Body>
                  <Drawer.Footer display="block">
                    <SessionBox onSecurity={openSecurity} />
                  </Drawer.Footer>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" color="app.sidebarFg" aria-label={t('nav.closeMenu')} />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </HStack>
        {/* scrollMarginTop: focused by the skip link, the page title stays clear of the sticky top bar on a phone. */}
        <Box
          as="main"
          id={MAIN_ID}
          tabIndex={-1}
          _focus={{ outline: 'none' }}
          scrollMarginTop={{ base: '16', md: '0' }}
          flex="1"
          p={{ base: '4', md: '8' }}
          minW="0"
        >
          {children}
        </Box>
      </Flex>
      {securityOpened && (
        <Suspense fallback={null}>
          <SecurityDialog open={security} onClose={() => setSecurity(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
