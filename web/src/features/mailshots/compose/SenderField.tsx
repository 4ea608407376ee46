import { Alert, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { addSenderContract } from '@tessera/domain/contracts/settings';
import { useCallAllowed } from '../../../lib/data/usePreferences';
import type { SenderChoice } from '../api/useVerifiedSenders';
import type { Live } from '../../../lib/data/live';
import type { DraftSectionProps } from './draftProps';
import { DraftSelectField } from './DraftSelectField';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';

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
  if (senders.status === 'loading') return <LoadingSkeleton height="16" />;
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
    <DraftSelectField
      name="senderId"
      register={register}
      errors={errors}
      label={t('mailshots.fields.sender')}
      placeholder={t('mailshots.senders.choose')}
      testId="mailshot-sender"
      options={senders.data.map((s) => ({ value: s.id, label: `${s.name} <${s.email}>` }))}
    />
  );
}
