import { useState } from 'react';
import { Alert, Box, Button, HStack, Stack, Table, Text, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { can } from '@tessera/domain/permissions';
import { REGISTER_PAGE, type RegisterEntry } from '@tessera/domain/register/entry';
import { formatCents } from '@tessera/domain/locale/money';
import type { RegisterVerdict } from '@tessera/domain/contracts/register';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListRows } from '../../components/ListRows';
import { PageLoadState } from '../../components/LiveLoadState';
import { Pagination, pagingOf } from '../../components/Pagination';
import { notify, notifyFailure } from '../../components/toaster';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { useSession } from '../../lib/session/session';
import { RegisterPdfDownload } from './RegisterPdfDownload';
import { ResolutionDialog } from './ResolutionDialog';
import { UnresolvedAdmissions } from './UnresolvedAdmissions';
import { downloadRegister, openRegister, useRegisterHead, useRegisterPage, verifyRegister } from './api/register';

const ROME = 'Europe/Rome';

/** What an entry says, in a line: the kind, and for a correction or a departure what it refers to. */
function EntryWhat({ e }: { e: RegisterEntry }) {
  const { t, i18n } = useTranslation();
  const formatDate = useDateFormatter();
  const fee = e.feeYear !== null ? { year: e.feeYear, amount: formatCents(e.feeCents ?? 0, i18n.language === 'en' ? 'en' : 'it') } : null;
  const detail =
    e.kind === 'correction'
      ? fee
        ? t('register.correctsFee', { seq: e.corrects, ...fee })
        : t('register.corrects', { seq: e.corrects })
      : e.kind === 'fee' && fee
        ? t('register.feeOf', fee)
        : e.kind === 'departure' && e.departureCause
          ? `${t(`register.causes.${e.departureCause}`)}${e.departureDate ? ` · ${formatDate(e.departureDate)}` : ''}`
          : e.admissionDate
            ? t('register.admittedOn', { date: formatDate(e.admissionDate) })
            : '';
  return (
    <>
      <Text fontWeight="medium">{t(`register.kinds.${e.kind}`)}</Text>
      {detail && (
        <Text fontSize="xs" color="fg.muted">
          {detail}
        </Text>
      )}
      {e.resolution && (
        <Text fontSize="xs" color="fg.muted" data-testid="register-resolution">
          {t('register.resolution')}: {e.resolution}
        </Text>
      )}
    </>
  );
}

