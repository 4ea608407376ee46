import { Checkbox, Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { listValueEdit, type ListValueEdit } from '@tessera/domain/contracts/settings';
import { formatCents, parseCents } from '@tessera/domain/locale/money';
import type { Language } from '@tessera/domain/constants';
import type { ListType } from '@tessera/domain/entities/organization';
import { isCompanyList } from '@tessera/domain/settings/listValues';
import { FieldRoot } from '../../components/FieldRoot';
import { useListValueNames } from '../../lib/data/useListValues';
import { useSession } from '../../lib/session/session';

/** What the fields hold while typed: the price as text in the page's language. */
export interface ListValueDraft {
  name: string;
  price: string;
  offered: boolean;
  code: string;
  group: string;
}

export const emptyDraft: ListValueDraft = { name: '', price: '', offered: false, code: '', group: '' };

export function draftOf(
  v: { name: string; amount?: number; offered?: boolean; code?: string; group?: string },
  lang: Language,
): ListValueDraft {
  return {
    name: v.name,
    price: v.amount === undefined ? '' : formatCents(v.amount, lang).replace('€', '').trim(),
    offered: v.offered ?? false,
    code: v.code ?? '',
    group: v.group ?? '',
  };
}

/**
 * The draft as the API takes it, or the errors per field (message keys): the contract's own schema checks the name,
 * the price is parsed in the page's language. Categories carry price and offer; the other lists a name only.
 */
export function checkDraft(
  draft: ListValueDraft,
  type: ListType,
  lang: Language,
): { value: ListValueEdit; errors: null } | { value: null; errors: Record<string, string> } {
  const withPrice = type === 'categories';
  const company = isCompanyList(type);
  const errors: Record<string, string> = {};
  if (company && !draft.code.trim()) errors.code = 'validation.required';
  if (type === 'group_companies' && !draft.group) errors.group = 'validation.required';
  let amount: number | undefined;
  if (withPrice && draft.price.trim()) {
    const cents = parseCents(draft.price, lang);
    if (cents === null || cents < 0) errors.price = 'validation.cents';
    else amount = cents;
  }
  const parsed = listValueEdit.safeParse({
    name: draft.name,
    ...(withPrice ? { amount, offered: draft.offered } : {}),
    ...(company ? { code: draft.code } : {}),
    ...(type === 'group_companies' && draft.group ? { group: draft.group } : {}),
  });
  if (!parsed.success) for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
  return Object.keys(errors).length || !parsed.success ? { value: null, errors } : { value: parsed.data, errors: null };
}

/** Name; for categories the yearly fee and whether signup offers it; for companies the code, and the group of a group company. */
export function ListValueFields({
  draft,
  onChange,
  errors,
  type,
  testIdPrefix,
  autoFocus,
}: {
  draft: ListValueDraft;
  onChange: (d: ListValueDraft) => void;
  errors: Record<string, string>;
  type: ListType;
  testIdPrefix: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const withPrice = type === 'categories';
  const company = isCompanyList(type);
  return (
    <Stack gap="3" direction={{ base: 'column', md: withPrice || company ? 'row' : 'column' }} align={{ md: 'end' }}>
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
      {company && (
        <FieldRoot invalid={!!errors.code} required flex="1">
          <Field.Label>{t('settings.lists.code')}</Field.Label>
          <Input
            value={draft.code}
            maxLength={30}
            onChange={(e) => onChange({ ...draft, code: e.currentTarget.value })}
            data-testid={`${testIdPrefix}-code`}
          />
          <Field.ErrorText>{errors.code && t(errors.code)}</Field.ErrorText>
        </FieldRoot>
      )}
      {type === 'group_companies' && (
        <GroupField
          value={draft.group}
          onChange={(group) => onChange({ ...draft, group })}
          error={errors.group}
          testId={`${testIdPrefix}-group`}
        />
      )}
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

/** The group a group company belongs to, from the organization's groups (one read: summaries/listNames). */
function GroupField({ value, onChange, error, testId }: { value: string; onChange: (v: string) => void; error?: string; testId: string }) {
  const { t } = useTranslation();
  const groups = useListValueNames(useSession().profile!.orgId)?.groups;
  return (
    <FieldRoot invalid={!!error} required flex="1">
      <Field.Label>{t('settings.lists.group')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId}>
          <option value="">{t('settings.lists.choose')}</option>
          {[...(groups ?? new Map<string, string>())]
            .sort(([, a], [, b]) => a.localeCompare(b, 'it'))
            .map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error && t(error)}</Field.ErrorText>
    </FieldRoot>
  );
}
