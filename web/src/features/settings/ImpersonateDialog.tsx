import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/ActionDialog';
import { useBusyAction } from '../../components/useBusyAction';
import { impersonate } from './api/impersonate';

/** Entering an organization as its general admin asks first and says that everything done there is recorded. */
export function ImpersonateDialog({ organization, onClose }: { organization: { id: string; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { busy, run } = useBusyAction();
  return (
    <ActionDialog
      open={organization !== null}
      onClose={onClose}
      title={t('settings.organizations.impersonateTitle', { name: organization?.name ?? '' })}
      testId="organization-impersonate-dialog"
      action={{
        label: t('settings.organizations.impersonate'),
        run: () => void run(() => impersonate(organization!.id)),
        busy,
        testId: 'organization-impersonate-confirm',
      }}
    >
      <Text>{t('settings.organizations.impersonateBody')}</Text>
    </ActionDialog>
  );
}
