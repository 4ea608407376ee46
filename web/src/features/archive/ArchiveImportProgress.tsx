import type { ReactNode } from 'react';
import { Alert, Box, Button, Flex, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api/errorText';
import { BackLink } from '../../components/BackLink';
import { Fact } from '../../components/Fact';
import { LiveLoadState } from '../../components/LiveLoadState';
import { PageTitle } from '../../components/PageTitle';
import { useArchiveJob, type ArchiveJob } from './api/archive';

/** The parts worth naming once the import is done, in the order a secretary thinks of them; the rest are settings. */
const SHOWN_PARTS = ['members', 'cards', 'payments', 'sales', 'conventions', 'campaigns', 'mailshots', 'files'] as const;

/**
 * /organizations/import/:org/:jobId: the import's job read live (organizations/{org}/archiveJobs/{jobId}) until it
 * ends: DONE with what was imported and the way into the new association, or FAILED with the catalogue's message.
 */
export function ArchiveImportProgress({ enter }: { enter?: (organization: { id: string; name: string }) => ReactNode }) {
  const { t } = useTranslation();
  const { org = '', jobId = '' } = useParams();
  const invited = (useLocation().state as { invited?: string | null } | null)?.invited;
  const live = useArchiveJob(org, jobId);
  const job = live.data;
  return (
    <Stack gap="5" maxW="3xl">
      <BackLink to="/organizations" label={t('archive.import.back')} />
      <PageTitle>{t('archive.import.progressTitle')}</PageTitle>
      {/* a listener that fails is not retried by hand: a reload opens it again at the same address */}
      <LiveLoadState
        live={live}
        errorText={t('archive.import.loadError')}
        onRetry={() => window.location.reload()}
        notFound={{ text: t('archive.import.notFound'), testId: 'archive-import-missing' }}
      />
      {job && <JobState job={job} org={org} invited={invited ?? null} enter={enter} />}
    </Stack>
  );
}

function JobState({
  job,
  org,
  invited,
  enter,
}: {
  job: ArchiveJob;
  org: string;
  invited: string | null;
  enter?: (organization: { id: string; name: string }) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const name = job.organization?.name ?? org;
  const n = (v: number) => v.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'it-IT');
  const toList = (
    <Button asChild variant="outline">
      <RouterLink to="/organizations" data-testid="archive-import-to-list">
        {t('archive.import.toList')}
      </RouterLink>
    </Button>
  );
  if (job.status === 'DONE') {
    return (
      <Stack gap="4" data-testid="archive-import-done">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('archive.import.done', { name })}</Alert.Title>
            {invited && <Alert.Description>{t('archive.import.invited', { email: invited })}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
        <Box as="section" aria-labelledby="archive-import-counts">
          <Text as="h2" id="archive-import-counts" fontWeight="semibold" mb="2">
            {t('archive.import.countsTitle')}
          </Text>
          <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
            {SHOWN_PARTS.map((part) => (
              <Fact
                key={part}
                label={t(`archive.import.parts.${part}`)}
                value={n(job.counts?.[part] ?? 0)}
                testId={`archive-import-count-${part}`}
              />
            ))}
          </SimpleGrid>
        </Box>
        {job.notes?.includes('signInsNotImported') && (
          <Text fontSize="sm" color="fg.muted">
            {t('archive.import.signInsNotImported')}
          </Text>
        )}
        <Flex gap="3" wrap="wrap">
          {enter?.({ id: org, name })}
          {toList}
        </Flex>
      </Stack>
    );
  }
  if (job.status === 'FAILED') {
    return (
      <Stack gap="4">
        <Alert.Root status="error" role="alert" data-testid="archive-import-failed" data-code={job.error ?? 'UNKNOW_ERR'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('archive.import.failed')}</Alert.Title>
            <Alert.Description>
              {errorText(t, { code: job.error ?? 'UNKNOW_ERR' })}. {t('archive.import.failedHelp', { name })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Box>{toList}</Box>
      </Stack>
    );
  }
  const total = job.total ?? 0;
  const done = job.done ?? 0;
  const running = job.status === 'RUNNING' && total > 0;
  return (
    <Stack gap="3" role="status" data-testid="archive-import-progress" data-status={job.status}>
      <Text fontWeight="medium">{name}</Text>
      <Text>{running ? t('archive.import.running', { done: n(done), total: n(total) }) : t('archive.import.queued')}</Text>
      <Progress.Root
        value={running ? Math.round((done / total) * 100) : null}
        max={100}
        colorPalette="brand"
        aria-label={t('archive.import.progressTitle')}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {invited && <Text fontSize="sm">{t('archive.import.invited', { email: invited })}</Text>}
      <Text fontSize="sm" color="fg.muted">
        {t('archive.import.runningHelp')}
      </Text>
    </Stack>
  );
}
