import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@tessera/domain/locale/money';
import { useSession } from '../../lib/session/session';
import { useMyPayments, type MyPayment } from './api/useMyPayments';
import { PageTitle } from '../../components/PageTitle';
import { PaymentStatusBadge } from '../../components/PaymentStatusBadge';
import { paymentMethodLabel } from '../../lib/i18n/codeLabels';
import { ReceiptButton } from '../../components/ReceiptButton';
import { useCompactList } from '../../components/ListRows';
import { paymentAllows } from '@tessera/domain/payments/lifecycle';
import { usePendingRefunds } from './api/usePendingRefunds';
import { RefundRequest } from './RefundRequest';
import { PaymentAccountCard } from './PaymentAccountCard';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';

/** A receipt is offered once issued, or while the payment may get one (received, not refunded). */
const hasReceipt = (p: MyPayment) => Boolean(p.receipt?.number) || paymentAllows(p.status, 'receipt');

/** On a phone, one card per payment: a table of five columns would hide the receipt off screen. */
function PaymentsCards({ payments, pending }: { payments: MyPayment[]; pending: ReadonlySet<string> }) {
  const formatDate = useDateFormatter();
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={t('my-area.payments.title')} data-testid="my-payments-table">
      {payments.map((p) => (
        <Box as="li" key={p.id} borderBottomWidth="1px" py="3" data-testid="my-payment-row" data-payment-id={p.id}>
          <HStack justify="space-between" gap="2">
            <Text>{p.payDate ? formatDate(p.payDate) : '—'}</Text>
            <Text fontWeight="semibold" data-testid="my-payment-amount">
              {Number.isSafeInteger(p.amount) ? formatCents(p.amount, lang) : '—'}
            </Text>
          </HStack>
          <Text>{p.object || (p.payYear ? t('my-area.payments.fee', { year: p.payYear }) : '—')}</Text>
          <HStack justify="space-between" gap="2" mt="1">
            <Text fontSize="sm" color="fg.muted">
              {paymentMethodLabel(t, p.mode)} · <PaymentStatusBadge status={p.status} />
            </Text>
            {hasReceipt(p) && <ReceiptButton paymentId={p.id} own size="xs" />}
          </HStack>
          <HStack justify="end" mt="1">
            <RefundRequest payment={p} pending={pending.has(p.id)} />
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}

function PaymentsTable({ payments, pending }: { payments: MyPayment[]; pending: ReadonlySet<string> }) {
  const formatDate = useDateFormatter();
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const compact = useCompactList();
  if (compact) return <PaymentsCards payments={payments} pending={pending} />;
  return (
    // A region that scrolls sideways on a phone: keyboard users reach it with Tab and scroll it with the arrows.
    <Box overflowX="auto" tabIndex={0} role="region" aria-label={t('my-area.payments.title')}>
      <Table.Root size="sm" data-testid="my-payments-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('my-area.payments.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('my-area.payments.object')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('my-area.payments.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="sm">{t('my-area.payments.method')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('my-area.payments.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('my-area.payments.receipt')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('my-area.payments.refund')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((p) => (
            <Table.Row key={p.id} data-testid="my-payment-row" data-payment-id={p.id}>
              <Table.Cell whiteSpace="nowrap">{p.payDate ? formatDate(p.payDate) : '—'}</Table.Cell>
              <Table.Cell>{p.object || (p.payYear ? t('my-area.payments.fee', { year: p.payYear }) : '—')}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="my-payment-amount">
                {Number.isSafeInteger(p.amount) ? formatCents(p.amount, lang) : '—'}
              </Table.Cell>
              <Table.Cell hideBelow="sm">{paymentMethodLabel(t, p.mode)}</Table.Cell>
              <Table.Cell>
                <PaymentStatusBadge status={p.status} />
              </Table.Cell>
              <Table.Cell>{hasReceipt(p) ? <ReceiptButton paymentId={p.id} own size="xs" /> : '—'}</Table.Cell>
              <Table.Cell>
                <RefundRequest payment={p} pending={pending.has(p.id)} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function PaymentsList({ orgId, memberId }: { orgId: string; memberId: string }) {
  const { t } = useTranslation();
  const payments = useMyPayments(orgId, memberId);
  const pending = usePendingRefunds(orgId, memberId);
  if (payments.status === 'loading') return <LoadingSkeleton height="40" data-testid="my-payments-loading" />;
  if (payments.status === 'error')
    return (
      <Text role="alert" color="red.fg">
        {t('my-area.payments.loadError')}
      </Text>
    );
  if (payments.data.length === 0)
    return (
      <Text color="fg.muted" data-testid="my-payments-empty">
        {t('my-area.payments.empty')}
      </Text>
    );
  return <PaymentsTable payments={payments.data} pending={pending} />;
}

/** I Miei Pagamenti: the member's own payments, newest first (amount, date, method, status), and the payment account. */
export function MyPaymentsPage() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  return (
    <Stack gap="6">
      <PageTitle>{t('my-area.payments.title')}</PageTitle>
      {profile.memberId ? (
        <>
          <PaymentsList orgId={profile.orgId} memberId={profile.memberId} />
          <PaymentAccountCard />
        </>
      ) : (
        <Text color="fg.muted">{t('my-area.payments.noMember')}</Text>
      )}
    </Stack>
  );
}
