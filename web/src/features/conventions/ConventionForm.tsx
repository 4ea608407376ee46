import { useState } from 'react';
import { Box, Button, Checkbox, Field, Heading, Input, NativeSelect, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { conventionInput, type Convention } from '@tessera/domain/entities/convention';
import { FieldRoot } from '../../components/FieldRoot';
import { SubmitForm } from '../../components/SubmitForm';
import { useSchemaSubmit } from '../../components/useSchemaSubmit';
import { saveConvention } from './api/saveConvention';

type Draft = Omit<Convention, 'id' | 'documents' | 'endDate'> & { endDate: string };

const draftOf = (c: Convention | undefined): Draft => ({
  name: c?.name ?? '',
  company: c?.company ?? '',
  startDate: c?.startDate ?? '',
  endDate: c?.endDate ?? '',
  perpetual: c?.perpetual ?? false,
  description: c?.description ?? '',
  notes: c?.notes ?? '',
});

interface Props {
  /** the stored convention; none for a new one */
  stored?: Convention;
  companies: [string, string][];
  readOnly: boolean;
  onSaved: (id: string) => void;
}

/** The convention's fields, checked by the API's own schema before sending (dates typed as the browser's date inputs). */
export function ConventionForm({ stored, companies, readOnly, onSaved }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(stored));
  const { errors, busy, submit } = useSchemaSubmit(conventionInput);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const error = (key: keyof Draft) => (errors[key] ? t(errors[key]!) : undefined);

  async function save() {
    const values = { ...draft, endDate: draft.perpetual || !draft.endDate ? null : draft.endDate };
    await submit(
      values,
      (body) => saveConvention(stored?.id ?? null, body),
      (answer) => {
        onSaved(answer.id);
        return t(stored ? 'conventions.saved' : 'conventions.created');
      },
    );
  }

  const text = (key: 'name', required = false) => (
    <FieldRoot invalid={!!errors[key]} required={required} gridColumn={{ md: 'span 2' }}>
      <Field.Label>{t(`conventions.fields.${key}`)}</Field.Label>
      <Input value={draft[key]} onChange={(e) => set(key, e.currentTarget.value)} data-testid={`convention-${key}`} />
      <Field.ErrorText>{error(key)}</Field.ErrorText>
    </FieldRoot>
  );

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid="convention-form">
      <SubmitForm labelledBy="convention-form-title" onSubmit={() => void save()}>
        <Heading as="h2" size="md" id="convention-form-title">
          {t('conventions.formTitle')}
        </Heading>
        {readOnly && (
          <Text fontSize="sm" color="fg.muted" data-testid="convention-read-only">
            {t('conventions.readOnly')}
          </Text>
        )}
        <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text('name', true)}
            <FieldRoot invalid={!!errors.company} required gridColumn={{ md: 'span 2' }}>
              <Field.Label>{t('conventions.fields.company')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={draft.company}
                  onChange={(e) => set('company', e.currentTarget.value)}
                  data-testid="convention-company"
                >
                  <option value="">{t('conventions.chooseCompany')}</option>
                  {companies.map(([id, name]) => (
                    <option key={id} value={id}>
                      {name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {companies.length === 0 && !errors.company && <Field.HelperText>{t('conventions.noCompanies')}</Field.HelperText>}
              <Field.ErrorText>{error('company')}</Field.ErrorText>
            </FieldRoot>
            <FieldRoot invalid={!!errors.startDate} required>
              <Field.Label>{t('conventions.fields.startDate')}</Field.Label>
              <Input
                type="date"
                value={draft.startDate}
                onChange={(e) => set('startDate', e.currentTarget.value)}
                data-testid="convention-startDate"
              />
              <Field.ErrorText>{error('startDate')}</Field.ErrorText>
            </FieldRoot>
            <FieldRoot invalid={!!errors.endDate} required={!draft.perpetual} disabled={draft.perpetual}>
              <Field.Label>{t('conventions.fields.endDate')}</Field.Label>
              <Input
                type="date"
                value={draft.perpetual ? '' : draft.endDate}
                onChange={(e) => set('endDate', e.currentTarget.value)}
                data-testid="convention-endDate"
              />
              <Field.ErrorText>{error('endDate')}</Field.ErrorText>
            </FieldRoot>
            <Checkbox.Root checked={draft.perpetual} onCheckedChange={(e) => set('perpetual', !!e.checked)} gridColumn={{ md: 'span 2' }}>
              <Checkbox.HiddenInput data-testid="convention-perpetual" />
              <Checkbox.Control />
              <Checkbox.Label>{t('conventions.fields.perpetual')}</Checkbox.Label>
            </Checkbox.Root>
            {(['description', 'notes'] as const).map((key) => (
              <FieldRoot key={key} invalid={!!errors[key]} gridColumn={{ md: 'span 2' }}>
                <Field.Label>{t(`conventions.fields.${key}`)}</Field.Label>
                <Textarea value={draft[key]} rows={3} onChange={(e) => set(key, e.currentTarget.value)} data-testid={`convention-${key}`} />
                <Field.ErrorText>{error(key)}</Field.ErrorText>
              </FieldRoot>
            ))}
          </SimpleGrid>
        </fieldset>
        {!readOnly && (
          <Box>
            <Button type="submit" colorPalette="brand" loading={busy} data-testid="convention-save">
              {t('conventions.save')}
            </Button>
          </Box>
        )}
      </SubmitForm>
    </Box>
  );
}
