import { Alert, Badge, Box, Button, HStack, Progress, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UploadReportRow } from '@tessera/domain/uploads/memberUpload';
import { useUploadJob, useUploadReport } from './api/useUploadJob';
import type { PendingJob } from './pendingJobs';

/** Most refused or skipped rows listed on screen (the counts say how many there are in all). */
const SHOWN_ROWS = 200;

function Report({ orgId, jobId }: { orgId: string; jobId: string }) {
  const { t } = useTranslation();
  const report = useUploadReport(orgId, jobId);
  if (report.status === 'loading') return <Skeleton height="10" />;
  if (report.status === 'error') return <Text color="red.fg">{t('uploads.job.reportError')}</Text>;
  const rows: UploadReportRow[] = report.data
    .flatMap((d) => d.rows)
    .filter((r) => r.outcome !== 'APPLIED')
    .sort((a, b) => a.line - b.line);
  if (rows.length === 0) return <Text color="fg.muted">{t('uploads.job.allApplied')}</Text>;
  return (
    <Box overflowX="auto" maxH="64" overflowY="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" stickyHeader data-testid="upload-report">
        <Table.Caption srOnly>{t('uploads.job.reportCaption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('uploads.job.line')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('uploads.job.outcome')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('uploads.job.reason')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.slice(0, SHOWN_ROWS).map((r) => (
            <Table.Row key={r.line}>
              <Table.Cell>{r.line}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={r.outcome === 'REFUSED' ? 'red' : 'orange'}>{t(`uploads.outcomes.${r.outcome}`)}</Badge>
              </Table.Cell>
              <Table.Cell>
                {r.reason ? t(`uploads.reasons.${r.reason}`) : ''}
                {r.column ? ` (${r.column})` : ''}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {rows.length > SHOWN_ROWS && (
        <Text fontSize="sm" color="fg.muted" p="2">
          {t('uploads.job.moreRows', { count: rows.length - SHOWN_ROWS })}
        </Text>
      )}
    </Box>
  );
}

/** One upload job, live: state, progress bar, counters, and at the end the report of refused and skipped rows. */
export function JobProgress({ job, onForget }: { job: PendingJob; onForget: () => void }) {
  const { t, i18n } = useTranslation();
  const live = useUploadJob(job.orgId, job.jobId);
  const number = (n: number) => n.toLocaleString(i18n.language === 'it' ? 'it-IT' : 'en-GB');
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="upload-job">
      <HStack justify="space-between" gap="2" flexWrap="wrap" mb="2">
        <Text fontWeight="medium" wordBreak="break-all">
          {job.fileName} · {t(`uploads.modes.${job.mode}.label`)}
        </Text>
        {live.status === 'success' && live.data && (
          <Badge
            colorPalette={live.data.state === 'DONE' ? 'green' : live.data.state === 'FAILED' ? 'red' : 'blue'}
            data-testid="upload-job-state"
          >
            {t(`uploads.states.${live.data.state}`)}
          </Badge>
        )}
      </HStack>
      {live.status === 'loading' && <Skeleton height="8" />}
      {live.status === 'error' && <Text color="red.fg">{t('uploads.job.loadError')}</Text>}
      {live.status === 'success' && !live.data && <Text color="fg.muted">{t('uploads.job.gone')}</Text>}
      {live.status === 'success' && live.data && (
        <Stack gap="3">
          <Progress.Root value={live.data.total ? Math.round((live.data.processed / live.data.total) * 100) : 100} size="sm">
            <Progress.Track aria-label={t('uploads.job.progressAria', { processed: live.data.processed, total: live.data.total })}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" data-testid="upload-job-counters">
            {t('uploads.job.counters', {
              processed: number(live.data.processed),
              total: number(live.data.total),
              applied: number(live.data.applied),
              skipped: number(live.data.skipped),
              refused: number(live.data.refused),
            })}
          </Text>
          {live.data.invalidatedCards !== undefined && (
            <Text fontSize="sm">{t('uploads.job.invalidated', { count: live.data.invalidatedCards })}</Text>
          )}
          {live.data.state === 'FAILED' && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{t('uploads.job.failed')}</Alert.Title>
            </Alert.Root>
          )}
          {(live.data.state === 'DONE' || live.data.state === 'FAILED') && <Report orgId={job.orgId} jobId={job.jobId} />}
        </Stack>
      )}
      {(live.status !== 'success' || !live.data || live.data.state === 'DONE' || live.data.state === 'FAILED') && (
        <Button size="xs" variant="outline" mt="3" onClick={onForget} data-testid="upload-job-forget">
          {t('uploads.job.forget')}
        </Button>
      )}
    </Box>
  );
}
