import { useState, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MyAreaPage } from '../../features/my-area/MyAreaPage';
import { AssembliesLink } from '../../features/my-area/assemblies/AssembliesLink';
import { MarketplaceLinks } from '../../features/marketplace/MarketplaceLinks';
import { marketplaceRoutes } from '../../features/marketplace/MarketplaceRoutes';
import { MyPoints } from '../../features/scanner/MyPoints';
import { usePreferences } from '../../lib/data/usePreferences';
import { useSession } from '../../lib/session/session';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { lazyNamed } from '../../lib/lazyNamed';

// The pages under the personal area are downloaded when first opened: its own page does not wait for them.
const MyAssembliesPage = lazyNamed(() => import('../../features/my-area/assemblies/MyAssembliesPage'), 'MyAssembliesPage');
const MyAssemblyPage = lazyNamed(() => import('../../features/my-area/assemblies/MyAssemblyPage'), 'MyAssemblyPage');

/**
 * Whether this profile may buy online: a member of an organization selling activities and tickets (its preference).
 * Null until first known; afterwards the last known answer holds while the preferences are read again (a session
 * refresh), so an open cart or checkout outcome is not torn down and rebuilt under the member.
 */
function useSellingOnline(): boolean | null {
  const preferences = usePreferences();
  const isMember = useSession().profile?.memberId != null;
  const [known, setKnown] = useState<boolean | null>(null);
  const now = preferences ? isMember && preferences.activitiesAndTickets : null;
  if (now !== null && now !== known) setKnown(now);
  return now ?? known;
}

/** A marketplace page while the organization sells online; otherwise says the area is off. */
function WhileSelling({ selling, children }: { selling: boolean | null; children: ReactNode }) {
  const { t } = useTranslation();
  if (selling === null) return <FullPageSpinner minH="50dvh" />;
  if (!selling)
    return (
      <Stack role="status">
        <Heading as="h1" size="lg" data-testid="area-disabled">
          {t('guards.areaDisabled', { area: t('nav.activities') })}
        </Heading>
      </Stack>
    );
  return children;
}

/**
 * /my-area: the personal area's page and, under it, the members' assemblies and the marketplace's pages (shop, cart,
 * outcome, tickets), these open while the organization sells activities and tickets online to a profile that is a member.
 */
export function MyAreaRoutes() {
  const selling = useSellingOnline();
  const profile = useSession().profile;
  const points = profile?.memberId ? <MyPoints orgId={profile.orgId} memberId={profile.memberId} /> : null;
  return (
    <Routes>
      <Route
        index
        element={
          <MyAreaPage
            extra={
              <>
                {points}
                {profile?.memberId ? <AssembliesLink /> : null}
                {selling ? <MarketplaceLinks /> : null}
              </>
            }
          />
        }
      />
      <Route path="assemblies" element={<MyAssembliesPage />} />
      <Route path="assemblies/:id" element={<MyAssemblyPage />} />
      {marketplaceRoutes.map(({ path, element }) => (
        <Route key={path} path={path} element={<WhileSelling selling={selling}>{element}</WhileSelling>} />
      ))}
      <Route path="*" element={<Navigate to="/my-area" replace />} />
    </Routes>
  );
}
