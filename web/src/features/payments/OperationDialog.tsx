import { useState } from 'react';
import { Checkbox, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { operationInput, type Operation, type OperationInput } from '@tessera/domain/entities/operation';
import { ActionDialog } from '../../components/ActionDialog';
import { FieldRoot } from '../../components/FieldRoot';
import { useSchemaSubmit } from '../../components/useSchemaSubmit';
import { saveOperation } from './api/operations';

const CODES = ['b1Aggregate', 'project', 'account', 'cdc'] as const;

/** The form's values: empty codes are left out (the server replaces the operation whole, so a cleared code goes). */
function inputOf(draft: Record<(typeof CODES)[number] | 'name', string> & { active: boolean }): OperationInput {
  const codes = Object.fromEntries(CODES.filter((c) => draft[c].trim()).map((c) => [c, draft[c]]));
  return { name: draft.name, active: draft.active, ...codes };
}

/** Adds an operation (`operation` null) or changes one; the parent keys it, so each opening starts afresh. */
export function OperationDialog({
  operation,
  onClose,
  onSaved,
}: {
  operation: Operation | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({
    name: operation?.name ?? '',
    active: operation?.active ?? true,
    ...(Object.fromEntries(CODES.map((c) => [c, operation?.[c] ?? ''])) as Record<(typeof CODES)[number], string>),
  });
  const { errors, busy, submit, clear } = useSchemaSubmit(operationInput);
  const change = (field: keyof typeof draft, value: string | boolean) => {
    setDraft({ ...draft, [field]: value });
    clear(field);
  };

  async function save() {
    const input = inputOf(draft);
    if (
      await submit(
        input,
        (body) => saveOperation(operation?.id ?? null, body),
        () => t('payments.operations.saved'),
      )
    ) {
      onSaved();
      onClose();
    }
  }

  return (
    <ActionDialog
      open
      onClose={onClose}
      title={operation ? t('payments.operations.editTitle', { name: operation.name }) : t('payments.operations.addTitle')}
      testId="operation-dialog"
      action={{ label: t('payments.operations.save'), run: () => void save(), busy, testId: 'operation-save' }}
    >
      <Stack gap="4">
        <FieldRoot invalid={!!errors.name} required>
          <Field.Label>
            {t('payments.operations.name')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={draft.name} onChange={(e) => change('name', e.target.value)} autoFocus data-testid="operation-name" />
          <Field.ErrorText>{errors.name && t(errors.name)}</Field.ErrorText>
        </FieldRoot>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {CODES.map((c) => (
            <FieldRoot key={c} invalid={!!errors[c]}>
              <Field.Label>{t(`payments.operations.codes.${c}`)}</Field.Label>
              <Input value={draft[c]} onChange={(e) => change(c, e.target.value)} data-testid={`operation-${c}`} />
              <Field.ErrorText>{errors[c] && t(errors[c])}</Field.ErrorText>
            </FieldRoot>
          ))}
        </SimpleGrid>
        <Checkbox.Root checked={draft.active} onCheckedChange={(e) => change('active', !!e.checked)}>
          <Checkbox.HiddenInput data-testid="operation-active" />
          <Checkbox.Control />
          <Checkbox.Label>{t('payments.operations.active')}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </ActionDialog>
  );
}
