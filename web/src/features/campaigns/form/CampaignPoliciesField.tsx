import { Checkbox, Fieldset, Stack } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { orgPath } from '@tessera/domain/paths';
import { POLICY_KINDS, type Policies } from '@tessera/domain/settings/policies';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';
import { useSession } from '../../../lib/session/session';
import type { DraftSectionProps } from './campaignDraft';
import { useFormErrorText } from './campaignFormErrors';

/**
 * The policies a registrant must accept, among those the organization has published (each with its version); one not
 * published cannot be chosen, though one already chosen can still be let go. The privacy policy is always asked (a
 * public registration collects personal data), so its box is shown ticked and cannot be let go.
 */
export function CampaignPoliciesField({ control, errors }: Omit<DraftSectionProps, 'register'>) {
  const { t } = useTranslation();
  const msg = useFormErrorText();
  const orgId = useSession().profile!.orgId;
  const org = useLiveDocument<{ policies?: Policies }>(orgPath(orgId));
  const published = org.data?.policies ?? {};

  return (
    <Controller
      control={control}
      name="policies"
      render={({ field: f }) => (
        <Fieldset.Root invalid={!!errors.policies} data-testid="campaign-policies">
          <Fieldset.Legend fontWeight="medium">{t('campaigns.fields.policies')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('campaigns.help.policies')}</Fieldset.HelperText>
          <Stack gap="2">
            {POLICY_KINDS.map((kind) => {
              const available = published[kind] !== undefined;
              const always = kind === 'privacy';
              return (
                <Checkbox.Root
                  key={kind}
                  checked={always || f.value.includes(kind)}
                  disabled={always || (!available && !f.value.includes(kind))}
                  onCheckedChange={(e) => f.onChange(e.checked ? [...f.value, kind] : f.value.filter((k) => k !== kind))}
                >
                  <Checkbox.HiddenInput data-testid={`campaign-policy-${kind}`} />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {t(`campaigns.policyKinds.${kind}`)}
                    {always && ` — ${t('campaigns.policyAlways')}`}
                    {available
                      ? ` (${t('campaigns.policyVersion', { version: published[kind]!.version })})`
                      : ` (${t('campaigns.policyMissing')})`}
                  </Checkbox.Label>
                </Checkbox.Root>
              );
            })}
          </Stack>
          <Fieldset.ErrorText>{msg(errors.policies)}</Fieldset.ErrorText>
        </Fieldset.Root>
      )}
    />
  );
}
