import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Grid, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { graceEnd } from '@tessera/domain/cards/status';
import { DEFAULT_GRACE_PERIOD_MONTHS } from '@tessera/domain/constants';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { formatCents } from '@tessera/domain/locale/money';
import { orgPath } from '@tessera/domain/paths';
import { resendCardContract, resendCardPdfContract } from '@tessera/domain/contracts/cards';
import { useCallAllowed, useDateFormatter } from '../../lib/data/usePreferences';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RecordPageHead } from '../../components/RecordPageHead';
import { notify } from '../../components/toaster';
import { errorText } from '../../lib/api/errorText';
import { paymentMethodLabel, paymentStatusLabel } from '../../lib/i18n/codeLabels';
import { useLiveDocument } from '../../lib/data/useLiveDocument';
import { useSession } from '../../lib/session/session';
import { downloadCardPdf, sendCardByEmail } from '../../lib/api/cardDelivery';
import { fetchCardPayments, type CardPayment } from './api/fetchCardPayments';
import { useCard } from './api/useCard';
import { toCardRow } from './cardRows';
import { CardStatusBadge } from './CardStatusBadge';
import { CardDownloads } from './CardDownloads';
import { HolderLink } from './HolderLink';
import { escapeHtml } from '@tessera/domain/html';
import { useCompactList } from '../../components/ListRows';

function Item({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box fontWeight="medium" data-testid={testId} wordBreak="break-word">
        {children}
      </Box>
    </Box>
  );
}

/** The confirm dialog renders HTML: record data (the holder's name) is escaped first. */

type PaymentsState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; payments: CardPayment[] };

