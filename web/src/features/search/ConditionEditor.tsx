import { Checkbox, Field, Fieldset, HStack, IconButton, Input, NativeSelect, Stack, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Operator, SearchCondition } from '@tessera/domain/search/query';
import { FieldRoot } from '../../components/FieldRoot';
import { CrossIcon } from '../../components/icons';
import { AmountValueInput } from './AmountValueInput';
import { newCondition, operatorsOf, withOperator } from './conditions';
import type { SearchVocabulary } from './useSearchVocabulary';

interface Props {
  condition: SearchCondition;
  vocabulary: SearchVocabulary;
  /** the message keys of this condition's issues, by what they are about (field, op, value, to, values, last) */
  issues: Partial<Record<string, string>>;
  /** the condition's place in the query (`query.where.all.0`): ids and test ids */
  testId: string;
  onChange: (next: SearchCondition | null) => void;
}

const NO_VALUE: readonly Operator[] = ['empty', 'notEmpty', 'isTrue', 'isFalse'];

/** One condition: field, operator and the value(s) the operator needs, each a labelled control with its error. */
export function ConditionEditor({ condition: c, vocabulary, issues, testId, onChange }: Props) {
  const { t } = useTranslation();
  const field = vocabulary.field(c.field);
  const numeric = field?.type === 'number' || field?.type === 'years';
  const inputType = field?.type === 'date' ? 'date' : numeric ? 'number' : 'text';
  const asValue = (raw: string) => (numeric ? (raw === '' ? undefined : Number(raw)) : raw);
  const shown = (v: string | number | undefined) => (v === undefined ? '' : String(v));
  const scalar = (key: 'value' | 'to', label: string) => (
    <FieldRoot invalid={!!issues[key]} flex="1" minW="8rem">
      <Field.Label fontSize="xs">{field?.cents ? `${label} (€)` : label}</Field.Label>
      {/* an amount is typed in euros and compared in cents (the query holds cents, like the payments) */}
      {field?.cents ? (
        <AmountValueInput value={c[key]} onChange={(v) => onChange({ ...c, [key]: v })} data-testid={`${testId}-${key}`} />
      ) : (
        <Input
          size="sm"
          type={inputType}
          inputMode={numeric ? 'numeric' : undefined}
          value={shown(c[key])}
          onChange={(e) => onChange({ ...c, [key]: asValue(e.currentTarget.value) })}
          data-testid={`${testId}-${key}`}
        />
      )}
      <Field.ErrorText>{issues[key] && t(issues[key])}</Field.ErrorText>
    </FieldRoot>
  );

  return (
    <Stack
      gap="2"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      bg="app.panel"
      data-testid={testId}
      role="group"
      aria-label={field ? vocabulary.label(field.id) : c.field}
    >
      <HStack align="end" gap="2" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
        <FieldRoot invalid={!!issues.field} flex="2" minW="10rem">
          <Field.Label fontSize="xs">{t('search.field')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={field ? c.field : ''}
              onChange={(e) => onChange(newCondition(vocabulary.field(e.currentTarget.value)!))}
              data-testid={`${testId}-field`}
            >
              {!field && <option value="">{c.field}</option>}
              {vocabulary.fields.map((f) => (
                <option key={f.id} value={f.id}>
                  {vocabulary.label(f.id)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{issues.field && t(issues.field)}</Field.ErrorText>
        </FieldRoot>
        {field && (
          <FieldRoot invalid={!!issues.op} flex="2" minW="10rem">
            <Field.Label fontSize="xs">{t('search.operator')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={c.op}
                onChange={(e) => onChange(withOperator(c, e.currentTarget.value as Operator))}
                data-testid={`${testId}-op`}
              >
                {operatorsOf(field).map((op) => (
                  <option key={op} value={op}>
                    {t(`search.operators.${op}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{issues.op && t(issues.op)}</Field.ErrorText>
          </FieldRoot>
        )}
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('search.removeCondition')}
          onClick={() => onChange(null)}
          data-testid={`${testId}-remove`}
        >
          <CrossIcon />
        </IconButton>
      </HStack>
      {field && !NO_VALUE.includes(c.op) && (
        <HStack align="start" gap="2" flexWrap="wrap">
          {(c.op === 'anyOf' || c.op === 'noneOf') && (
            <Fieldset.Root invalid={!!issues.values}>
              <Fieldset.Legend fontSize="xs">{t('search.value')}</Fieldset.Legend>
              <Checkbox.Group value={c.values ?? []} onValueChange={(values) => onChange({ ...c, values })}>
                <Wrap gap="3">
                  {vocabulary.options(field).map((o) => (
                    <Checkbox.Root key={o.value} value={o.value} size="sm">
                      <Checkbox.HiddenInput data-testid={`${testId}-option-${o.value}`} />
                      <Checkbox.Control />
                      <Checkbox.Label>{o.label}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Wrap>
              </Checkbox.Group>
              <Fieldset.ErrorText>{issues.values && t(issues.values)}</Fieldset.ErrorText>
            </Fieldset.Root>
          )}
          {(c.op === 'withinLast' || c.op === 'notWithinLast') && c.last && (
            <>
              <FieldRoot flex="1" minW="6rem">
                <Field.Label fontSize="xs">{t('search.amount')}</Field.Label>
                <Input
                  size="sm"
                  type="number"
                  min={1}
                  value={c.last.amount}
                  onChange={(e) => onChange({ ...c, last: { ...c.last!, amount: Math.max(1, Number(e.currentTarget.value) || 1) } })}
                  data-testid={`${testId}-amount`}
                />
              </FieldRoot>
              <FieldRoot flex="1" minW="7rem">
                <Field.Label fontSize="xs">{t('search.unit')}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={c.last.unit}
                    onChange={(e) => onChange({ ...c, last: { ...c.last!, unit: e.currentTarget.value as 'days' | 'months' | 'years' } })}
                    data-testid={`${testId}-unit`}
                  >
                    {(['days', 'months', 'years'] as const).map((u) => (
                      <option key={u} value={u}>
                        {t(`search.units.${u}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FieldRoot>
            </>
          )}
          {!['anyOf', 'noneOf', 'withinLast', 'notWithinLast'].includes(c.op) && scalar('value', t('search.value'))}
          {c.op === 'between' && scalar('to', t('search.to'))}
        </HStack>
      )}
    </Stack>
  );
}
