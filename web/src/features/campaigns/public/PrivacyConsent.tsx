import { Field } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FieldRoot } from '../../../components/FieldRoot';
import type { PublicCampaign } from '../api/getPublicCampaign';
import { PolicyCheckbox } from './PolicyCheckbox';

/**
 * The registrant's consent to the privacy policy, required: the version shown is the one the registration records, so
 * the label names it.
 */
export function PrivacyConsent({
  privacy,
  consented,
  error,
  onChange,
}: {
  privacy: NonNullable<PublicCampaign['campaign']['privacy']>;
  consented: boolean;
  /** the message's i18n key, when consent is missing or the policy changed meanwhile */
  error: string | undefined;
  onChange: (consented: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <FieldRoot invalid={!!error} required data-field="consent">
      <PolicyCheckbox
        label={t('campaigns.public.consent', { version: privacy.version })}
        linkText={t('campaigns.public.readPolicy', { policy: t('campaigns.policyKinds.privacy') })}
        url={privacy.url}
        checked={consented}
        onChange={onChange}
        testId="public-consent"
      />
      <Field.ErrorText>{error ? t(error) : undefined}</Field.ErrorText>
    </FieldRoot>
  );
}
