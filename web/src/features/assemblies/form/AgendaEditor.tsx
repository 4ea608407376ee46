import { Box, Button, Checkbox, Field, Fieldset, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AGENDA_MAX, DESCRIPTION_MAX, TITLE_MAX, type AssemblyInput } from '@tessera/domain/assemblies/assembly';
import { MAJORITIES } from '@tessera/domain/assemblies/rules';
import { FieldRoot } from '../../../components/FieldRoot';
import { emptyItem, type Draft } from './assemblyDraft';

interface Props {
  control: Control<Draft, unknown, AssemblyInput>;
  register: UseFormRegister<Draft>;
  errors: FieldErrors<Draft>;
}

/** A check box of an agenda item, as react-hook-form holds it. */
function ItemCheck({
  control,
  name,
  label,
  testId,
  disabled,
}: {
  control: Props['control'];
  name: `agenda.${number}.vote` | `agenda.${number}.secret`;
  label: string;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root checked={field.value} disabled={disabled} onCheckedChange={(e) => field.onChange(e.checked === true)}>
          <Checkbox.HiddenInput data-testid={testId} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

/** The agenda: items added, removed and moved; each with its title, description, and how it is voted on. */
export function AgendaEditor({ control, register, errors }: Props) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control, name: 'agenda', keyName: 'key' });
  const items = useWatch({ control, name: 'agenda' });
  const agendaError = errors.agenda?.root?.message ?? errors.agenda?.message;

  return (
    <Fieldset.Root invalid={!!agendaError} data-testid="assembly-agenda">
      <Fieldset.Legend fontWeight="semibold">{t('assemblies.form.agenda')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('assemblies.form.agendaHelp')}</Fieldset.HelperText>
      <Stack gap="3" as="ol" listStyleType="none" m="0" p="0">
        {rows.fields.map((row, i) => {
          const e = errors.agenda?.[i];
          const voted = items?.[i]?.vote ?? row.vote;
          return (
            <Box as="li" key={row.key} borderWidth="1px" borderRadius="md" p="3" data-testid="agenda-item-row">
              <Stack gap="3">
                <HStack justify="space-between" flexWrap="wrap" gap="2">
                  <Text fontWeight="semibold">{t('assemblies.form.itemN', { n: i + 1 })}</Text>
                  <HStack gap="1">
                    <Button
                      size="xs"
                      variant="ghost"
                      disabled={i === 0}
                      onClick={() => rows.move(i, i - 1)}
                      aria-label={t('assemblies.form.moveUp', { n: i + 1 })}
                      data-testid="agenda-item-up"
                    >
                      ↑
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      disabled={i === rows.fields.length - 1}
                      onClick={() => rows.move(i, i + 1)}
                      aria-label={t('assemblies.form.moveDown', { n: i + 1 })}
                      data-testid="agenda-item-down"
                    >
                      ↓
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      disabled={rows.fields.length === 1}
                      onClick={() => rows.remove(i)}
                      data-testid="agenda-item-remove"
                    >
                      {t('assemblies.form.remove')}
                    </Button>
                  </HStack>
                </HStack>
                <FieldRoot invalid={!!e?.title} required>
                  <Field.Label>{t('assemblies.form.itemTitle')}</Field.Label>
                  <Input {...register(`agenda.${i}.title`)} maxLength={TITLE_MAX} data-testid="agenda-item-title" />
                  <Field.ErrorText>{e?.title?.message && t(e.title.message)}</Field.ErrorText>
                </FieldRoot>
                <FieldRoot invalid={!!e?.description}>
                  <Field.Label>{t('assemblies.form.itemDescription')}</Field.Label>
                  <Textarea
                    {...register(`agenda.${i}.description`)}
                    maxLength={DESCRIPTION_MAX}
                    rows={2}
                    data-testid="agenda-item-description"
                  />
                  <Field.ErrorText>{e?.description?.message && t(e.description.message)}</Field.ErrorText>
                </FieldRoot>
                <HStack gap="5" flexWrap="wrap" align="end">
                  <ItemCheck control={control} name={`agenda.${i}.vote`} label={t('assemblies.form.vote')} testId="agenda-item-vote" />
                  <ItemCheck
                    control={control}
                    name={`agenda.${i}.secret`}
                    label={t('assemblies.form.secret')}
                    testId="agenda-item-secret"
                    disabled={!voted}
                  />
                  {voted && (
                    <FieldRoot w="auto" minW="48">
                      <Field.Label>{t('assemblies.form.majority')}</Field.Label>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field {...register(`agenda.${i}.majority`)} data-testid="agenda-item-majority">
                          {MAJORITIES.map((m) => (
                            <option key={m} value={m}>
                              {t(`assemblies.majority.${m}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FieldRoot>
                  )}
                </HStack>
                {e?.secret?.message && (
                  <Text color="fg.error" fontSize="sm" role="alert">
                    {t('assemblies.form.secretNotVoted')}
                  </Text>
                )}
              </Stack>
            </Box>
          );
        })}
      </Stack>
      <Box>
        <Button
          size="sm"
          variant="outline"
          disabled={rows.fields.length >= AGENDA_MAX}
          onClick={() => rows.append(emptyItem())}
          data-testid="agenda-item-add"
        >
          {t('assemblies.form.addItem')}
        </Button>
      </Box>
      <Fieldset.ErrorText>{agendaError && t(agendaError)}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
