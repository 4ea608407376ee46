import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MEMBER_UPLOAD_COLUMNS, MEMBER_UPLOAD_MODES, type MemberUploadMode } from '@tessera/domain/forms/uploads';
import { uploadOptionalColumns } from '@tessera/domain/uploads/memberUpload';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SheetDialog } from '../../components/SheetDialog';
import { notify } from '../../components/toaster';
import { useSession } from '../../lib/session/session';
import { bulkUpload } from './api/bulkUpload';
import { pendingJobs, rememberJob, type PendingJob } from './pendingJobs';
import { fileTooLarge, ModeChoice, PendingJobs, UploadFileField, UploadProblemAlert } from './UploadParts';
import { useUploadSend } from './useUploadSend';
import { useShownMemberFields } from '../../lib/data/usePreferences';
import { escapeHtml } from '@tessera/domain/html';
import { ColumnMappingPanel } from './ColumnMapping';
import { useMappingPreview } from './useMappingPreview';
import { previewUpload } from './api/columnMappings';

/**
 * Bulk upload of members: pick a mode and a CSV/XLSX file, check how its columns are read (a file from another tool
 * through a column mapping, proposed and changeable) and the preview of its rows, confirm RESET and DELETE,
 * then follow the job live and read its report. Jobs started here are remembered under "pending-counters", so
 * after a reload the dialog shows them again until they are dismissed.
 */
export function BulkUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  // the group column only while groups are shown to this admin, as the server checks the header
  const shown = useShownMemberFields();
  const [mode, setMode] = useState<MemberUploadMode>('UPSERT');
  const [confirming, setConfirming] = useState(false);
  const { file, chooseFile, busy, problem, send: sending } = useUploadSend();
  const [jobs, setJobs] = useState<PendingJob[]>(() => pendingJobs(profile.orgId));

  const tooLarge = fileTooLarge(file);
  // once a file is chosen: its columns, the mapping and the preview; the upload waits for the preview of its mapping
  const mapped = useMappingPreview(tooLarge ? null : file, (f, mapping) => previewUpload(mode, f, mapping), mode);
  // a file the preview finds wanting still goes: the server's answer says what is wrong, as for any file
  const unready = mapped.loading;

  const send = () =>
    sending(async (file) => {
      const { jobId } = await bulkUpload(mode, file, mapped.toSend);
      const job: PendingJob = { orgId: profile.orgId, jobId, fileName: file.name, kind: 'members', mode };
      rememberJob(job);
      setJobs(pendingJobs(profile.orgId));
      notify('info', t('uploads.started'));
    });

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
          <Button colorPalette="brand" onClick={start} disabled={!file || tooLarge || unready} loading={busy} data-testid="upload-start">
            {t('uploads.start')}
          </Button>
        }
      >
        <Stack gap="5">
          <PendingJobs jobs={jobs} onForgotten={() => setJobs(pendingJobs(profile.orgId))} />
          <Text fontSize="sm" color="fg.muted">
            {t('uploads.format', {
              columns: MEMBER_UPLOAD_COLUMNS.join(', '),
              optional: uploadOptionalColumns(shown).join(', '),
            })}
          </Text>
          <ModeChoice modes={MEMBER_UPLOAD_MODES} value={mode} onChange={setMode} />
          <UploadFileField file={file} onFile={chooseFile} />
          {file && !tooLarge && <ColumnMappingPanel kind="members" state={mapped} />}
          <UploadProblemAlert problem={problem} />
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
