import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, CloseButton, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@tessera/domain/entities/payment';
import { paymentList, PAYMENT_FILTERS, type PaymentSortKey } from '@tessera/domain/lists/specs';
import { listSort } from '@tessera/domain/lists/query';
import { formatCents } from '@tessera/domain/locale/money';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { createPaymentContract, verifyPaymentsAllContract } from '@tessera/domain/contracts/payments';
import { listOperationsContract } from '@tessera/domain/contracts/operations';
import type { StoredPayment } from '@tessera/domain/payments/storedPayment';
import { ExportMenu } from '../../components/ExportMenu';
import { ListSearchField } from '../../components/ListSearchField';
import { DateRangeFields } from '../../components/DateRangeFields';
import { FilterSelect } from '../../components/FilterSelect';
import { LiveStatus } from '../../components/LiveStatus';
import { PagedListPanel } from '../../components/PagedListPanel';
import { pagingOf } from '../../components/Pagination';
import { PageTitle } from '../../components/PageTitle';
import { PaymentStatusBadge } from '../../components/PaymentStatusBadge';
import { SortHeader } from '../../components/SortHeader';
import { ListRows } from '../../components/ListRows';
import { useListControls, type ListSort } from '../../lib/data/useListControls';
import { useCallAllowed, useDateFormatter } from '../../lib/data/usePreferences';
import { useUrlFilters } from '../../lib/data/useUrlFilters';
import { useSession } from '../../lib/session/session';
import { useConventionChoices } from './api/useConventionChoices';
import { extractPayments } from './api/extractPayments';
import { usePaymentsPage } from './api/usePayments';
import { VerifyPaymentsDialog } from './VerifyPaymentsDialog';

/** The list's filters and its date range, all in the page's address (a member's page links here with ?memberId=…). */
const URL_KEYS = [...PAYMENT_FILTERS, 'from', 'to'] as const;
/** The years the year filter offers: this one and the ten before (older ones are reached with the date range). */
const YEARS_BACK = 10;

type Sort = ListSort<PaymentSortKey>;

function useLang() {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'it';
}

/** Formats a day in the organization's date format (taken once per list: each row listening to the preferences was 25 listeners a page). */
type DayFormatter = ReturnType<typeof useDateFormatter>;

function PaymentLink({ row, formatDate }: { row: StoredPayment; formatDate: DayFormatter }) {
  const { t } = useTranslation();
  return (
    <Link asChild variant="underline" colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
      <RouterLink
        to={`/payments/${encodeURIComponent(row.id)}`}
        aria-label={t('payments.open', { holder: row.holder, date: formatDate(row.payDate) })}
      >
        {formatDate(row.payDate)}
      </RouterLink>
    </Link>
  );
}

