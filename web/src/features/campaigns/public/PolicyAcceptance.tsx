import { Checkbox, Field, HStack, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FieldRoot } from '../../../components/FieldRoot';
import type { PublicCampaign } from '../api/getPublicCampaign';

type Policy = PublicCampaign['campaign']['policies'][number];

/** The policies the campaign asks to accept: a checkbox each, with a link to read it. */
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
          <HStack key={p.kind} gap="2" align="start" flexWrap="wrap">
            <Checkbox.Root checked={accepted.includes(p.kind)} onCheckedChange={(e) => onToggle(p.kind, !!e.checked)}>
              <Checkbox.HiddenInput data-testid={`public-accept-${p.kind}`} />
              <Checkbox.Control />
              <Checkbox.Label>{t('campaigns.public.accept', { policy: t(`campaigns.policyKinds.${p.kind}`) })}</Checkbox.Label>
            </Checkbox.Root>
            <Link href={p.url} target="_blank" rel="noopener noreferrer" colorPalette="brand" variant="underline" fontSize="sm">
              {t('campaigns.public.readPolicy', { policy: t(`campaigns.policyKinds.${p.kind}`) })}
            </Link>
          </HStack>
        ))}
      </Stack>
      <Field.ErrorText>{error ? t(error) : undefined}</Field.ErrorText>
    </FieldRoot>
  );
}
