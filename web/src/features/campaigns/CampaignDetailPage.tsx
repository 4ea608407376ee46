import { Suspense, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Heading, HStack, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { BackLink } from '../../components/BackLink';
import { DeleteRecordDialog } from '../../components/DeleteRecordDialog';
import { LiveLoadState } from '../../components/LiveLoadState';
import { PageTitle } from '../../components/PageTitle';
import { notify } from '../../components/toaster';
import { ApiFailure } from '../../lib/api/client';
import { useSession } from '../../lib/session/session';
import { deleteCampaign } from './api/deleteCampaign';
import { useCampaign } from './api/useCampaigns';
import { useOrgPlan } from './api/useOrgPlan';
import { campaignFromStored, inputOf, isReadOnly, publicPath, type Campaign } from './campaign';
import { CampaignForm } from './form/CampaignForm';
import { CampaignRegistrations } from './CampaignRegistrations';
import { lazyNamed } from '../../lib/lazyNamed';
import { CampaignBadges } from './CampaignsPage';

// the analytics' charts (recharts) are downloaded with the panel
const CampaignAnalytics = lazyNamed(() => import('./CampaignAnalytics'), 'CampaignAnalytics');

/** /campaigns/new: the form alone; once created, the campaign's page. */
export function NewCampaignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="5">
      <BackLink to="/campaigns" label={t('campaigns.back')} />
      <PageTitle>{t('campaigns.newTitle')}</PageTitle>
      <CampaignForm onSaved={(id) => navigate(`/campaigns/${encodeURIComponent(id)}`, { replace: true })} />
    </Stack>
  );
}

/** The public registration page's address, with a copy button (the page answers only once the campaign is published). */
function PublicLink({ campaign, orgId }: { campaign: Campaign; orgId: string }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}${publicPath(orgId, campaign.id)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t('campaigns.linkCopied'));
    } catch {
      notify('error', t('campaigns.linkNotCopied'));
    }
  };
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid="campaign-public-link">
      <Stack gap="2">
        <Heading as="h2" size="sm" id="campaign-link-title">
          {t('campaigns.publicLink')}
        </Heading>
        <HStack gap="2" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
          <Input
            readOnly
            value={url}
            aria-labelledby="campaign-link-title"
            onFocus={(e) => e.currentTarget.select()}
            data-testid="campaign-link"
          />
          <Button size="md" variant="outline" onClick={() => void copy()} data-testid="campaign-link-copy">
            {t('campaigns.copyLink')}
          </Button>
          <Button asChild size="md" variant="ghost" colorPalette="brand">
            <Link href={url} target="_blank" rel="noopener" data-testid="campaign-link-open">
              {t('campaigns.openLink')}
            </Link>
          </Button>
        </HStack>
        {!campaign.published && (
          <Text fontSize="sm" color="fg.muted" data-testid="campaign-link-unpublished">
            {t('campaigns.linkUnpublished')}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

/** /campaigns/:id — the campaign live: its public link, its fields (editable), its registrations; delete after a confirmation. */
export function CampaignDetailPage({ doorConflicts }: { doorConflicts?: (campaignId: string) => ReactNode }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const profile = useSession().profile!;
  const live = useCampaign(profile.orgId, id);
  const [deleting, setDeleting] = useState(false);
  const campaign = live.status === 'success' && live.data ? campaignFromStored(id, live.data) : null;
  const plan = useOrgPlan(profile.orgId);
  const readOnly = campaign !== null && isReadOnly(campaign, plan);
  return (
    <Stack gap="5">
      <BackLink to="/campaigns" label={t('campaigns.back')} />
      <LiveLoadState
        live={live}
        errorText={t('campaigns.loadError')}
        onRetry={() => window.location.reload()}
        notFound={{ text: t('campaigns.notFound'), testId: 'campaign-not-found' }}
      />
      {campaign && (
        <>
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <HStack gap="3" flexWrap="wrap">
              <PageTitle>{campaign.name}</PageTitle>
              <CampaignBadges campaign={campaign} readOnly={readOnly} />
            </HStack>
            <Button variant="outline" colorPalette="red" size="sm" onClick={() => setDeleting(true)} data-testid="campaign-delete">
              {t('campaigns.delete')}
            </Button>
          </HStack>
          <PublicLink campaign={campaign} orgId={profile.orgId} />
          {doorConflicts?.(id)}
          {plan && <CampaignRegistrations orgId={profile.orgId} campaign={campaign} plan={plan} />}
          <Suspense fallback={<Spinner role="status" aria-label={t('common.loading')} alignSelf="center" />}>
            <CampaignAnalytics campaignId={id} />
          </Suspense>
          {readOnly && (
            <Alert.Root status="warning" data-testid="campaign-read-only">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('campaigns.readOnly.title')}</Alert.Title>
                <Alert.Description>{t('campaigns.readOnly.text')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {/* keyed by the stored fields: another admin's save shows at once; registrations do not reset a draft. A
              read-only campaign shows its fields with every control disabled (the fieldset's own rule) */}
          <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <CampaignForm key={JSON.stringify(inputOf(campaign))} stored={{ id, input: inputOf(campaign) }} onSaved={() => undefined} />
          </fieldset>
          <DeleteRecordDialog
            open={deleting}
            onClose={() => setDeleting(false)}
            title={t('campaigns.deleteTitle')}
            confirmLabel={t('campaigns.delete')}
            testIdPrefix="campaign"
            remove={() => deleteCampaign(campaign.id)}
            deletedText={t('campaigns.deleted')}
            backTo="/campaigns"
            failure={{
              close: true,
              // a campaign's registrations cannot be cancelled: the sales' text ("cancel them first") would mislead
              text: (e) => (e instanceof ApiFailure && e.code === 'SALE_HAS_REGISTRATIONS' ? t('campaigns.hasRegistrations') : undefined),
            }}
          >
            <Text>{t('campaigns.deleteText', { name: campaign.name })}</Text>
            {campaign.registered > 0 && (
              <Text mt="2" color="fg.error" data-testid="campaign-delete-has-registrations">
                {t('campaigns.deleteHasRegistrations', { count: campaign.registered })}
              </Text>
            )}
          </DeleteRecordDialog>
        </>
      )}
    </Stack>
  );
}
