import { useState } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SystemListType } from '@tessera/domain/settings/listValues';
import type { Language } from '@tessera/domain/constants';
import { ApiFailure } from '../../lib/api/client';
import { notify, notifyFailure } from '../../components/toaster';
import { patchListValue } from './api/patchListValue';
import { checkDraft, draftOf, emptyDraft, ListValueFields, type ListValueDraft } from './ListValueFields';
import type { SettingsListValue } from './listValue';

/** Renames a value (members keep it) or changes a category's price and offer. */
export function EditListValueDialog({
  type,
  value,
  onClose,
  onSaved,
}: {
  type: SystemListType;
  value: SettingsListValue | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  // the parent keys the dialog by value: each opening starts from that value
  const [draft, setDraft] = useState<ListValueDraft>(() => (value ? draftOf(value, lang) : emptyDraft));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const withPrice = type === 'categories';

  async function save() {
    const checked = checkDraft(draft, withPrice, lang);
    setErrors(checked.errors ?? {});
    if (!checked.value || !value) return;
    setBusy(true);
    try {
      await patchListValue(type, value.id, checked.value);
      notify('success', t('settings.lists.saved', { name: checked.value.name }));
      onSaved();
      onClose();
    } catch (e) {
      if (e instanceof ApiFailure && e.code === 'LIST_VALUE_NAME_TAKEN') setErrors({ name: 'errors.LIST_VALUE_NAME_TAKEN' });
      else notifyFailure(t, e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={value !== null} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            mx="4"
            as="form"
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              void save();
            }}
            data-testid="list-edit-dialog"
          >
            <Dialog.Header>
              <Dialog.Title>{t('settings.lists.editTitle', { name: value?.name ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <ListValueFields draft={draft} onChange={setDraft} errors={errors} withPrice={withPrice} testIdPrefix="list-edit" autoFocus />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" colorPalette="brand" loading={busy} data-testid="list-edit-save">
                {t('settings.save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
