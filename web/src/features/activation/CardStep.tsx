import { useState } from 'react';
import { Button, Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TAX_CODE_MAX } from '@tessera/domain/constants';
import { activationStep1Schema, activationUserId } from '@tessera/domain/forms/activation';
import { dismissToasts, notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { checkCard } from './api/checkCard';
import { SubmitForm } from '../../components/SubmitForm';

/**
 * Activate step 1: card number and tax code (upper-cased as typed); the check is enabled when both are
 * filled. Hands on the activation ticket the server answers as `id`.
 */
export function CardStep({ onFound }: { onFound: (ticket: string) => void }) {
  const { t } = useTranslation();
  const [cardNumber, setCardNumber] = useState('');
  const [ssn, setSsn] = useState('');
  // in activation the server's err string is shown as it is (the default failure toast)
  const { busy, run } = useBusyAction();
  const parsed = activationStep1Schema.safeParse({ card_number: cardNumber, ssn });

  function submit() {
    if (!parsed.success) return;
    void run(async () => {
      const id = activationUserId(await checkCard(parsed.data));
      if (!id) throw new Error('no id in the answer');
      // A failed try's toast ("user not found") would linger over step 2 next to the success: clear it first.
      dismissToasts();
      notify('success', t('messages.user_found_proceed_key'));
      onFound(id);
    });
  }

  return (
    <SubmitForm labelledBy="activate-title" onSubmit={submit}>
      <Field.Root>
        <Field.Label>{t('activation.cardNumber')}</Field.Label>
        <Input
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          value={cardNumber}
          onChange={(e) => setCardNumber(e.currentTarget.value)}
          data-testid="activate-card-number"
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('activation.taxCode')}</Field.Label>
        <Input
          autoComplete="off"
          maxLength={TAX_CODE_MAX}
          textTransform="uppercase"
          value={ssn}
          onChange={(e) => setSsn(e.currentTarget.value.toUpperCase())}
          data-testid="activate-ssn"
        />
      </Field.Root>
      <Button type="submit" colorPalette="brand" size="lg" disabled={!parsed.success || busy} loading={busy} data-testid="activate-check">
        {t('messages.check_card_activation_key')}
      </Button>
    </SubmitForm>
  );
}
