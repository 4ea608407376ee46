import { Suspense, useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { Button, Heading, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NAVIGATION, isPlatform, platformAccess, platformEnabled, type Platform } from '@tessera/domain/platforms';
import { storage } from '../../lib/storage';
import { lazyNamed } from '../../lib/lazyNamed';
import { useSession } from '../../lib/session/session';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { ScreenErrorBoundary } from '../../components/ScreenErrorBoundary';
import { AppLayout } from './AppLayout';
import { usePreferences } from '../../lib/data/usePreferences';
import { useLinkProfile } from './useLinkProfile';
import { askMyCardAhead } from '../../features/my-area/api/myCardAhead';

// Each area is downloaded when first opened: the shell shows at once, the page follows.
const OrganizationsArea = lazyNamed(() => import('../organizations/OrganizationsArea'), 'OrganizationsArea');
const DashboardPage = lazyNamed(() => import('../../features/dashboard/DashboardPage'), 'DashboardPage');
const MyAreaRoutes = lazyNamed(() => import('../myArea/MyAreaRoutes'), 'MyAreaRoutes');
const MyDataPage = lazyNamed(() => import('../../features/my-area/MyDataPage'), 'MyDataPage');
const MyPaymentsPage = lazyNamed(() => import('../../features/my-area/MyPaymentsPage'), 'MyPaymentsPage');
const SubscribersRoutes = lazyNamed(() => import('../../features/members/SubscribersRoutes'), 'SubscribersRoutes');
const SecuritySection = lazyNamed(() => import('../../features/users/SecuritySection'), 'SecuritySection');
const MyPrivacySection = lazyNamed(() => import('../../features/privacy/MyPrivacySection'), 'MyPrivacySection');
const MemberPrivacyPanel = lazyNamed(() => import('../../features/privacy/MemberPrivacyPanel'), 'MemberPrivacyPanel');
const MemberFileTools = lazyNamed(() => import('../members/MemberFileTools'), 'MemberFileTools');
const CardsRoutes = lazyNamed(() => import('../../features/cards/CardsRoutes'), 'CardsRoutes');
const ConventionsRoutes = lazyNamed(() => import('../../features/conventions/ConventionsRoutes'), 'ConventionsRoutes');
const SalesArea = lazyNamed(() => import('../sales/SalesArea'), 'SalesArea');
const CampaignsRoutes = lazyNamed(() => import('../../features/campaigns/CampaignsRoutes'), 'CampaignsRoutes');
const MailshotsRoutes = lazyNamed(() => import('../../features/mailshots/MailshotsRoutes'), 'MailshotsRoutes');
const AssembliesRoutes = lazyNamed(() => import('../../features/assemblies/AssembliesRoutes'), 'AssembliesRoutes');
const ScannerPage = lazyNamed(() => import('../../features/scanner/ScannerPage'), 'ScannerPage');
const EventDoorConflicts = lazyNamed(() => import('../../features/scanner/EventDoorConflicts'), 'EventDoorConflicts');
const PaymentUploadTool = lazyNamed(() => import('../payments/PaymentUploadTool'), 'PaymentUploadTool');
const PaymentsRoutes = lazyNamed(() => import('../../features/payments/PaymentsRoutes'), 'PaymentsRoutes');
const SearchPage = lazyNamed(() => import('../../features/search/SearchPage'), 'SearchPage');
const RequestsPage = lazyNamed(() => import('../../features/requests/RequestsPage'), 'RequestsPage');
const SettingsRoutes = lazyNamed(() => import('../../features/settings/SettingsRoutes'), 'SettingsRoutes');
const PlanSection = lazyNamed(() => import('../../features/plans/PlanSection'), 'PlanSection');
const RegisterSection = lazyNamed(() => import('../../features/register/RegisterSection'), 'RegisterSection');
const ArchiveSection = lazyNamed(() => import('../../features/archive/ArchiveSection'), 'ArchiveSection');
const ArchiveImportLink = lazyNamed(() => import('../../features/archive/ArchiveImportLink'), 'ArchiveImportLink');
const ChangeUsernamePage = lazyNamed(() => import('../../features/users/ChangeUsernamePage'), 'ChangeUsernamePage');
const ChangePasswordPage = lazyNamed(() => import('../../features/users/ChangePasswordPage'), 'ChangePasswordPage');

function PlatformPage({ platform }: { platform: Platform }) {
  switch (platform) {
    case 'organizations':
      return <OrganizationsArea />;
    case 'home':
      return <DashboardPage />;
    case 'subscribers':
      return (
        <SubscribersRoutes
          fileTools={(filters) => <MemberFileTools filters={filters} />}
          memberPanels={(member) => <MemberPrivacyPanel member={member} />}
        />
      );
    case 'cards':
      return <CardsRoutes />;
    case 'contracts':
      return <ConventionsRoutes />;
    case 'activities':
      return <SalesArea />;
    case 'campaigns':
      // the campaign area holds the mailshots too (calendar, analytics, mailshot send and monitoring), and a campaign's
      // page what its door devices admitted twice (the scanner's)
      return (
        <CampaignsRoutes
          mailshots={<MailshotsRoutes />}
          doorConflicts={(id) => (
            <Suspense fallback={null}>
              <EventDoorConflicts door={`campaign:${id}`} />
            </Suspense>
          )}
        />
      );
    case 'assemblies':
      return <AssembliesRoutes />;
    case 'scanner':
      return <ScannerPage />;
    case 'payments':
      return <PaymentsRoutes uploadTool={<PaymentUploadTool />} />;
    case 'my-area':
      return <MyAreaRoutes />;
    case 'my-data':
      return <MyDataPage security={<SecuritySection />} privacy={<MyPrivacySection />} />;
    case 'my-payments':
      return <MyPaymentsPage />;
    case 'change-user':
      return <ChangeUsernamePage />;
    case 'change-pass':
      return <ChangePasswordPage />;
    case 'requests':
      return <RequestsPage />;
    case 'advanced-search':
      return <SearchPage />;
    case 'settings':
      return (
        <SettingsRoutes
          planSection={<PlanSection />}
          registerSection={<RegisterSection />}
          archiveSection={<ArchiveSection />}
          organizationTools={
            <Suspense fallback={null}>
              <ArchiveImportLink />
            </Suspense>
          }
        />
      );
    default:
      // every platform has its page: a new one fails to compile here until it gets one
      return platform satisfies never;
  }
}

/** `/{platform}`: unknown values show an error text; barred ones redirect (platformAccess); the last one opened is remembered. */
export function PlatformRoute() {
  const { t } = useTranslation();
  const { platform = '' } = useParams();
  const profile = useSession().profile!;
  const known = isPlatform(platform);
  const access = known ? platformAccess(profile.role, platform, profile.memberId !== null) : null;
  const preferences = usePreferences();
  const switching = useLinkProfile();

  useEffect(() => {
    if (known && access?.allowed && !switching) storage.setLastPlatform(platform);
  }, [known, access?.allowed, platform, switching]);

  // the personal area's card asked while the area's code downloads, not after it
  const { pathname } = useLocation();
  const cardPage = pathname.replace(/\/+$/, '') === '/my-area' && profile.memberId !== null && access?.allowed && !switching;
  useEffect(() => {
    if (cardPage) askMyCardAhead(profile.id);
  }, [cardPage, profile.id]);

  // a link for another of the sign-in's profiles: judged once the session has switched to it
  if (switching) return <FullPageSpinner />;

  if (!known) {
    return (
      <AppLayout>
        <Stack gap="4" role="alert">
          <Heading size="lg" data-testid="unknown-platform">
            {t('guards.unknownPlatform', { platform })}
          </Heading>
          <Button asChild alignSelf="start" colorPalette="brand">
            <RouterLink to="/">{t('guards.goHome')}</RouterLink>
          </Button>
        </Stack>
      </AppLayout>
    );
  }
  if (!access!.allowed) return <Navigate to={`/${access!.redirect}`} replace />;
  if (!platformEnabled(platform, preferences, profile.role)) {
    // an area the organization turned off in its preferences: said plainly, not a blank page
    return (
      <AppLayout>
        <Stack gap="4" role="status">
          <Heading as="h1" size="lg" data-testid="area-disabled">
            {t('guards.areaDisabled', { area: t(NAVIGATION.find((n) => n.platform === platform)!.labelKey) })}
          </Heading>
          <Button asChild alignSelf="start" colorPalette="brand">
            <RouterLink to="/">{t('guards.goHome')}</RouterLink>
          </Button>
        </Stack>
      </AppLayout>
    );
  }
  return (
    <AppLayout>
      <ScreenErrorBoundary minH="50dvh">
        <Suspense fallback={<FullPageSpinner minH="50dvh" />}>
          <PlatformPage platform={platform} />
        </Suspense>
      </ScreenErrorBoundary>
    </AppLayout>
  );
}
