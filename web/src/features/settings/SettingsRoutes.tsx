import { Suspense, type ReactNode } from 'react';
import { Box, Flex, Spinner, Stack } from '@chakra-ui/react';
import { NavLink, Navigate, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session';
import { PageTitle } from '../../components/PageTitle';
import { can } from '@tessera/domain/permissions';
import { SETTINGS_SECTIONS, type GivenSection, type SectionAdditions, type SettingsSection } from './settingsSections';

// Absolute targets: these links sit in the /:platform/* route, where a relative path resolves below the current
// address (/settings/lists/groups + "audit" would be /settings/lists/groups/audit).
function SectionNav({ sections }: { sections: readonly SettingsSection[] }) {
  const { t } = useTranslation();
  return (
    <Box as="nav" aria-label={t('settings.sectionsNav')} flexShrink={0} w={{ md: '56' }}>
      {/* a wrapping row of links at 375 px, a column beside the section from md up */}
      <Flex as="ul" direction={{ base: 'row', md: 'column' }} wrap="wrap" gap="1" listStyleType="none" m="0" p="0">
        {sections.map((s) => (
          <Box as="li" key={s.path}>
            <NavLink to={`/settings/${s.path}`} data-testid={`settings-nav-${s.path}`}>
              {({ isActive }) => (
                <Box
                  px="3"
                  py="2"
                  borderRadius="md"
                  fontSize="sm"
                  fontWeight={isActive ? 'semibold' : 'normal'}
                  bg={isActive ? 'brand.subtle' : 'transparent'}
                  color={isActive ? 'brand.fg' : 'fg'}
                  _hover={{ bg: 'bg.muted' }}
                  aria-current={isActive ? 'page' : undefined}
                >
                  {t(s.labelKey)}
                </Box>
              )}
            </NavLink>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}

/**
 * /settings/<section>: organization and platform admins only (the route guard; the API checks again).
 * `planSection`: the plan and subscription page (features/plans); `registerSection`: the register of members
 * (features/register); `archiveSection`: the association's export (features/archive); composed by the app, downloaded when opened.
 * `organizationTools`: what the organizations section shows beside its create form (the archive import's way in).
 */
export function SettingsRoutes({
  planSection,
  registerSection,
  archiveSection,
  organizationTools,
}: {
  planSection?: ReactNode;
  registerSection?: ReactNode;
  archiveSection?: ReactNode;
} & SectionAdditions) {
  const { t } = useTranslation();
  const role = useSession().profile?.role;
  const given: Record<GivenSection, ReactNode> = { plan: planSection, register: registerSection, archive: archiveSection };
  const isGiven = (e: SettingsSection['element']): e is { given: GivenSection } => typeof e === 'object' && 'given' in e;
  const sections = SETTINGS_SECTIONS.filter(
    (s) => role && can(role, s.permission) && (!isGiven(s.element) || given[s.element.given] !== undefined),
  );
  return (
    <Stack gap="6">
      <PageTitle>{t('settings.title')}</PageTitle>
      <Flex direction={{ base: 'column', md: 'row' }} gap="6" align="start">
        <SectionNav sections={sections} />
        <Box flex="1" minW="0" w="full">
          <Routes>
            <Route index element={<Navigate to="lists" replace />} />
            {sections.map((s) => (
              <Route
                key={s.path}
                // a tabbed section without its tab opens the first one itself
                path={s.tabbed ? `${s.path}/:type?` : s.path}
                element={
                  isGiven(s.element) ? (
                    <Suspense fallback={<Spinner aria-label={t('common.loading')} role="status" />}>{given[s.element.given]}</Suspense>
                  ) : typeof s.element === 'function' ? (
                    s.element({ organizationTools })
                  ) : (
                    s.element
                  )
                }
              />
            ))}
            {/* absolute: a relative path in a splat route would resolve below the unknown segment, again and again */}
            <Route path="*" element={<Navigate to="/settings/lists" replace />} />
          </Routes>
        </Box>
      </Flex>
    </Stack>
  );
}
