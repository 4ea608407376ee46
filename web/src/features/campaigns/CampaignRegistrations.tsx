import { useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { registrationCap } from '@tessera/domain/campaigns/campaign';
import type { Plan } from '@tessera/domain/constants';
import { ExportMenu } from '../../components/ExportMenu';
import { LiveStatus } from '../../components/LiveStatus';
import { useCompactList } from '../../components/ListRows';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { REGISTRATIONS_PAGE, useCampaignRegistrations, type CampaignRegistrationRow } from './api/useCampaignRegistrations';
import type { Campaign } from './campaign';
import { exportRegistrations } from './api/exportRegistrations';

/** Who registered on the public page (live, the newest first, a page at a time), and how many of the places are taken. */
export function CampaignRegistrations({ orgId, campaign, plan }: { orgId: string; campaign: Campaign; plan: Plan }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const [shown, setShown] = useState(REGISTRATIONS_PAGE);
  const live = useCampaignRegistrations(orgId, campaign.id, shown);
  // the places: the campaign's maximum or the plan's limit per campaign, the smaller
  const { cap, byPlan } = registrationCap(campaign.maxParticipants, plan);
  const compact = useCompactList();
  const rows = (live.data ?? []).slice(0, shown);
  const more = (live.data?.length ?? 0) > shown;
  const when = (r: CampaignRegistrationRow) => (r.createdAt ? `${formatDate(r.createdAt)} ${r.createdAt.toTimeString().slice(0, 5)}` : '—');
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid="campaign-registrations">
      <Stack gap="3">
        <HStack justify="space-between" gap="2" flexWrap="wrap" align="baseline">
          <Heading as="h2" size="md">
            {t('campaigns.registrations.title')}
          </Heading>
          <HStack gap="3">
            <Text fontWeight="semibold" fontSize="lg" data-testid="campaign-registrations-count">
              {cap === null ? t('campaigns.registeredUnlimited', { count: campaign.registered }) : `${campaign.registered} / ${cap}`}
            </Text>
            {campaign.registered > 0 && (
              <ExportMenu testId="campaign-registrations-export" onExport={(format) => exportRegistrations(campaign.id, format)} />
            )}
          </HStack>
        </HStack>
        {cap !== null && (
          <Text fontSize="sm" color="fg.muted">
            {byPlan ? t('campaigns.registrations.planCap', { plan, cap }) : t('campaigns.registrations.cap', { cap })}
            {cap !== null && campaign.registered >= cap && ` ${t('campaigns.registrations.full')}`}
          </Text>
        )}
        <LiveStatus live={live} shape="list" errorText={t('campaigns.registrations.loadError')} />
        {live.status === 'success' && rows.length === 0 && (
          <Text color="fg.muted" data-testid="campaign-registrations-empty">
            {t('campaigns.registrations.empty')}
          </Text>
        )}
        {rows.length > 0 &&
          (compact ? (
            <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={t('campaigns.registrations.title')}>
              {rows.map((r) => (
                <Box as="li" key={r.id} borderTopWidth="1px" py="2" data-testid="campaign-registration-row">
                  <Text fontWeight="medium">
                    {r.surname} {r.name}
                  </Text>
                  <Text fontSize="sm" wordBreak="break-all">
                    {r.email}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {[when(r), r.source].filter(Boolean).join(' · ')}
                  </Text>
                </Box>
              ))}
            </Stack>
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('campaigns.registrations.surname')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('campaigns.registrations.name')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('campaigns.registrations.email')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('campaigns.registrations.createdAt')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('campaigns.registrations.source')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((r) => (
                    <Table.Row key={r.id} data-testid="campaign-registration-row">
                      <Table.Cell>{r.surname}</Table.Cell>
                      <Table.Cell>{r.name}</Table.Cell>
                      <Table.Cell>{r.email}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{when(r)}</Table.Cell>
                      <Table.Cell>{r.source || '—'}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          ))}
        {more && (
          <Box>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setShown((n) => n + REGISTRATIONS_PAGE)}
              data-testid="campaign-registrations-more"
            >
              {t('campaigns.registrations.more')}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
