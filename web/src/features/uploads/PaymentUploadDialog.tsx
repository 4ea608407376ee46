import { useMemo, useState } from 'react';
import { Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { PAYMENT_UPLOAD_MODES, type PaymentUploadMode } from '@tessera/domain/uploads/paymentUpload';
import { SheetDialog } from '../../components/SheetDialog';
import { YearSelect } from '../../components/YearSelect';
import { notify } from '../../components/toaster';
import { useSession } from '../../lib/session/session';
import { paymentBulkUpload } from './api/paymentBulkUpload';
import { usePayrollCompanies } from './api/usePayrollCompanies';
import { pendingJobs, rememberJob } from './pendingJobs';
import { fileTooLarge, ModeChoice, PendingJobs, UploadFileField, UploadProblemAlert } from './UploadParts';
import { useUploadSend } from './useUploadSend';
import { ColumnMappingPanel } from './ColumnMapping';
import { useMappingPreview } from './useMappingPreview';
import { previewPaymentUpload } from './api/columnMappings';

/** The pay years offered: next year, this one and the five before. */
const YEARS_BACK = 5;

/**
 * Bulk upload of payments: a bank statement or a payroll file, the pay year of its rows, how its columns are read (a
 * file from another tool through a column mapping, proposed and changeable, as for members) and the preview of its
 * rows, then the job followed live with its report of refused and skipped rows (a payment already recorded is
 * skipped, never doubled).
 */
export function PaymentUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const orgId = useSession().profile!.orgId;
  const thisYear = useMemo(() => Number(todayInItaly().slice(0, 4)), []);
  const [mode, setMode] = useState<PaymentUploadMode>('BANK');
  const [year, setYear] = useState(thisYear);
  const companies = usePayrollCompanies(orgId);
  const [company, setCompany] = useState('');
  const { file, chooseFile, busy, problem, send: sending } = useUploadSend();
  const [jobs, setJobs] = useState(() => pendingJobs(orgId, 'payments'));
  const tooLarge = fileTooLarge(file);
  // the rows without a pay year take the chosen one: a new year previews again
  const mapped = useMappingPreview(tooLarge ? null : file, (f, mapping) => previewPaymentUpload(year, f, mapping), String(year));

  const send = () =>
    sending(async (file) => {
      const { jobId } = await paymentBulkUpload(mode, year, file, company || null, mapped.toSend);
      rememberJob({ orgId, jobId, fileName: file.name, kind: 'payments', mode });
      setJobs(pendingJobs(orgId, 'payments'));
      notify('info', t('uploads.payments.started'));
    });

  return (
    <SheetDialog
      open={open}
      onClose={onClose}
      title={t('uploads.payments.title')}
      testId="payment-upload-dialog"
      actions={
        <Button
          colorPalette="brand"
          onClick={() => void send()}
          disabled={!file || tooLarge || mapped.loading}
          loading={busy}
          data-testid="upload-start"
        >
          {t('uploads.start')}
        </Button>
      }
    >
      <Stack gap="5">
        <PendingJobs jobs={jobs} onForgotten={() => setJobs(pendingJobs(orgId, 'payments'))} />
        <Text fontSize="sm" color="fg.muted">
          {t('uploads.payments.format')}
        </Text>
        <ModeChoice modes={PAYMENT_UPLOAD_MODES} value={mode} onChange={setMode} />
        {mode === 'PAYROLL' && companies.status === 'success' && companies.data.length > 0 && (
          <Field.Root>
            <Field.Label htmlFor="upload-company">{t('uploads.payments.company')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                id="upload-company"
                value={company}
                onChange={(e) => setCompany(e.currentTarget.value)}
                data-testid="upload-company"
              >
                <option value="">{t('uploads.payments.noCompany')}</option>
                {companies.data.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{t('uploads.payments.companyHelp')}</Field.HelperText>
          </Field.Root>
        )}
        <YearSelect
          id="upload-year"
          label={t('uploads.payments.year')}
          help={t('uploads.payments.yearHelp')}
          years={Array.from({ length: YEARS_BACK + 2 }, (_, i) => thisYear + 1 - i)}
          value={year}
          onChange={setYear}
        />
        <UploadFileField file={file} onFile={chooseFile} />
        {file && !tooLarge && <ColumnMappingPanel kind="payments" state={mapped} />}
        <UploadProblemAlert problem={problem} />
      </Stack>
    </SheetDialog>
  );
}
