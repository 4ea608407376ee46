import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../../../lib/data/usePreferences';
import { useSession } from '../../../lib/session/session';
import { CAMPAIGN_CHOICES, useCampaignChoices } from '../api/useCampaignChoices';
import type { DraftSectionProps } from './draftProps';
import { DraftSelectField } from './DraftSelectField';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';

/** A campaign whose registrants receive the mailshot: the latest campaigns, by start day. */
export function CampaignSourceField({ register, errors }: DraftSectionProps) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const profile = useSession().profile!;
  const campaigns = useCampaignChoices(profile.orgId);
  if (campaigns.status === 'loading') return <LoadingSkeleton height="16" />;
  if (campaigns.status === 'error')
    return (
      <Text color="fg.error" role="alert">
        {t('mailshots.recipients.campaignsLoadError')}
      </Text>
    );
  if (campaigns.data.length === 0) return <Text data-testid="mailshot-no-campaigns">{t('mailshots.recipients.noCampaigns')}</Text>;
  return (
    <DraftSelectField
      name="campaignId"
      register={register}
      errors={errors}
      label={t('mailshots.recipients.campaign')}
      placeholder={t('mailshots.recipients.chooseCampaign')}
      help={t('mailshots.recipients.campaignHelp', { count: CAMPAIGN_CHOICES })}
      testId="mailshot-campaign"
      options={campaigns.data.map((c) => ({
        value: c.id,
        label: [c.name, c.startDate ? formatDate(c.startDate) : null, t('mailshots.recipients.registered', { count: c.registered ?? 0 })]
          .filter(Boolean)
          .join(' · '),
      }))}
    />
  );
}
