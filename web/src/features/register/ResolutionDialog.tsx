import { useState } from 'react';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RESOLUTION_MAX, type RegisterEntry } from '@tessera/domain/register/entry';
import { DialogFrame } from '../../components/DialogFrame';
import { notify, notifyFailure } from '../../components/toaster';
import { recordResolution } from './api/register';

/** What the dialog needs of the admission: its number and whom it admitted (an entry, or its place in the list of those without a resolution). */
export type ResolutionTarget = Pick<RegisterEntry, 'seq' | 'surname' | 'name'>;

/** The board resolution of an admission, recorded as a new entry. */
export function ResolutionDialog({ entry, onClose }: { entry: ResolutionTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const invalid = text.trim() === '';
  const save = async () => {
    if (invalid || saving) return;
    setSaving(true);
    try {
      const { seq } = await recordResolution(entry.seq, text.trim());
      notify('success', t('register.resolutionSaved', { seq }));
      onClose();
    } catch (e) {
      notifyFailure(t, e);
      setSaving(false);
    }
  };
  return (
    <DialogFrame
      open
      onDismiss={onClose}
      onSubmit={() => void save()}
      testId="register-resolution-dialog"
      title={t('register.resolutionTitle', { seq: entry.seq })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={invalid} data-testid="register-resolution-save">
            {t('register.resolutionSave')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{[entry.surname, entry.name].filter(Boolean).join(' ')}</Text>
        <Field.Root required>
          <Field.Label>{t('register.resolution')}</Field.Label>
          <Input
            value={text}
            maxLength={RESOLUTION_MAX}
            onChange={(e) => setText(e.currentTarget.value)}
            placeholder={t('register.resolutionPlaceholder')}
            data-testid="register-resolution-input"
          />
          <Field.HelperText>{t('register.resolutionHelp')}</Field.HelperText>
        </Field.Root>
      </Stack>
    </DialogFrame>
  );
}
