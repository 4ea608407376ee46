import { useTranslation } from 'react-i18next';
import type { ListType } from '@tessera/domain/entities/organization';
import type { Language } from '@tessera/domain/constants';
import { ActionDialog } from '../../components/ActionDialog';
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
    <ActionDialog
      open={value !== null}
      onClose={onClose}
      title={t('settings.lists.editTitle', { name: value?.name ?? '' })}
      testId="list-edit-dialog"
      action={{ label: t('settings.save'), run: () => void save(), busy, testId: 'list-edit-save' }}
    >
      <ListValueFields draft={draft} onChange={setDraft} errors={errors} type={type} testIdPrefix="list-edit" autoFocus />
    </ActionDialog>
  );
}
