import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/ActionDialog';
import { notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { deleteAdmin } from './api/deleteAdmin';
import type { SettingsAdmin } from './admin';

/** Removing an administrator asks first: their access ends at once, and a sign-in left without profiles is deleted. */
export function RemoveAdminDialog({
  admin,
  onClose,
  onRemoved,
}: {
  admin: SettingsAdmin | null;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const { busy, run } = useBusyAction();

  function confirm() {
    if (!admin) return;
    void run(async () => {
      try {
        await deleteAdmin(admin.id, admin.role);
        notify('success', t('settings.admins.removed', { email: admin.email }));
        onClose();
      } finally {
        // refused or not, show the admins as they are now
        onRemoved();
      }
    });
  }

  return (
    <ActionDialog
      open={admin !== null}
      onClose={onClose}
      title={t('settings.admins.removeTitle', { email: admin?.email ?? '' })}
      testId="admin-remove-dialog"
      action={{ label: t('settings.admins.remove'), run: confirm, busy, testId: 'admin-remove-confirm', danger: true }}
    >
      <Stack gap="3">
        <Text>{t('settings.admins.removeBody', { role: admin ? t(`roles.${admin.role}`) : '' })}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('settings.lists.deleteAudit')}
        </Text>
      </Stack>
    </ActionDialog>
  );
}
