import { Suspense, type ReactNode } from 'react';
import { Box, Flex, Spinner, Stack } from '@chakra-ui/react';
import { NavLink, Navigate, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { listOrganizationsContract } from '@tessera/domain/contracts/organizations';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { PageTitle } from '../../components/PageTitle';
import { ListsSection } from './ListsSection';
import { PreferencesSection } from './PreferencesSection';
import { QuotasSection } from './QuotasSection';
import { AuditSection } from './AuditSection';
import { DeleteUsersSection } from './DeleteUsersSection';
import { PayrollSection } from './PayrollSection';
import { AdminsSection } from './AdminsSection';
import { MailSendersSection } from './MailSendersSection';
import { PublicInfoSection } from './PublicInfoSection';
import { PoliciesSection } from './PoliciesSection';
import { OrganizationsSection } from './OrganizationsSection';
import { FieldsSection } from './FieldsSection';

/** The settings sections built so far, in the order the navigation shows them. */
const SECTIONS = [
  { path: 'admins', labelKey: 'settings.sections.admins' },
  { path: 'public-info', labelKey: 'settings.sections.publicInfo' },
  { path: 'fields', labelKey: 'settings.sections.fields' },
  { path: 'lists', labelKey: 'settings.sections.lists' },
  { path: 'companies', labelKey: 'settings.sections.companies' },
  { path: 'payroll', labelKey: 'settings.sections.payroll' },
  { path: 'senders', labelKey: 'settings.sections.senders' },
  { path: 'policies', labelKey: 'settings.sections.policies' },
  { path: 'preferences', labelKey: 'settings.sections.preferences' },
  { path: 'delete-users', labelKey: 'settings.sections.deleteUsers' },
  // the plan page is another feature's (features/plans), given by the app: listed only when given
  { path: 'plan', labelKey: 'settings.sections.plan', given: true },
  { path: 'quotas', labelKey: 'settings.sections.quotas' },
  { path: 'audit', labelKey: 'settings.sections.audit' },
  // the installation's organizations: the platform admin's only
  { path: 'organizations', labelKey: 'settings.sections.organizations', platformOnly: true },
] as const;

// Absolute targets: these links sit in the /:platform/* route, where a relative path resolves below the current
// address (/settings/lists/groups + "audit" would be /settings/lists/groups/audit).
function SectionNav({ platform, plan }: { platform: boolean; plan: boolean }) {
  const { t } = useTranslation();
  return (
    <Box as="nav" aria-label={t('settings.sectionsNav')} flexShrink={0} w={{ md: '56' }}>
      {/* a wrapping row of links at 375 px, a column beside the section from md up */}
      <Flex as="ul" direction={{ base: 'row', md: 'column' }} wrap="wrap" gap="1" listStyleType="none" m="0" p="0">
        {SECTIONS.filter((s) => (platform || !('platformOnly' in s)) && (plan || !('given' in s))).map((s) => (
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
 * `planSection`: the plan and subscription page (features/plans), composed by the app, downloaded when opened.
 */
export function SettingsRoutes({ planSection }: { planSection?: ReactNode }) {
  const { t } = useTranslation();
  // the organizations section: for the role that may list the installation's organizations
  const platform = useCallAllowed(listOrganizationsContract);
  return (
    <Stack gap="6">
      <PageTitle>{t('settings.title')}</PageTitle>
      <Flex direction={{ base: 'column', md: 'row' }} gap="6" align="start">
        <SectionNav platform={platform} plan={planSection !== undefined} />
        <Box flex="1" minW="0" w="full">
          <Routes>
            <Route index element={<Navigate to="lists" replace />} />
            <Route path="lists" element={<Navigate to="groups" replace />} />
            <Route path="lists/:type" element={<ListsSection section="lists" />} />
            <Route path="companies" element={<Navigate to="group_companies" replace />} />
            <Route path="companies/:type" element={<ListsSection section="companies" />} />
            <Route path="admins" element={<AdminsSection />} />
            <Route path="fields" element={<FieldsSection />} />
            <Route path="public-info" element={<PublicInfoSection />} />
            <Route path="payroll" element={<PayrollSection />} />
            <Route path="senders" element={<MailSendersSection />} />
            <Route path="policies" element={<PoliciesSection />} />
            <Route path="preferences" element={<PreferencesSection />} />
            <Route path="delete-users" element={<DeleteUsersSection />} />
            {planSection !== undefined && (
              <Route
                path="plan"
                element={<Suspense fallback={<Spinner aria-label={t('common.loading')} role="status" />}>{planSection}</Suspense>}
              />
            )}
            <Route path="quotas" element={<QuotasSection />} />
            <Route path="audit" element={<AuditSection />} />
            {platform && <Route path="organizations" element={<OrganizationsSection />} />}
            {/* absolute: a relative path in a splat route would resolve below the unknown segment, again and again */}
            <Route path="*" element={<Navigate to="/settings/lists" replace />} />
          </Routes>
        </Box>
      </Flex>
    </Stack>
  );
}
