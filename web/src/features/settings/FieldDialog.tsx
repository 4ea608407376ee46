import { useState } from 'react';
import { Checkbox, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SettingsCustomField } from '@tessera/domain/contracts/customFields';
import { CUSTOM_FIELD_TYPES } from '@tessera/domain/entities/settings';
import { customFieldEdit, isChoiceField, type CustomFieldEditInput } from '@tessera/domain/settings/customFields';
import { ActionDialog } from '../../components/ActionDialog';
import { FieldRoot } from '../../components/FieldRoot';
import { useSchemaSubmit } from '../../components/useSchemaSubmit';
import { addField } from './api/addField';
import { patchField } from './api/patchField';

type Draft = Omit<CustomFieldEditInput, 'allowedValues'> & { values: string };

const draftOf = (f: SettingsCustomField | null): Draft =>
  f
    ? { name: f.name, type: f.type, values: f.allowedValues.join('\n'), required: f.required, visibleToMember: f.visibleToMember }
    : { name: '', type: 'TEXT', values: '', required: false, visibleToMember: false };

/** The allowed values as typed: one a line, blank lines skipped. */
const valuesOf = (text: string) =>
  text
    .split('\n')
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * Adds a custom field (`field` 'new') or edits one. While members hold values of a field its type is fixed; a new
 * name, a change of visibility or allowed values taken away rewrite their values, and the dialog says so.
 */
export function FieldDialog({
  field,
  onClose,
  onSaved,
}: {
  field: SettingsCustomField | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const existing = field && field !== 'new' ? field : null;
  // the parent keys the dialog by field: each opening starts from it
  const [draft, setDraft] = useState<Draft>(() => draftOf(existing));
  const { errors, busy, submit } = useSchemaSubmit(customFieldEdit);
  const held = existing?.members ?? 0;
  const choice = isChoiceField(draft.type);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));

  async function save() {
    const { values, ...rest } = draft;
    const value: CustomFieldEditInput = { ...rest, allowedValues: choice ? valuesOf(values) : [] };
    const ok = await submit(
      value,
      (v) => (existing ? patchField(existing.id, v) : addField(v)),
      (answer) =>
        'rewritten' in answer && typeof answer.rewritten === 'number' && answer.rewritten > 0
          ? t('settings.fields.savedRewritten', { name: value.name, count: answer.rewritten })
          : t(existing ? 'settings.fields.saved' : 'settings.fields.added', { name: value.name }),
    );
    if (ok) {
      onSaved();
      onClose();
    }
  }

  return (
    <ActionDialog
      open={field !== null}
      onClose={onClose}
      title={existing ? t('settings.fields.editTitle', { name: existing.name }) : t('settings.fields.addTitle')}
      testId="field-dialog"
      action={{ label: t('settings.save'), run: () => void save(), busy, testId: 'field-save' }}
    >
      <Stack gap="4">
        <FieldRoot invalid={!!errors.name} required>
          <Field.Label>{t('settings.fields.name')}</Field.Label>
          <Input
            value={draft.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            maxLength={80}
            autoFocus
            data-testid="field-name"
          />
          <Field.ErrorText>{errors.name && t(errors.name)}</Field.ErrorText>
        </FieldRoot>
        <FieldRoot invalid={!!errors.type} required disabled={held > 0}>
          <Field.Label>{t('settings.fields.type')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={draft.type}
              onChange={(e) => set('type', e.currentTarget.value as Draft['type'])}
              data-testid="field-type"
            >
              {CUSTOM_FIELD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`settings.fields.types.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {held > 0 && !errors.type && <Field.HelperText>{t('settings.fields.typeFixed', { count: held })}</Field.HelperText>}
          <Field.ErrorText>{errors.type && t(errors.type)}</Field.ErrorText>
        </FieldRoot>
        {choice && (
          <FieldRoot invalid={!!errors.allowedValues} required>
            <Field.Label>{t('settings.fields.allowedValues')}</Field.Label>
            <Textarea value={draft.values} onChange={(e) => set('values', e.currentTarget.value)} rows={5} data-testid="field-values" />
            {!errors.allowedValues && <Field.HelperText>{t('settings.fields.allowedValuesHelp')}</Field.HelperText>}
            <Field.ErrorText>{errors.allowedValues && t(errors.allowedValues)}</Field.ErrorText>
          </FieldRoot>
        )}
        <Checkbox.Root checked={draft.required} onCheckedChange={(e) => set('required', !!e.checked)}>
          <Checkbox.HiddenInput data-testid="field-required" />
          <Checkbox.Control />
          <Checkbox.Label>{t('settings.fields.required')}</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root checked={draft.visibleToMember} onCheckedChange={(e) => set('visibleToMember', !!e.checked)}>
          <Checkbox.HiddenInput data-testid="field-visible" />
          <Checkbox.Control />
          <Checkbox.Label>{t('settings.fields.visibleToMember')}</Checkbox.Label>
        </Checkbox.Root>
        {held > 0 && (
          <Text fontSize="sm" color="fg.muted" data-testid="field-held">
            {t('settings.fields.heldNote', { count: held })}
          </Text>
        )}
      </Stack>
    </ActionDialog>
  );
}
