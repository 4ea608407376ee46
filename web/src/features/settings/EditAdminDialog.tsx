import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { adminPatch } from '@tessera/domain/settings/admins';
import { ActionDialog } from '../../components/ActionDialog';
import { patchAdmin } from './api/patchAdmin';
import { AdminRoleFields, type AdminRoleDraft } from './AdminRoleFields';
import { useSchemaSubmit } from '../../components/useSchemaSubmit';
import type { SettingsAdmin } from './admin';

/** Another role, or a local admin's groups. The admin's open session takes it at once (it follows its profile). */
export function EditAdminDialog({
  admin,
  lastGeneral,
  onClose,
  onSaved,
}: {
  admin: SettingsAdmin | null;
  lastGeneral: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  // the parent keys the dialog by admin: each opening starts from that admin
  const [draft, setDraft] = useState<AdminRoleDraft>({ role: admin?.role ?? '', groups: admin?.groups ?? [] });
  const { errors, busy, submit } = useSchemaSubmit(adminPatch);

  async function save() {
    if (!admin) return;
    const change = { role: draft.role || undefined, ...(draft.role === 'group' ? { groups: draft.groups } : {}) };
    if (
      await submit(
        change,
        (c) => patchAdmin(admin.id, c),
        () => t('settings.admins.saved', { email: admin.email }),
      )
    ) {
      onSaved();
      onClose();
    }
  }

  return (
    <ActionDialog
      open={admin !== null}
      onClose={onClose}
      title={t('settings.admins.editTitle', { email: admin?.email ?? '' })}
      testId="admin-edit-dialog"
      action={{ label: t('settings.save'), run: () => void save(), busy, testId: 'admin-edit-save' }}
    >
      {lastGeneral && (
        <Text mb="3" fontSize="sm" color="fg.muted" data-testid="admin-last-general">
          {t('errors.LAST_GENERAL_ADMIN')}
        </Text>
      )}
      <AdminRoleFields draft={draft} onChange={setDraft} errors={errors} testIdPrefix="admin-edit" />
    </ActionDialog>
  );
}
