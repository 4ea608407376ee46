import { Field, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FieldRoot } from '../../../components/FieldRoot';
import type { PublicCampaign } from '../api/getPublicCampaign';
import { PolicyCheckbox } from './PolicyCheckbox';

type Policy = PublicCampaign['campaign']['policies'][number];

/** The policies the campaign asks to accept besides the privacy policy: a checkbox each, with a link to read it. */
export function PolicyAcceptance({
  policies,
  accepted,
  error,
  onToggle,
}: {
  policies: readonly Policy[];
  accepted: readonly string[];
  /** the message's i18n key, when one is left unaccepted */
  error: string | undefined;
  onToggle: (kind: Policy['kind'], checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <FieldRoot invalid={!!error} data-field="accepted">
      <Stack gap="2">
        {policies.map((p) => (
          <PolicyCheckbox
            key={p.kind}
            label={t('campaigns.public.accept', { policy: t(`campaigns.policyKinds.${p.kind}`) })}
            linkText={t('campaigns.public.readPolicy', { policy: t(`campaigns.policyKinds.${p.kind}`) })}
            url={p.url}
            checked={accepted.includes(p.kind)}
            onChange={(checked) => onToggle(p.kind, checked)}
            testId={`public-accept-${p.kind}`}
          />
        ))}
      </Stack>
      <Field.ErrorText>{error ? t(error) : undefined}</Field.ErrorText>
    </FieldRoot>
  );
}
