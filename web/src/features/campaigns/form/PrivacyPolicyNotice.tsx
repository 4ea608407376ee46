import { Alert, Link } from '@chakra-ui/react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CampaignInput } from '@tessera/domain/campaigns/campaign';
import { orgPath } from '@tessera/domain/paths';
import type { Policies } from '@tessera/domain/settings/policies';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';
import { useSession } from '../../../lib/session/session';
import type { Draft } from './campaignDraft';

/**
 * Beside the published switch: a published campaign collects personal data, so without the organization's privacy
 * policy the save is refused (PRIVACY_POLICY_REQUIRED). Said before saving, with the way to publish it.
 */
export function PrivacyPolicyNotice({ control }: { control: Control<Draft, unknown, CampaignInput> }) {
  const { t } = useTranslation();
  const published = useWatch({ control, name: 'published' });
  const orgId = useSession().profile!.orgId;
  const org = useLiveDocument<{ policies?: Policies }>(orgPath(orgId));
  if (!published || org.status !== 'success' || org.data?.policies?.privacy) return null;
  return (
    <Alert.Root status="warning" data-testid="campaign-privacy-missing">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('campaigns.privacyMissing.title')}</Alert.Title>
        <Alert.Description>
          {t('campaigns.privacyMissing.text')}{' '}
          <Link asChild colorPalette="brand" variant="underline">
            <RouterLink to="/settings/policies">{t('campaigns.privacyMissing.link')}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
