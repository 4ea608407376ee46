import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldsOf, type SearchField, type SearchMode } from '@tessera/domain/search/fields';
import { useCustomFields } from '../../lib/data/useCustomFields';
import { useListValueNames } from '../../lib/data/useListValues';
import { codeLabel, paymentMethodLabel, paymentStatusLabel } from '../../lib/i18n/codeLabels';
import { useShownMemberFields } from '../../lib/data/usePreferences';

/** What the screen says about a mode's fields: which there are, their labels, the values a select field offers. */
export interface SearchVocabulary {
  fields: SearchField[];
  field: (id: string) => SearchField | undefined;
  label: (id: string) => string;
  options: (field: SearchField) => { value: string; label: string }[];
  /** a stored value as the table shows it (a group's name, a status in words) */
  valueLabel: (fieldId: string, value: string) => string;
}

/**
 * The fields of `mode` with the organization's custom fields (live: a field deleted in settings leaves at once), without
 * those the organization's preferences hide (group, section, marital status): the server refuses them too.
 */
export function useSearchVocabulary(orgId: string, mode: SearchMode): SearchVocabulary {
  const { t } = useTranslation();
  const custom = useCustomFields(orgId);
  const lists = useListValueNames(orgId);
  const defs = useMemo(() => custom.data ?? [], [custom.data]);
  const { group, section, maritalStatus } = useShownMemberFields();
  return useMemo(() => {
    const fields = fieldsOf(
      mode,
      defs.map((d) => ({ id: d.id, type: d.type, values: d.allowedValues ?? [] })),
      { group, section, maritalStatus },
    );
    const byId = new Map(fields.map((f) => [f.id, f]));
    const customName = new Map(defs.map((d) => [`custom.${d.id}`, d.name]));
    const valueLabel = (fieldId: string, value: string) => {
      const f = byId.get(fieldId);
      if (f?.list) return lists?.[f.list].get(value) ?? value;
      if (fieldId === 'gender') return t(`search.genders.${value}`, { defaultValue: value });
      if (fieldId === 'accountStatus') return codeLabel(t, 'accountStatus', value);
      if (fieldId === 'cardStatus') return codeLabel(t, 'cardStatus', value);
      if (fieldId === 'mode') return paymentMethodLabel(t, value);
      if (fieldId === 'status') return paymentStatusLabel(t, value);
      return value;
    };
    return {
      fields,
      field: (id) => byId.get(id),
      label: (id) => customName.get(id) ?? t(`search.fields.${id}`, { defaultValue: id }),
      options: (f) => {
        const values = f.list ? [...(lists?.[f.list].keys() ?? [])] : [...(f.options ?? [])];
        return values
          .map((v) => ({ value: v, label: valueLabel(f.id, v) }))
          .sort((a, b) => (f.list ? a.label.localeCompare(b.label, 'it') : 0));
      },
      valueLabel,
    };
  }, [mode, defs, lists, t, group, section, maritalStatus]);
}
