import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { extractionContract } from '@tessera/domain/contracts/exports';
import { bulkUploadContract } from '@tessera/domain/contracts/uploads';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { BulkUploadDialog } from '../../features/uploads/BulkUploadDialog';
import { ExtractionDialog } from '../../features/exports/ExtractionDialog';

/**
 * The members list's file actions: export the filtered members (exports) and bulk upload (uploads). Composed here so
 * that the members feature does not import the other two.
 */
export function MemberFileTools({ filters }: { filters: Record<string, string> }) {
  const { t } = useTranslation();
  const extracts = useCallAllowed(extractionContract);
  const uploads = useCallAllowed(bulkUploadContract);
  const [dialog, setDialog] = useState<'upload' | 'extraction' | null>(null);
  return (
    <>
      {extracts && (
        <Button size="sm" variant="outline" onClick={() => setDialog('extraction')} data-testid="members-extraction">
          {t('members.extract')}
        </Button>
      )}
      {uploads && (
        <Button size="sm" variant="outline" onClick={() => setDialog('upload')} data-testid="members-upload">
          {t('members.upload')}
        </Button>
      )}
      <BulkUploadDialog open={dialog === 'upload'} onClose={() => setDialog(null)} />
      <ExtractionDialog open={dialog === 'extraction'} onClose={() => setDialog(null)} filters={filters} />
    </>
  );
}
