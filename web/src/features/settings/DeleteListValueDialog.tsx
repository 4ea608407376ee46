import { useState } from 'react';
import { Box, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ActionDialog } from '../../components/ActionDialog';
import { Trans, useTranslation } from 'react-i18next';
import type { ListType } from '@tessera/domain/entities/organization';
import { notify, notifyFailure } from '../../components/toaster';
import { FieldRoot } from '../../components/FieldRoot';
import { deleteListValue } from './api/deleteListValue';
import type { SettingsListValue } from './listValue';

/**
 * Deleting a value asks first. When members hold it the dialog says how many and where they go: the move and the
 * deletion are one request (delete-list-values with move-to), so nobody is left holding a value that is gone.
 */
export function DeleteListValueDialog({
  type,
  value,
  others,
  onClose,
  onDeleted,
}: {
  type: ListType;
  value: SettingsListValue | null;
  others: SettingsListValue[];
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [moveTo, setMoveTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const held = value?.members ?? 0;

  async function confirm() {
    if (!value) return;
    if (held > 0 && !moveTo) {
      setError('settings.lists.moveRequired');
      return;
    }
    setBusy(true);
    try {
      const answer = await deleteListValue(type, value.id, held > 0 ? moveTo : undefined);
      notify('success', t('settings.lists.deleted', { name: value.name, count: answer.moved }));
      onDeleted();
      onClose();
    } catch (e) {
      notifyFailure(t, e);
      // someone may have given the value to more members meanwhile: show the current count
      onDeleted();
    } finally {
      setBusy(false);
    }
  }

  return (
    <ActionDialog
      open={value !== null}
      onClose={onClose}
      title={t('settings.lists.deleteTitle', { name: value?.name ?? '' })}
      testId="list-delete-dialog"
      action={{
        label: held > 0 ? t('settings.lists.moveAndDelete') : t('settings.lists.delete'),
        run: () => void confirm(),
        busy,
        testId: 'list-delete-confirm',
        disabled: held > 0 && others.length === 0,
        danger: true,
      }}
    >
      <Stack gap="4">
        {held === 0 ? (
          <Text>{t('settings.lists.deleteUnused')}</Text>
        ) : (
          <>
            <Text data-testid="list-delete-held">
              <Trans i18nKey="settings.lists.deleteHeld" count={held} values={{ name: value?.name ?? '' }} components={{ b: <b /> }} />
            </Text>
            {others.length === 0 ? (
              <Text color="fg.error">{t('settings.lists.noOtherValue')}</Text>
            ) : (
              <FieldRoot invalid={!!error} required>
                <Field.Label>{t('settings.lists.moveTo')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={moveTo}
                    onChange={(e) => {
                      setMoveTo(e.currentTarget.value);
                      setError(null);
                    }}
                    data-testid="list-move-to"
                  >
                    <option value="">{t('settings.lists.choose')}</option>
                    {others.map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{error && t(error)}</Field.ErrorText>
              </FieldRoot>
            )}
          </>
        )}
        <Box fontSize="sm" color="fg.muted">
          {t('settings.lists.deleteAudit')}
        </Box>
      </Stack>
    </ActionDialog>
  );
}
