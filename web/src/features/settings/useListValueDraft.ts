import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListValueEdit } from '@tessera/domain/contracts/settings';
import type { Language } from '@tessera/domain/constants';
import type { ListType } from '@tessera/domain/entities/organization';
import { ApiFailure } from '../../lib/api/client';
import { notify, notifyFailure } from '../../components/toaster';
import { checkDraft, type ListValueDraft } from './ListValueFields';

/**
 * A list value being typed (the add form, the edit dialog): the draft, its errors per field, and a submit that checks
 * it, sends it, and on success toasts `successKey`. A taken name is the name field's error, anything else a toast.
 */
export function useListValueDraft(type: ListType, initial: ListValueDraft) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(send: (value: ListValueEdit) => Promise<unknown>, successKey: string): Promise<boolean> {
    const checked = checkDraft(draft, type, i18n.language as Language);
    setErrors(checked.errors ?? {});
    if (!checked.value) return false;
    setBusy(true);
    try {
      await send(checked.value);
      notify('success', t(successKey, { name: checked.value.name }));
      return true;
    } catch (e) {
      if (e instanceof ApiFailure && e.code === 'LIST_VALUE_NAME_TAKEN') setErrors({ name: 'errors.LIST_VALUE_NAME_TAKEN' });
      else notifyFailure(t, e);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { draft, setDraft, errors, busy, submit };
}
