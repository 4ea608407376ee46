import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import type { SettingsCustomField } from '@tessera/domain/contracts/customFields';
import { ActionDialog } from '../../components/ActionDialog';
import { notify, notifyFailure } from '../../components/toaster';
import { deleteField } from './api/deleteField';

/** Deleting a field asks first, saying how many members hold a value of it: those values go with it. */
export function DeleteFieldDialog({
  field,
  onClose,
  onDeleted,
}: {
  field: SettingsCustomField | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const held = field?.members ?? 0;

  async function confirm() {
    if (!field) return;
    setBusy(true);
    try {
      const answer = await deleteField(field.id);
      notify('success', t('settings.fields.deleted', { name: field.name, count: answer.removed }));
      onClose();
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setBusy(false);
      onDeleted();
    }
  }

  return (
    <ActionDialog
      open={field !== null}
      onClose={onClose}
      title={t('settings.fields.deleteTitle', { name: field?.name ?? '' })}
      testId="field-delete-dialog"
      action={{ label: t('settings.lists.delete'), run: () => void confirm(), busy, testId: 'field-delete-confirm', danger: true }}
    >
      <Stack gap="3">
        {held === 0 ? (
          <Text>{t('settings.fields.deleteUnused')}</Text>
        ) : (
          <Text data-testid="field-delete-held">
            <Trans i18nKey="settings.fields.deleteHeld" count={held} values={{ name: field?.name ?? '' }} components={{ b: <b /> }} />
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('settings.lists.deleteAudit')}
        </Text>
      </Stack>
    </ActionDialog>
  );
}
