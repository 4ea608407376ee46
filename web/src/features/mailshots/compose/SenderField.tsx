import { Alert, Field, Link, NativeSelect, Skeleton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { addSenderContract } from '@tessera/domain/contracts/settings';
import { useCallAllowed } from '../../../lib/data/usePreferences';
import { FieldRoot } from '../../../components/FieldRoot';
import type { SenderChoice } from '../api/useVerifiedSenders';
import type { Live } from '../../../lib/data/live';
import type { DraftSectionProps } from './draftProps';

/**
 * The From of the mailshot: one of the organization's verified senders. None verified: said plainly, with the way to
 * settings for the roles that may go there (the others are told to ask an administrator).
 */
export function SenderField({
  register,
  errors,
  senders,
}: Pick<DraftSectionProps, 'register' | 'errors'> & { senders: Live<SenderChoice[]> }) {
  const { t } = useTranslation();
  const configures = useCallAllowed(addSenderContract);
  if (senders.status === 'loading') return <Skeleton height="16" aria-label={t('common.loading')} aria-busy="true" />;
  if (senders.status === 'error')
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('mailshots.senders.loadError')}</Alert.Title>
      </Alert.Root>
    );
  if (senders.data.length === 0)
    return (
      <Alert.Root status="warning" data-testid="mailshot-no-sender">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('mailshots.senders.none')}</Alert.Title>
          <Alert.Description>
            {configures ? (
              <Link asChild variant="underline" colorPalette="brand">
                <RouterLink to="/settings/senders" data-testid="mailshot-senders-settings">
                  {t('mailshots.senders.goSettings')}
                </RouterLink>
              </Link>
            ) : (
              t('mailshots.senders.askAdmin')
            )}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  return (
    <FieldRoot invalid={!!errors.senderId} required>
      <Field.Label>
        {t('mailshots.fields.sender')}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...register('senderId')} data-testid="mailshot-sender">
          <option value="">{t('mailshots.senders.choose')}</option>
          {senders.data.map((s) => (
            <option key={s.id} value={s.id}>
              {`${s.name} <${s.email}>`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{errors.senderId?.message && t(errors.senderId.message)}</Field.ErrorText>
    </FieldRoot>
  );
}
