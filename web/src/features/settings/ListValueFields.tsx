import { Checkbox, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { listValueEdit, type ListValueEdit } from '@tessera/domain/contracts/settings';
import { formatCents, parseCents } from '@tessera/domain/locale/money';
import type { Language } from '@tessera/domain/constants';
import { FieldRoot } from '../../components/FieldRoot';

/** What the fields hold while typed: the price as text in the page's language. */
export interface ListValueDraft {
  name: string;
  price: string;
  offered: boolean;
}

export const emptyDraft: ListValueDraft = { name: '', price: '', offered: false };

export function draftOf(v: { name: string; amount?: number; offered?: boolean }, lang: Language): ListValueDraft {
  return {
    name: v.name,
    price: v.amount === undefined ? '' : formatCents(v.amount, lang).replace('€', '').trim(),
    offered: v.offered ?? false,
  };
}

/**
 * The draft as the API takes it, or the errors per field (message keys): the contract's own schema checks the name,
 * the price is parsed in the page's language. Categories carry price and offer; the other lists a name only.
 */
export function checkDraft(
  draft: ListValueDraft,
  withPrice: boolean,
  lang: Language,
): { value: ListValueEdit; errors: null } | { value: null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  let amount: number | undefined;
  if (withPrice && draft.price.trim()) {
    const cents = parseCents(draft.price, lang);
    if (cents === null || cents < 0) errors.price = 'validation.cents';
    else amount = cents;
  }
  const parsed = listValueEdit.safeParse({ name: draft.name, ...(withPrice ? { amount, offered: draft.offered } : {}) });
  if (!parsed.success) for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
  return Object.keys(errors).length || !parsed.success ? { value: null, errors } : { value: parsed.data, errors: null };
}

/** Name, and for categories the yearly fee and whether signup offers it. */
export function ListValueFields({
  draft,
  onChange,
  errors,
  withPrice,
  testIdPrefix,
  autoFocus,
}: {
  draft: ListValueDraft;
  onChange: (d: ListValueDraft) => void;
  errors: Record<string, string>;
  withPrice: boolean;
  testIdPrefix: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" direction={{ base: 'column', md: withPrice ? 'row' : 'column' }} align={{ md: 'end' }}>
      <FieldRoot invalid={!!errors.name} required flex="2">
        <Field.Label>{t('settings.lists.name')}</Field.Label>
        <Input
          value={draft.name}
          autoFocus={autoFocus}
          maxLength={100}
          onChange={(e) => onChange({ ...draft, name: e.currentTarget.value })}
          data-testid={`${testIdPrefix}-name`}
        />
        <Field.ErrorText>{errors.name && t(errors.name)}</Field.ErrorText>
      </FieldRoot>
      {withPrice && (
        <HStack gap="3" align="end" flex="2">
          <FieldRoot invalid={!!errors.price}>
            <Field.Label>{t('settings.lists.price')}</Field.Label>
            <Input
              value={draft.price}
              inputMode="decimal"
              placeholder="0,00"
              onChange={(e) => onChange({ ...draft, price: e.currentTarget.value })}
              data-testid={`${testIdPrefix}-price`}
            />
            <Field.ErrorText>{errors.price && t(errors.price)}</Field.ErrorText>
          </FieldRoot>
          <Checkbox.Root
            checked={draft.offered}
            onCheckedChange={(e) => onChange({ ...draft, offered: !!e.checked })}
            pb="2"
            flexShrink={0}
          >
            <Checkbox.HiddenInput data-testid={`${testIdPrefix}-offered`} />
            <Checkbox.Control />
            <Checkbox.Label>{t('settings.lists.offered')}</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
      )}
    </Stack>
  );
}
