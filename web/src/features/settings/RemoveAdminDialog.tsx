import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/ActionDialog';
import { notify, notifyFailure } from '../../components/toaster';
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
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!admin) return;
    setBusy(true);
    try {
      await deleteAdmin(admin.id, admin.role);
      notify('success', t('settings.admins.removed', { email: admin.email }));
      onClose();
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setBusy(false);
      // refused or not, show the admins as they are now
      onRemoved();
    }
  }

  return (
    <ActionDialog
      open={admin !== null}
      onClose={onClose}
      title={t('settings.admins.removeTitle', { email: admin?.email ?? '' })}
      testId="admin-remove-dialog"
      action={{ label: t('settings.admins.remove'), run: () => void confirm(), busy, testId: 'admin-remove-confirm', danger: true }}
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
