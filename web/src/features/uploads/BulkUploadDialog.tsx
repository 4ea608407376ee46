import { useState } from 'react';
import { Alert, Box, Button, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { messageKeyFor } from '@tessera/domain/errors';
import { MEMBER_UPLOAD_COLUMNS, MEMBER_UPLOAD_MODES, type MemberUploadMode } from '@tessera/domain/forms/uploads';
import { MEMBER_UPLOAD_MAX_BYTES, uploadOptionalColumns } from '@tessera/domain/uploads/memberUpload';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FileDropZone } from '../../components/FileDropZone';
import { SheetDialog } from '../../components/SheetDialog';
import { notify } from '../../components/toaster';
import { ApiFailure } from '../../lib/api/client';
import { errorText } from '../../lib/api/errorText';
import { useSession } from '../../lib/session/session';
import { bulkUpload } from './api/bulkUpload';
import { JobProgress } from './JobProgress';
import { forgetJob, pendingJobs, rememberJob, type PendingJob } from './pendingJobs';
import { useShownMemberFields } from '../../lib/data/usePreferences';
import { escapeHtml } from '@tessera/domain/html';

const OWN_ERRORS = ['upload.fileTooLarge', 'upload.tooManyRows', 'upload.invalidContent'];

/**
 * Bulk upload of members (spec §4 modes, §5 format): pick a mode and a CSV/XLSX file, confirm RESET and DELETE,
 * then follow the job live and read its report. Jobs started here are remembered under "pending-counters", so
 * after a reload the dialog shows them again until they are dismissed.
 */
export function BulkUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  // the group column only while groups are shown to this admin, as the server checks the header
  const shown = useShownMemberFields();
  const [mode, setMode] = useState<MemberUploadMode>('UPSERT');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<{ text: string; details: string[] } | null>(null);
  const [jobs, setJobs] = useState<PendingJob[]>(() => pendingJobs(profile.orgId));

  const tooLarge = !!file && file.size > MEMBER_UPLOAD_MAX_BYTES;

  async function send() {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const { jobId } = await bulkUpload(mode, file);
      const job: PendingJob = { orgId: profile.orgId, jobId, fileName: file.name, mode };
      rememberJob(job);
      setJobs(pendingJobs(profile.orgId));
      setFile(null);
      notify('info', t('uploads.started'));
    } catch (e) {
      const issues = e instanceof ApiFailure ? (e.issues ?? []) : [];
      const first = issues[0]?.message;
      if (first) {
        const byKind = new Map<string, string[]>();
        for (const i of issues) {
          const m = /^(missing|unexpected|duplicated)\.(.+)$/.exec(i.path);
          if (m) byKind.set(m[1]!, [...(byKind.get(m[1]!) ?? []), m[2]!]);
        }
        const details = [...byKind].map(([kind, columns]) => t(`uploads.header.${kind}`, { columns: columns.join(', ') }));
        setProblem({ text: OWN_ERRORS.includes(first) ? t(`uploads.errors.${first.slice(7)}`) : t(messageKeyFor(first)), details });
      } else {
        setProblem({ text: errorText(t, e), details: [] });
      }
    } finally {
      setBusy(false);
    }
  }

  function start() {
    if (mode === 'RESET' || mode === 'DELETE') setConfirming(true);
    else void send();
  }

  return (
    <>
      <SheetDialog
        open={open}
        onClose={onClose}
        title={t('uploads.title')}
        testId="bulk-upload-dialog"
        actions={
          <Button colorPalette="brand" onClick={start} disabled={!file || tooLarge} loading={busy} data-testid="upload-start">
            {t('uploads.start')}
          </Button>
        }
      >
        <Stack gap="5">
          {jobs.length > 0 && (
            <Stack gap="3" aria-live="polite">
              <Text fontWeight="semibold">{t('uploads.pending')}</Text>
              {jobs.map((j) => (
                <JobProgress
                  key={j.jobId}
                  job={j}
                  onForget={() => {
                    forgetJob(j.jobId);
                    setJobs(pendingJobs(profile.orgId));
                  }}
                />
              ))}
            </Stack>
          )}
          <Text fontSize="sm" color="fg.muted">
            {t('uploads.format', {
              columns: MEMBER_UPLOAD_COLUMNS.join(', '),
              optional: uploadOptionalColumns(shown).join(', '),
            })}
          </Text>
          <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0">
            <Text as="legend" fontWeight="medium" mb="2">
              {t('uploads.mode')}
            </Text>
            <RadioGroup.Root value={mode} onValueChange={(e) => e.value && setMode(e.value as MemberUploadMode)}>
              <Stack gap="2">
                {MEMBER_UPLOAD_MODES.map((m) => (
                  <RadioGroup.Item key={m} value={m} alignItems="flex-start" data-testid={`upload-mode-${m}`}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator mt="1" />
                    <RadioGroup.ItemText>
                      <Text fontWeight="medium">{t(`uploads.modes.${m}.label`)}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {t(`uploads.modes.${m}.help`)}
                      </Text>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </Box>
          <Stack gap="1.5">
            <FileDropZone
              label={t('uploads.file')}
              help={t('uploads.fileHelp')}
              accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              file={file}
              onFile={(f) => {
                setFile(f);
                setProblem(null);
              }}
              invalid={tooLarge}
              testId="upload-file"
            />
            {tooLarge && (
              <Text fontSize="sm" color="fg.error" role="alert">
                {t('uploads.errors.fileTooLarge')}
              </Text>
            )}
          </Stack>
          {problem && (
            <Alert.Root status="error" data-testid="upload-problem">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{problem.text}</Alert.Title>
                {problem.details.length > 0 && (
                  <Alert.Description>
                    <ul>
                      {problem.details.map((d) => (
                        <li key={d}>{d}</li>
                      ))}
                    </ul>
                  </Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}
        </Stack>
      </SheetDialog>
      <ConfirmDialog
        open={confirming}
        ask
        icon="sad"
        title={t(`uploads.confirm.${mode === 'DELETE' ? 'DELETE' : 'RESET'}.title`)}
        messageHtml={escapeHtml(t(`uploads.confirm.${mode === 'DELETE' ? 'DELETE' : 'RESET'}.message`, { file: file?.name ?? '' }))}
        confirmLabel={t(`uploads.confirm.${mode === 'DELETE' ? 'DELETE' : 'RESET'}.action`)}
        onConfirm={() => {
          setConfirming(false);
          void send();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