function PaymentList({ rows, sort, onSort }: { rows: StoredPayment[]; sort: Sort; onSort: (k: PaymentSortKey) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const formatDate = useDateFormatter();
  const method = (r: StoredPayment) => t(`paymentMethod.${r.mode}`, { defaultValue: r.mode });
  return (
    <ListRows
      rows={rows}
      label={t('payments.title')}
      rowKey={(r) => r.id}
      rowData={(r) => ({ 'data-testid': 'payment-row', 'data-id': r.id })}
      card={(r) => (
        <>
          <HStack justify="space-between" gap="2">
            <PaymentLink row={r} formatDate={formatDate} />
            <Text fontWeight="semibold" data-testid="payment-amount">
              {formatCents(r.amount, lang)}
            </Text>
          </HStack>
          <Text truncate>{r.holder || '—'}</Text>
          <HStack justify="space-between" gap="2" fontSize="sm" color="fg.muted" mt="1">
            <Text truncate>
              {r.object} · {method(r)}
            </Text>
            <PaymentStatusBadge status={r.status} />
          </HStack>
        </>
      )}
      tableTestId="payments-table"
      header={
        <>
          <SortHeader column="payDate" label={t('payments.fields.payDate')} sort={sort} onSort={onSort} />
          <SortHeader column="holder" label={t('payments.member')} sort={sort} onSort={onSort} />
          <Table.ColumnHeader>{t('payments.fields.object')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('payments.fields.mode')}</Table.ColumnHeader>
          <SortHeader column="amount" label={t('payments.fields.amount')} sort={sort} onSort={onSort} />
          <Table.ColumnHeader>{t('payments.fields.status')}</Table.ColumnHeader>
        </>
      }
      cells={(r) => (
        <>
          <Table.Cell>
            <PaymentLink row={r} formatDate={formatDate} />
          </Table.Cell>
          <Table.Cell>
            {r.holder || '—'}
            {r.cardNumber && (
              <Text as="span" color="fg.muted" fontFamily="mono" ms="2">
                {r.cardNumber}
              </Text>
            )}
          </Table.Cell>
          <Table.Cell>{r.object}</Table.Cell>
          <Table.Cell>{method(r)}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="payment-amount">
            {formatCents(r.amount, lang)}
          </Table.Cell>
          <Table.Cell>
            <PaymentStatusBadge status={r.status} />
          </Table.Cell>
        </>
      )}
    />
  );
}

/** The member the list is limited to (from a member's page), with a way back to everyone's payments. */
function MemberChip({ holder, onClear }: { holder: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack borderWidth="1px" borderRadius="full" ps="3" pe="1" alignSelf="start" bg="app.panel" data-testid="payments-member-filter">
      <Text fontSize="sm">{t('payments.memberFilter', { holder })}</Text>
      <CloseButton size="2xs" aria-label={t('payments.clearMember')} onClick={onClear} />
    </HStack>
  );
}

/**
 * Pagamenti: one page of the payments at a time, live from Firestore (a group admin: its groups'),
 * filtered by year, method, status, convention, refunded and card payment, limited to a pay-date range, searched by
 * the payer; the count and the sum of every match come from one aggregation query.
 */
export function PaymentsPage({ uploadTool }: { uploadTool?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useSession().profile!;
  const verifies = useCallAllowed(verifyPaymentsAllContract);
  const readsOperations = useCallAllowed(listOperationsContract);
  const registers = useCallAllowed(createPaymentContract);
  const { filters, setFilters, openedFiltered } = useUrlFilters(URL_KEYS);
  const { search, searched, setSearch, sort, toggleSort, pageSize, setPageSize } = useListControls('payments', paymentList.defaultSort, {
    freshSearch: openedFiltered,
  });
  const conventions = useConventionChoices(profile.orgId);
  const [verifying, setVerifying] = useState(false);
  const range = { from: filters.from ?? '', to: filters.to ?? '' };
  const chosen = Object.fromEntries(PAYMENT_FILTERS.map((k) => [k, filters[k] ?? ''])) as Record<(typeof PAYMENT_FILTERS)[number], string>;
  const payments = usePaymentsPage(profile, { filters: chosen, search: searched, sort, range, pageSize });
  const shownSort = listSort(paymentList, { sort, range });
  const thisYear = Number(useMemo(() => todayInItaly(), []).slice(0, 4));
  const years = Array.from({ length: YEARS_BACK + 2 }, (_, i) => String(thisYear + 1 - i)).map((y) => [y, y] as const);
  const set = (key: (typeof URL_KEYS)[number], value: string) => setFilters({ ...filters, [key]: value });
  const yesNo = [
    ['true', t('payments.yes')],
    ['false', t('payments.no')],
  ] as const;
  const filtering = Boolean(Object.values(filters).some(Boolean) || searched.trim());
  const memberHolder = chosen.memberId ? (payments.rows[0]?.holder ?? chosen.memberId) : null;
  const paging = pagingOf(payments, pageSize, setPageSize);

  return (
    <Stack gap="5">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <PageTitle>{t('payments.title')}</PageTitle>
        <HStack gap="3" flexWrap="wrap">
          {verifies && (
            <Button variant="outline" size="sm" onClick={() => setVerifying(true)} data-testid="payments-verify">
              {t('payments.verify.open')}
            </Button>
          )}
          <ExportMenu
            testId="payments-export"
            onExport={(format) => extractPayments({ filters: chosen, search: searched, sort, range, format })}
          />
          {uploadTool}
          {readsOperations && (
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/payments/operations" data-testid="payments-operations-link">
                {t('payments.operations.title')}
              </RouterLink>
            </Button>
          )}
          {registers && (
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink
                to={chosen.memberId ? `/payments/new?member=${encodeURIComponent(chosen.memberId)}` : '/payments/new'}
                data-testid="payment-new"
              >
                {t('payments.new')}
              </RouterLink>
            </Button>
          )}
        </HStack>
      </HStack>
      {memberHolder && <MemberChip holder={memberHolder} onClear={() => set('memberId', '')} />}
      {/* two filters a row on a phone: ten filters one under another filled a screen before the first payment */}
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3" alignItems="end">
        <ListSearchField
          id="payments-search"
          label={t('payments.search')}
          placeholder={t('payments.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          gridColumn="span 2"
        />
        <DateRangeFields idPrefix="payments" labels={{ from: t('payments.from'), to: t('payments.to') }} range={range} onChange={set} />
        <FilterSelect
          id="payments-year-filter"
          label={t('payments.fields.payYear')}
          anyLabel={t('payments.anyYear')}
          value={chosen.payYear}
          options={years}
          onChange={(v) => set('payYear', v)}
        />
        <FilterSelect
          id="payments-mode-filter"
          label={t('payments.fields.mode')}
          anyLabel={t('payments.anyMode')}
          value={chosen.mode}
          options={PAYMENT_METHODS.map((m) => [m, t(`paymentMethod.${m}`)] as const)}
          onChange={(v) => set('mode', v)}
        />
        <FilterSelect
          id="payments-status-filter"
          label={t('payments.fields.status')}
          anyLabel={t('payments.anyStatus')}
          value={chosen.status}
          options={PAYMENT_STATUSES.map((s) => [s, t(`paymentStatus.${s}`)] as const)}
          onChange={(v) => set('status', v)}
        />
        <FilterSelect
          id="payments-cluster-filter"
          label={t('payments.fields.cluster')}
          anyLabel={t('payments.anyCluster')}
          value={chosen.cluster}
          options={conventions ?? []}
          onChange={(v) => set('cluster', v)}
        />
        <FilterSelect
          id="payments-refunded-filter"
          label={t('payments.refunded')}
          anyLabel={t('payments.any')}
          value={chosen.refunded}
          options={yesNo}
          onChange={(v) => set('refunded', v)}
        />
        <FilterSelect
          id="payments-fee-filter"
          label={t('payments.fields.membershipFee')}
          anyLabel={t('payments.any')}
          value={chosen.cardPayment}
          options={yesNo}
          onChange={(v) => set('cardPayment', v)}
        />
      </SimpleGrid>
      <Box aria-live="polite" minH="6">
        {payments.total !== null && (
          <Text color="fg.muted" data-testid="payments-totals">
            {t('payments.totals', { count: payments.total, sum: formatCents(payments.sum ?? 0, lang) })}
          </Text>
        )}
      </Box>
      <LiveStatus live={payments} shape="list" errorText={t('payments.loadError')} />
      {payments.status === 'success' && (
        <PagedListPanel
          paging={paging}
          loading={payments.loading ?? false}
          empty={
            payments.rows.length === 0 ? { text: filtering ? t('payments.noMatch') : t('payments.empty'), testId: 'payments-empty' } : null
          }
        >
          <PaymentList rows={payments.rows} sort={shownSort} onSort={toggleSort} />
        </PagedListPanel>
      )}
      {verifying && <VerifyPaymentsDialog orgId={profile.orgId} open onClose={() => setVerifying(false)} />}
    </Stack>
  );
}
