import { useEffect, useState } from 'react';
import { Button, Field, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATUSES, cardNumber as cardNumberSchema } from '@tessera/domain/entities/member';
import { FieldRoot } from '../../components/FieldRoot';
import { checkCardNumber } from './api/checkCardNumber';
import { lastCard } from './api/lastCard';
import { AvailabilityHint } from './AvailabilityHint';
import { MemberListSelect, useMemberForm, type MemberFormLists } from './memberFormFields';
import { FieldGrid, MemberFormSection } from './MemberFormSection';
import type { MemberFormValues } from './memberFormValues';
import type { ShownMemberFields } from './memberFormFields';
import { useAvailability } from './useAvailability';

const isCardNumber = (v: string) => cardNumberSchema.safeParse(v).success;

/**
 * The membership: group and section (when the organization shows them), category, account status, the card number
 * (checked live against the server; on a new member the next free one is suggested and filled in) and when the privacy
 * notice was accepted.
 */
export function MemberMembershipSection({
  creating,
  lists,
  start,
  shown,
}: {
  creating: boolean;
  lists: MemberFormLists;
  start: MemberFormValues;
  shown: ShownMemberFields;
}) {
  const { t } = useTranslation();
  const { register, control, setValue, getValues, resetField, errors, msg } = useMemberForm();
  const cardNumber = useWatch({ control, name: 'cardNumber' });
  const [suggestion, setSuggestion] = useState<{ number: string | null; suggestion: string } | null>(null);

  // The next card number, suggested (and filled in on a new member); the form works without it.
  useEffect(() => {
    if (!creating) return;
    let cancelled = false;
    lastCard()
      .then((r) => {
        if (cancelled) return;
        setSuggestion(r);
        // The suggestion becomes the starting value: an untouched new form stays clean (Cancel leaves without asking).
        if (!getValues('cardNumber') && r.suggestion) resetField('cardNumber', { defaultValue: String(r.suggestion) });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [creating, getValues, resetField]);

  const cardState = useAvailability(cardNumber, start.cardNumber, isCardNumber, checkCardNumber);

  return (
    <MemberFormSection legend={t('members.form.membership')} testId="member-section-membership">
      <FieldGrid>
        {shown.group && (
          <MemberListSelect field="group" type="groups" label={t('members.form.group')} lists={lists} current={start.group} />
        )}
        {shown.section && (
          <MemberListSelect field="section" type="sections" label={t('members.form.section')} lists={lists} current={start.section} />
        )}
        <MemberListSelect field="category" type="categories" label={t('members.form.category')} lists={lists} current={start.category} />
        <FieldRoot invalid={!!errors.accountStatus}>
          <Field.Label>{t('members.form.accountStatus')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('accountStatus')} data-testid="member-accountStatus">
              {ACCOUNT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`accountStatus.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FieldRoot>
        <FieldRoot invalid={!!errors.cardNumber || cardState === 'taken'}>
          <Field.Label>{t('members.form.cardNumber')}</Field.Label>
          <Input inputMode="numeric" {...register('cardNumber')} data-testid="member-cardNumber" />
          {suggestion?.suggestion && cardNumber !== String(suggestion.suggestion) && (
            <HStack gap="2" fontSize="xs" color="fg.muted">
              <Text>{t('members.form.cardSuggestion', { number: suggestion.suggestion, last: suggestion.number ?? '—' })}</Text>
              <Button
                size="2xs"
                variant="ghost"
                type="button"
                onClick={() => setValue('cardNumber', String(suggestion.suggestion), { shouldDirty: true, shouldValidate: true })}
              >
                {t('members.form.useSuggestion')}
              </Button>
            </HStack>
          )}
          <AvailabilityHint state={cardState} free={t('members.form.cardFree')} testId="member-cardNumber-check" />
          <Field.ErrorText>
            {msg(errors.cardNumber?.message) ?? (cardState === 'taken' ? t('members.form.cardTaken') : undefined)}
          </Field.ErrorText>
        </FieldRoot>
        <FieldRoot invalid={!!errors.privacyAcceptedAt}>
          <Field.Label>{t('members.form.privacyAcceptedAt')}</Field.Label>
          <Input type="date" {...register('privacyAcceptedAt')} data-testid="member-privacyAcceptedAt" />
          <Field.ErrorText>{msg(errors.privacyAcceptedAt?.message)}</Field.ErrorText>
        </FieldRoot>
      </FieldGrid>
    </MemberFormSection>
  );
}
