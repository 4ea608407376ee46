import { useMemo, useState } from 'react';
import { Button, Checkbox, Link, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { SheetDialog } from '../../components/SheetDialog';
import { YearSelect } from '../../components/YearSelect';
import { notifyFailure } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { startVerification } from './api/verifyPayments';
import {
  REPORT_ROWS_SHOWN,
  useLatestVerificationId,
  useVerificationJob,
  useVerificationReport,
  type VerificationJob,
} from './api/useVerification';

/** The years offered: this one and the five before. */
const YEARS_BACK = 5;

function Report({ orgId, id, job }: { orgId: string; id: string; job: VerificationJob }) {
  const { t } = useTranslation();
  const rows = useVerificationReport(orgId, id);
  const running = job.state === 'RUNNING';
  const share = job.total > 0 ? Math.min(100, Math.round((job.processed / job.total) * 100)) : 100;
  return (
    <Stack gap="3" data-testid="verify-job" data-state={job.state}>
      <Text fontWeight="medium">{t('payments.verify.jobTitle', { year: job.year })}</Text>
      <Progress.Root value={running ? share : 100} colorPalette="brand" size="sm">
        <Progress.Track aria-label={t('payments.verify.progress', { processed: job.processed, count: job.total })}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text data-testid="verify-summary" aria-live="polite">
        {running
          ? t('payments.verify.running', { processed: job.processed, count: job.total })
          : t('payments.verify.done', { changed: job.changed, reminded: job.reminded, processed: job.processed })}
        {!running && (job.charging ?? 0) > 0 && ` ${t('payments.verify.charging', { count: job.charging })}`}
      </Text>
      {rows.status === 'success' && rows.data.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" data-testid="verify-report">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('payments.member')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('payments.verify.why')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('payments.verify.status')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.data.map((r) => (
                <Table.Row key={r.id} data-testid="verify-report-row" data-id={r.id}>
                  <Table.Cell>
                    <Link asChild variant="underline">
                      <RouterLink to={`/subscribers/${encodeURIComponent(r.id)}`}>{r.holder || r.id}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell whiteSpace="normal" minW="10rem">
                    {r.reason ? t(`payments.verify.reasons.${r.reason}`) : '—'}
                    {r.reminded && ` · ${t('payments.verify.reminded')}`}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {r.before === r.after
                      ? t(`accountStatus.${r.after}`)
                      : `${t(`accountStatus.${r.before}`)} → ${t(`accountStatus.${r.after}`)}`}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {!running && job.changed + job.reminded > REPORT_ROWS_SHOWN && (
        <Link asChild variant="underline" colorPalette="brand">
          <RouterLink to="/subscribers?accountStatus=INACTIVE">{t('payments.verify.seeInactive')}</RouterLink>
        </Link>
      )}
    </Stack>
  );
}

/**
 * Verifica pagamenti: for a year, who has not paid the fee — active members become inactive, a requested
 * cancellation takes effect, and optionally each gets one reminder. Confirmed before it starts (it changes members
 * across the organization); then the job's progress and its report, live; the newest run is shown when reopened.
 */
export function VerifyPaymentsDialog({ orgId, open, onClose }: { orgId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const thisYear = useMemo(() => Number(todayInItaly().slice(0, 4)), []);
  const [year, setYear] = useState(thisYear);
  const [sendMail, setSendMail] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const latest = useLatestVerificationId(orgId);
  const [started, setStarted] = useState<string | null>(null);
  const shownId = started ?? latest;
  const job = useVerificationJob(orgId, shownId);
  const running = job.status === 'success' && job.data?.state === 'RUNNING';
  const { busy, run } = useBusyAction();

  const start = () =>
    void run(
      async () => {
        const answer = await startVerification({ year, sendMail });
        setStarted(answer.id);
        setConfirming(false);
      },
      (e) => notifyFailure(t, e),
    );

  return (
    <SheetDialog
      open={open}
      onClose={onClose}
      title={t('payments.verify.title')}
      testId="verify-dialog"
      actions={
        confirming ? (
          <>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('payments.verify.back')}
            </Button>
            <Button colorPalette="red" loading={busy} onClick={start} data-testid="verify-confirm">
              {t('payments.verify.confirm', { year })}
            </Button>
          </>
        ) : (
          <Button colorPalette="brand" disabled={running} onClick={() => setConfirming(true)} data-testid="verify-start">
            {t('payments.verify.start')}
          </Button>
        )
      }
    >
      <Stack gap="4">
        {confirming ? (
          <Text data-testid="verify-confirm-text">
            {t(sendMail ? 'payments.verify.confirmTextMail' : 'payments.verify.confirmText', { year })}
          </Text>
        ) : (
          <>
            <Text>{t('payments.verify.intro')}</Text>
            <YearSelect
              id="verify-year"
              label={t('payments.fields.payYear')}
              years={Array.from({ length: YEARS_BACK + 1 }, (_, i) => thisYear - i)}
              value={year}
              onChange={setYear}
            />
            <Checkbox.Root checked={sendMail} onCheckedChange={(e) => setSendMail(!!e.checked)}>
              <Checkbox.HiddenInput data-testid="verify-send-mail" />
              <Checkbox.Control />
              <Checkbox.Label>{t('payments.verify.sendMail')}</Checkbox.Label>
            </Checkbox.Root>
          </>
        )}
        {shownId && job.status === 'success' && job.data && <Report orgId={orgId} id={shownId} job={job.data} />}
      </Stack>
    </SheetDialog>
  );
}
