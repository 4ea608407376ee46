import { Field, NativeSelect, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FieldRoot } from '../../../components/FieldRoot';
import { useDateFormatter } from '../../../lib/data/usePreferences';
import { useSession } from '../../../lib/session/session';
import { CAMPAIGN_CHOICES, useCampaignChoices } from '../api/useCampaignChoices';
import type { DraftSectionProps } from './draftProps';

/** A campaign whose registrants receive the mailshot: the latest campaigns, by start day. */
export function CampaignSourceField({ register, errors }: DraftSectionProps) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const profile = useSession().profile!;
  const campaigns = useCampaignChoices(profile.orgId);
  if (campaigns.status === 'loading') return <Skeleton height="16" aria-busy="true" aria-label={t('common.loading')} />;
  if (campaigns.status === 'error')
    return (
      <Text color="fg.error" role="alert">
        {t('mailshots.recipients.campaignsLoadError')}
      </Text>
    );
  if (campaigns.data.length === 0) return <Text data-testid="mailshot-no-campaigns">{t('mailshots.recipients.noCampaigns')}</Text>;
  return (
    <FieldRoot invalid={!!errors.campaignId} required>
      <Field.Label>
        {t('mailshots.recipients.campaign')}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...register('campaignId')} data-testid="mailshot-campaign">
          <option value="">{t('mailshots.recipients.chooseCampaign')}</option>
          {campaigns.data.map((c) => (
            <option key={c.id} value={c.id}>
              {[c.name, c.startDate ? formatDate(c.startDate) : null, t('mailshots.recipients.registered', { count: c.registered ?? 0 })]
                .filter(Boolean)
                .join(' · ')}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {!errors.campaignId && <Field.HelperText>{t('mailshots.recipients.campaignHelp', { count: CAMPAIGN_CHOICES })}</Field.HelperText>}
      <Field.ErrorText>{errors.campaignId?.message && t(errors.campaignId.message)}</Field.ErrorText>
    </FieldRoot>
  );
}
