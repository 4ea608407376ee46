import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ListType } from '@tessera/domain/entities/organization';
import type { Language } from '@tessera/domain/constants';
import { patchListValue } from './api/patchListValue';
import { draftOf, emptyDraft, ListValueFields } from './ListValueFields';
import { useListValueDraft } from './useListValueDraft';
import type { SettingsListValue } from './listValue';

/** Renames a value (members keep it) or changes a category's price and offer. */
export function EditListValueDialog({
  type,
  value,
  onClose,
  onSaved,
}: {
  type: ListType;
  value: SettingsListValue | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  // the parent keys the dialog by value: each opening starts from that value
  const { draft, setDraft, errors, busy, submit } = useListValueDraft(type, value ? draftOf(value, i18n.language as Language) : emptyDraft);

  async function save() {
    if (value && (await submit((change) => patchListValue(type, value.id, change), 'settings.lists.saved'))) {
      onSaved();
      onClose();
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
              <ListValueFields draft={draft} onChange={setDraft} errors={errors} type={type} testIdPrefix="list-edit" autoFocus />
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
