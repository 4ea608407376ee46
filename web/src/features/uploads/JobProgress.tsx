import { useEffect, useState } from 'react';
import { Alert, Badge, Box, Button, HStack, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { uploadJobResumability, type UploadJob, type UploadReportRow } from '@tessera/domain/uploads/memberUpload';
import { useAction } from '../../lib/api/useAction';
import { resumeUpload } from './api/resumeUpload';
import { useUploadJob, useUploadReport } from './api/useUploadJob';
import type { PendingJob } from './pendingJobs';
import { rowReason } from './uploadProblem';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';

/** Most refused or skipped rows listed on screen (the counts say how many there are in all). */
const SHOWN_ROWS = 200;

function Report({ orgId, jobId, kind }: { orgId: string; jobId: string; kind: 'members' | 'payments' }) {
  const { t } = useTranslation();
  const report = useUploadReport(orgId, jobId);
  if (report.status === 'loading') return <LoadingSkeleton height="10" />;
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
                {r.reason ? rowReason(t, kind, r.reason, r.column) : ''}
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

const leaseMillis = (job: UploadJob) => (job.leaseExpiresAt instanceof Date ? job.leaseExpiresAt.getTime() : null);

/**
 * Whether the job can be resumed now (the rule of the API: RUNNING with an expired lease, or FAILED). A live
 * lease is watched: the answer changes when it runs out without any new snapshot, so a timer re-renders then.
 */
function useResumable(job: UploadJob | null | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  const lease = job ? leaseMillis(job) : null;
  useEffect(() => {
    if (job?.state !== 'RUNNING' || lease === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, lease - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [job?.state, lease]);
  return !!job && uploadJobResumability(job.state, lease, now) === 'RESUMABLE';
}

function ResumeButton({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const { busy, run } = useAction();
  return (
    <Button
      size="sm"
      colorPalette="brand"
      alignSelf="start"
      loading={busy !== null}
      onClick={() => void run('resume', () => resumeUpload(jobId), 'uploads.job.resumed')}
      data-testid="upload-job-resume"
    >
      {t('uploads.job.resume')}
    </Button>
  );
}

/**
 * One upload job, live: state, progress bar, counters, and at the end the report of refused and skipped rows.
 * A job that stalled (its run crashed: the lease ran out) or failed offers "Resume".
 */
export function JobProgress({ job, onForget }: { job: PendingJob; onForget: () => void }) {
  const { t, i18n } = useTranslation();
  const live = useUploadJob(job.orgId, job.jobId);
  const resumable = useResumable(live.data);
  const stalled = resumable && live.data?.state === 'RUNNING';
  const number = (n: number) => n.toLocaleString(i18n.language === 'it' ? 'it-IT' : 'en-GB');
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="upload-job">
      <HStack justify="space-between" gap="2" flexWrap="wrap" mb="2">
        <Text fontWeight="medium" wordBreak="break-all">
          {job.fileName} · {t(`uploads.modes.${job.mode}.label`)}
        </Text>
        {live.status === 'success' && live.data && (
          <Badge
            colorPalette={live.data.state === 'DONE' ? 'green' : live.data.state === 'FAILED' || stalled ? 'red' : 'blue'}
            data-testid="upload-job-state"
            data-state={stalled ? 'STALLED' : live.data.state}
          >
            {stalled ? t('uploads.job.stalledBadge') : t(`uploads.states.${live.data.state}`)}
          </Badge>
        )}
      </HStack>
      {live.status === 'loading' && <LoadingSkeleton height="8" />}
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
          {resumable && (
            <Alert.Root status="error" data-testid="upload-job-stopped">
              <Alert.Indicator />
              <Alert.Content gap="3">
                <Alert.Title>{stalled ? t('uploads.job.stalled') : t('uploads.job.failed')}</Alert.Title>
                <ResumeButton jobId={job.jobId} />
              </Alert.Content>
            </Alert.Root>
          )}
          {(live.data.state === 'DONE' || live.data.state === 'FAILED') && (
            <Report orgId={job.orgId} jobId={job.jobId} kind={job.kind ?? 'members'} />
          )}
        </Stack>
      )}
      {(live.status !== 'success' || !live.data || live.data.state === 'DONE' || resumable) && (
        <Button size="xs" variant="outline" mt="3" onClick={onForget} data-testid="upload-job-forget">
          {t('uploads.job.forget')}
        </Button>
      )}
    </Box>
  );
}
