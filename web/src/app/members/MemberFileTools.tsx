import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { can } from '@tessera/domain/permissions';
import { BulkUploadDialog } from '../../features/uploads/BulkUploadDialog';
import { ExtractionDialog } from '../../features/exports/ExtractionDialog';
import { useSession } from '../../lib/session/session';

/**
 * The members list's file actions: export the filtered members (exports) and bulk upload (uploads). Composed here so
 * that the members feature does not import the other two.
 */
export function MemberFileTools({ filters }: { filters: Record<string, string> }) {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const [dialog, setDialog] = useState<'upload' | 'extraction' | null>(null);
  return (
    <>
      {can(profile.role, 'members.read') && (
        <Button size="sm" variant="outline" onClick={() => setDialog('extraction')} data-testid="members-extraction">
          {t('members.extract')}
        </Button>
      )}
      {can(profile.role, 'members.write') && (
        <Button size="sm" variant="outline" onClick={() => setDialog('upload')} data-testid="members-upload">
          {t('members.upload')}
        </Button>
      )}
      <BulkUploadDialog open={dialog === 'upload'} onClose={() => setDialog(null)} />
      <ExtractionDialog open={dialog === 'extraction'} onClose={() => setDialog(null)} filters={filters} />
    </>
  );
}