/** The verification's outcome: all entries hold, or the first that does not and why. */
function VerdictAlert({ verdict }: { verdict: RegisterVerdict }) {
  const { t } = useTranslation();
  return verdict.ok ? (
    <Alert.Root status="success" data-testid="register-verdict" data-ok="true">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('register.verifyOk', { count: verdict.count })}</Alert.Title>
        <Alert.Description wordBreak="break-all" fontSize="xs">
          {t('register.lastHash')}: {verdict.lastHash}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  ) : (
    <Alert.Root status="error" data-testid="register-verdict" data-ok="false" data-seq={verdict.seq ?? undefined}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('register.verifyBad', { seq: verdict.seq })}</Alert.Title>
        <Alert.Description>{t(`register.faults.${verdict.fault}`)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Settings → register of members (libro degli associati): its entries a page at a time, newest first; verify the
 * chain, download it printed or as a spreadsheet, start it from the current members, record an admission's board
 * resolution. Entries are never edited here: every action appends.
 */
export function RegisterSection() {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const profile = useSession().profile!;
  const writes = can(profile.role, 'register.write');
  const head = useRegisterHead(profile.orgId);
  const [pageSize, setPageSize] = useState<number>(REGISTER_PAGE);
  const page = useRegisterPage(profile.orgId, pageSize);
  const [verdict, setVerdict] = useState<RegisterVerdict | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [resolutionOf, setResolutionOf] = useState<RegisterEntry | null>(null);
  const started = head.status === 'success' && head.data !== null && head.data.openingDone;
  const when = (iso: string) => {
    const at = new Date(iso);
    return `${formatDate(at, { timeZone: ROME })} ${at.toLocaleTimeString('it-IT', { timeZone: ROME, hour: '2-digit', minute: '2-digit' })}`;
  };

  const verify = async () => {
    setVerifying(true);
    try {
      setVerdict(await verifyRegister());
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setVerifying(false);
    }
  };
  const download = async (kind: 'pdf' | 'xlsx', volume?: number) => {
    try {
      await downloadRegister(kind, volume);
    } catch (e) {
      notifyFailure(t, e);
    }
  };
  const start = async () => {
    setConfirmOpen(false);
    try {
      const { appended, finished } = await openRegister();
      if (finished) notify('success', t('register.started', { count: appended }));
      else notify('info', t('register.startGoesOn', { count: appended }));
    } catch (e) {
      notifyFailure(t, e);
    }
  };
  const admits = (e: RegisterEntry) => writes && (e.kind === 'admission' || e.kind === 'opening');
  const paging = pagingOf(page, pageSize, setPageSize);

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('settings.sections.register')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('register.intro')}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        <Button onClick={() => void verify()} loading={verifying} data-testid="register-verify">
          {t('register.verify')}
        </Button>
        <RegisterPdfDownload entries={head.data?.seq ?? 0} onDownload={(volume) => download('pdf', volume)} />
        <Button variant="outline" onClick={() => void download('xlsx')} data-testid="register-xlsx">
          {t('register.downloadXlsx')}
        </Button>
        {writes && head.status === 'success' && !started && (
          <Button colorPalette="brand" variant="subtle" onClick={() => setConfirmOpen(true)} data-testid="register-open">
            {t('register.open')}
          </Button>
        )}
      </HStack>
      {verdict && <VerdictAlert verdict={verdict} />}
      {started && <UnresolvedAdmissions orgId={profile.orgId} writes={writes} />}
      {page.status !== 'success' ? (
        <PageLoadState page={page} errorText={t('register.loadError')} />
      ) : page.rows.length === 0 ? (
        <Text color="fg.muted" data-testid="register-empty">
          {t('register.empty')}
        </Text>
      ) : (
        <Box borderWidth="1px" borderRadius="md">
          <ListRows
            rows={page.rows}
            label={t('settings.sections.register')}
            rowKey={(e) => String(e.seq)}
            rowData={(e) => ({ 'data-testid': 'register-row', 'data-kind': e.kind, 'data-seq': String(e.seq) })}
            tableTestId="register-table"
            scrollRegion
            header={
              <>
                <Table.ColumnHeader>{t('register.seq')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('register.writtenAt')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('register.member')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('register.entry')}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <span className="sr-only">{t('register.actions')}</span>
                </Table.ColumnHeader>
              </>
            }
            cells={(e) => (
              <>
                <Table.Cell verticalAlign="top" fontWeight="semibold">
                  {e.seq}
                </Table.Cell>
                <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                  {when(e.writtenAt)}
                </Table.Cell>
                <Table.Cell verticalAlign="top">
                  <Text>{[e.surname, e.name].filter(Boolean).join(' ') || '—'}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {e.taxCode}
                  </Text>
                </Table.Cell>
                <Table.Cell verticalAlign="top" whiteSpace="normal">
                  <EntryWhat e={e} />
                </Table.Cell>
                <Table.Cell verticalAlign="top" textAlign="end">
                  {admits(e) && (
                    <Button size="xs" variant="outline" onClick={() => setResolutionOf(e)} data-testid="register-add-resolution">
                      {t('register.addResolution')}
                    </Button>
                  )}
                </Table.Cell>
              </>
            )}
            card={(e) => (
              <Stack gap="1">
                <HStack justify="space-between" align="start" gap="3">
                  <Text fontWeight="semibold">
                    {t('register.seqShort', { seq: e.seq })} · {[e.surname, e.name].filter(Boolean).join(' ') || '—'}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                    {when(e.writtenAt)}
                  </Text>
                </HStack>
                <EntryWhat e={e} />
                {admits(e) && (
                  <Box>
                    <Button size="xs" variant="outline" onClick={() => setResolutionOf(e)}>
                      {t('register.addResolution')}
                    </Button>
                  </Box>
                )}
              </Stack>
            )}
          />
          <Box px="3" py="2" borderTopWidth="1px">
            <Pagination {...paging} />
          </Box>
        </Box>
      )}
      <ConfirmDialog
        open={confirmOpen}
        ask
        title={t('register.openTitle')}
        messageHtml={t('register.openMessage')}
        confirmLabel={t('register.openConfirm')}
        onConfirm={() => void start()}
        onCancel={() => setConfirmOpen(false)}
      />
      {resolutionOf && <ResolutionDialog entry={resolutionOf} onClose={() => setResolutionOf(null)} />}
    </Stack>
  );
}
