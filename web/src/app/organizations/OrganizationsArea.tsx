import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlatformOrganizationsPage } from '../../features/settings/PlatformOrganizationsPage';
import { ImpersonateDialog } from '../../features/settings/ImpersonateDialog';
import { ArchiveImportLink } from '../../features/archive/ArchiveImportLink';
import { ArchiveImportRoutes } from '../../features/archive/ArchiveImportRoutes';

/**
 * /organizations, the platform admin's area: the associations (settings) with the way to import one from an archive
 * (archive); the import's screens below it, whose finished job opens the new association through the settings' own
 * impersonation. Composed here so that neither feature imports the other.
 */
export function OrganizationsArea() {
  return (
    <Routes>
      <Route
        path="import/*"
        element={<ArchiveImportRoutes enter={(organization) => <EnterOrganization organization={organization} />} />}
      />
      <Route path="*" element={<PlatformOrganizationsPage tools={<ArchiveImportLink />} />} />
    </Routes>
  );
}

/** Enters the imported association as its general admin, after the impersonation's own confirmation. */
function EnterOrganization({ organization }: { organization: { id: string; name: string } }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button colorPalette="brand" onClick={() => setAsking(true)} data-testid="archive-import-enter">
        {t('settings.organizations.impersonate')}
      </Button>
      <ImpersonateDialog organization={asking ? organization : null} onClose={() => setAsking(false)} />
    </>
  );
}