function Payments({ number }: { number: string }) {
  const formatDate = useDateFormatter();
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const compact = useCompactList();
  const [state, setState] = useState<PaymentsState>({ status: 'loading' });
  useEffect(() => {
    // The parent keys this component by card number: a new card starts again from 'loading'.
    let alive = true;
    fetchCardPayments(number).then(
      (payments) => alive && setState({ status: 'success', payments }),
      (error: unknown) => alive && setState({ status: 'error', error }),
    );
    return () => {
      alive = false;
    };
  }, [number]);

  if (state.status === 'loading') {
    return (
      <Stack gap="2" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height="8" />
        <Skeleton height="8" />
      </Stack>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert.Root status="error" data-testid="card-payments-error">
        <Alert.Indicator />
        <Alert.Title>{errorText(t, state.error)}</Alert.Title>
      </Alert.Root>
    );
  }
  if (state.payments.length === 0) {
    return (
      <Text color="fg.muted" data-testid="card-payments-empty">
        {t('cards.detail.noPayments')}
      </Text>
    );
  }
  const amount = (p: CardPayment) => (typeof p.amount === 'number' ? formatCents(p.amount, lang) : '—');
  const date = (p: CardPayment) => (p.payDate ? formatDate(p.payDate, { timeZone: 'Europe/Rome' }) : '—');
  if (compact) {
    return (
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" data-testid="card-payments">
        {state.payments.map((p) => (
          <Box as="li" key={p.id} py="2" borderBottomWidth="1px">
            <HStack justify="space-between">
              <Text>{date(p)}</Text>
              <Text fontWeight="medium">{amount(p)}</Text>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {[p.object, p.mode && paymentMethodLabel(t, p.mode), p.status && paymentStatusLabel(t, p.status)]
                .filter(Boolean)
                .join(' · ') || '—'}
            </Text>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" data-testid="card-payments">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('cards.detail.payDate')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('cards.detail.object')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('cards.detail.mode')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('cards.detail.paymentStatus')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('cards.detail.amount')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {state.payments.map((p) => (
            <Table.Row key={p.id}>
              <Table.Cell>{date(p)}</Table.Cell>
              <Table.Cell>{p.object ?? '—'}</Table.Cell>
              <Table.Cell>{paymentMethodLabel(t, p.mode)}</Table.Cell>
              <Table.Cell>{paymentStatusLabel(t, p.status)}</Table.Cell>
              <Table.Cell textAlign="end">{amount(p)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Card detail: number, holder, status after the grace period, valid-until, payments, PDF and email. */
export function CardDetailPage() {
  const formatDate = useDateFormatter();
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const { number = '' } = useParams();
  const profile = useSession().profile!;
  // the role and the organization's pdfCards preference, as the API decides
  const canDownload = useCallAllowed(resendCardPdfContract);
  const canSend = useCallAllowed(resendCardContract);
  const card = useCard(profile.orgId, number);
  const org = useLiveDocument<{ preferences?: { gracePeriodMonths?: number } }>(orgPath(profile.orgId));
  const grace = org.status === 'success' ? org.data?.preferences?.gracePeriodMonths : undefined;
  const graceMonths = typeof grace === 'number' ? grace : DEFAULT_GRACE_PERIOD_MONTHS;
  const today = useMemo(() => todayInItaly(), []);
  const row = card.status === 'success' && card.data ? toCardRow({ ...card.data, id: number }, today, graceMonths) : null;
  const [busy, setBusy] = useState<'pdf' | 'mail' | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function download() {
    if (!row?.memberId) return;
    setBusy('pdf');
    try {
      const fileName = await downloadCardPdf(row.memberId, { lang });
      notify('success', t('cards.detail.pdfReady', { fileName }));
    } catch (e) {
      notify('error', errorText(t, e));
    } finally {
      setBusy(null);
    }
  }
  async function send() {
    setConfirming(false);
    if (!row?.memberId) return;
    setBusy('mail');
    try {
      await sendCardByEmail(row.memberId, { lang });
      notify('success', t('cards.detail.sent'));
    } catch (e) {
      notify('error', errorText(t, e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="5" maxW="5xl">
      <RecordPageHead
        back={{ to: '/cards', label: t('cards.back') }}
        live={card}
        errorText={t('cards.detail.loadError')}
        notFoundText={t('cards.detail.notFound')}
        missingTestId="card-missing"
        heading={
          row && {
            title: t('cards.detail.title', { number: row.number }),
            testId: 'card-title',
            under: <Text color="fg.muted">{row.holder}</Text>,
            actions: (
              <HStack gap="2" flexWrap="wrap">
                {canDownload && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={download}
                    loading={busy === 'pdf'}
                    disabled={!row.memberId || busy !== null}
                    data-testid="card-pdf"
                  >
                    {t('cards.detail.downloadPdf')}
                  </Button>
                )}
                {canSend && (
                  <Button
                    size="sm"
                    colorPalette="brand"
                    onClick={() => setConfirming(true)}
                    loading={busy === 'mail'}
                    disabled={!row.memberId || busy !== null}
                    data-testid="card-email"
                  >
                    {t('cards.detail.sendEmail')}
                  </Button>
                )}
              </HStack>
            ),
          }
        }
      />
      {row && (
        <>
          <Box bg="app.panel" borderRadius="lg" borderWidth="1px" p="5">
            <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="4">
              <Item label={t('cards.number')} testId="card-number">
                <Text as="span" fontFamily="mono">
                  {row.number}
                </Text>
              </Item>
              <Item label={t('cards.holder')} testId="card-holder">
                <HolderLink row={row} />
              </Item>
              <Item label={t('cards.status')}>
                <CardStatusBadge status={row.effectiveStatus} inGrace={row.inGrace} />
              </Item>
              <Item label={t('cards.validUntil')} testId="card-valid-until">
                {row.validUntil ? formatDate(row.validUntil) : t('cards.noEnd')}
              </Item>
            </Grid>
            {row.inGrace && (
              <Text fontSize="sm" color="fg.muted" mt="4" data-testid="card-grace">
                {t('cards.detail.graceUntil', { date: formatDate(graceEnd(row.validUntil, graceMonths)) })}
              </Text>
            )}
            {row.status !== row.effectiveStatus && (
              <Text fontSize="sm" color="fg.muted" mt="4" data-testid="card-expired">
                {t('cards.detail.expired', { date: formatDate(graceEnd(row.validUntil, graceMonths)) })}
              </Text>
            )}
          </Box>
          <Box bg="app.panel" borderRadius="lg" borderWidth="1px" p="5">
            <Heading as="h2" size="md" mb="3">
              {t('cards.detail.payments')}
            </Heading>
            <Payments key={row.number} number={row.number} />
          </Box>
          <Box bg="app.panel" borderRadius="lg" borderWidth="1px" p="5">
            <Heading as="h2" size="md" mb="3">
              {t('cards.detail.downloads.title')}
            </Heading>
            <CardDownloads key={row.number} number={row.number} />
          </Box>
          <ConfirmDialog
            open={confirming}
            ask
            icon="happy"
            title={t('cards.detail.sendEmail')}
            messageHtml={t('cards.detail.confirmSend', { number: escapeHtml(row.number), holder: escapeHtml(row.holder) })}
            onConfirm={send}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </Stack>
  );
}
