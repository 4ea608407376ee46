import { useMemo } from 'react';
import { Badge, Box, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SALE_PERIODS, SALE_TYPES, saleShortOfMinimum, seatsLeft, type Sale } from '@tessera/domain/entities/sale';
import { saleList, type SaleSortKey } from '@tessera/domain/lists/specs';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { formatCents } from '@tessera/domain/locale/money';
import { saveSaleContract } from '@tessera/domain/contracts/sales';
import { FilterSelect } from '../../components/FilterSelect';
import { LiveStatus } from '../../components/LiveStatus';
import { PagedListPanel } from '../../components/PagedListPanel';
import { pagingOf } from '../../components/Pagination';
import { ListPageHeader } from '../../components/ListPageHeader';
import { ListSearchField } from '../../components/ListSearchField';
import { SortHeader } from '../../components/SortHeader';
import { ListRows } from '../../components/ListRows';
import { useListControls, type ListSort } from '../../lib/data/useListControls';
import { useCallAllowed, useDateFormatter } from '../../lib/data/usePreferences';
import { useUrlFilters } from '../../lib/data/useUrlFilters';
import { useSession } from '../../lib/session/session';
import { useSalesPage, useSalesTotal } from './api/useSales';
import { SalePeriodBadge, ShortOfMinimumBadge } from './SalePeriodBadge';

type Sort = ListSort<SaleSortKey>;

function SaleLink({ sale }: { sale: Sale }) {
  const { t } = useTranslation();
  return (
    <Link asChild variant="underline" colorPalette="brand" fontWeight="medium">
      <RouterLink to={`/activities/${encodeURIComponent(sale.id)}`} aria-label={t('sales.open', { name: sale.name })}>
        {sale.name}
      </RouterLink>
    </Link>
  );
}

/** Seats as the list shows them: taken of the total, or taken with no limit. */
function useSeats() {
  const { t } = useTranslation();
  return (s: Sale) =>
    s.seatsAvailable === null
      ? t('sales.seatsUnlimited', { count: s.currentEnrolled })
      : t('sales.seatsOf', { taken: s.currentEnrolled, total: s.seatsAvailable, count: seatsLeft(s) });
}

/** The lowest price, as "from € 8,00" when there are several. */
function usePriceText() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  return (s: Sale) => {
    if (s.prices.length === 0) return '—';
    const lowest = formatCents(Math.min(...s.prices.map((p) => p.cost)), lang);
    return s.prices.length > 1 ? t('sales.priceFrom', { price: lowest }) : lowest;
  };
}

function Flags({ sale, today }: { sale: Sale; today: string }) {
  const { t } = useTranslation();
  return (
    <HStack gap="1" flexWrap="wrap">
      <SalePeriodBadge period={sale.period} />
      {sale.visibleOnline && (
        <Badge colorPalette="purple" variant="subtle">
          {t(sale.onlineSellable ? 'sales.soldOnline' : 'sales.shownOnline')}
        </Badge>
      )}
      {saleShortOfMinimum(sale, today) && <ShortOfMinimumBadge />}
    </HStack>
  );
}

function SaleList({ rows, sort, onSort, today }: { rows: Sale[]; sort: Sort; onSort: (k: SaleSortKey) => void; today: string }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const seats = useSeats();
  const price = usePriceText();
  return (
    <ListRows
      rows={rows}
      label={t('sales.title')}
      rowKey={(s) => s.id}
      rowData={(s) => ({ 'data-testid': 'sale-row', 'data-id': s.id })}
      card={(s) => (
        <>
          <HStack justify="space-between" gap="2" align="start">
            <SaleLink sale={s} />
            <Text fontSize="sm" whiteSpace="nowrap">
              {price(s)}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {t(`sales.types.${s.type}`)} · {formatDate(s.saleDate)} · {seats(s)}
          </Text>
          <Box mt="1">
            <Flags sale={s} today={today} />
          </Box>
        </>
      )}
      tableTestId="sales-table"
      header={
        <>
          <SortHeader column="name" label={t('sales.fields.name')} sort={sort} onSort={onSort} />
          <Table.ColumnHeader>{t('sales.fields.type')}</Table.ColumnHeader>
          <SortHeader column="saleDate" label={t('sales.fields.saleDate')} sort={sort} onSort={onSort} />
          <Table.ColumnHeader>{t('sales.seats')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('sales.price')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('sales.state')}</Table.ColumnHeader>
        </>
      }
      cells={(s) => (
        <>
          <Table.Cell>
            <SaleLink sale={s} />
          </Table.Cell>
          <Table.Cell>{t(`sales.types.${s.type}`)}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDate(s.saleDate)}</Table.Cell>
          <Table.Cell>{seats(s)}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {price(s)}
          </Table.Cell>
          <Table.Cell>
            <Flags sale={s} today={today} />
          </Table.Cell>
        </>
      )}
    />
  );
}

/**
 * Attività & Tagliandi: one page of the organization's activities and tickets at a time, live from
 * Firestore, searched by name, filtered by type, period and online visibility, sorted by day or name (domain
 * lists/specs.ts saleList); items short of their minimum near their day are flagged.
 */
export function SalesPage() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const creates = useCallAllowed(saveSaleContract);
  const today = useMemo(() => todayInItaly(), []);
  const { filters, setFilters, openedFiltered } = useUrlFilters(saleList.filters);
  const { search, searched, setSearch, sort, toggleSort, pageSize, setPageSize } = useListControls('activities', saleList.defaultSort, {
    freshSearch: openedFiltered,
  });
  const chosen = { type: filters.type ?? '', period: filters.period ?? '', visibleOnline: filters.visibleOnline ?? '' };
  const sales = useSalesPage(profile.orgId, today, { filters: chosen, search: searched, sort, pageSize });
  const total = useSalesTotal(profile.orgId);
  const filtering = Boolean(chosen.type || chosen.period || chosen.visibleOnline || searched.trim());
  const paging = pagingOf(sales, pageSize, setPageSize);

  return (
    <Stack gap="5">
      <ListPageHeader
        title={t('sales.title')}
        count={total === null ? null : t('sales.count', { count: total })}
        countTestId="sales-count"
        create={creates ? { to: '/activities/new', label: t('sales.new'), testId: 'sale-new' } : null}
      />
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
        <ListSearchField
          id="sales-search"
          label={t('sales.search')}
          placeholder={t('sales.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <FilterSelect
          id="sales-type-filter"
          label={t('sales.fields.type')}
          anyLabel={t('sales.anyType')}
          value={chosen.type}
          options={SALE_TYPES.map((type) => [type, t(`sales.types.${type}`)] as const)}
          onChange={(value) => setFilters({ type: value })}
        />
        <FilterSelect
          id="sales-period-filter"
          label={t('sales.state')}
          anyLabel={t('sales.anyPeriod')}
          value={chosen.period}
          options={SALE_PERIODS.map((p) => [p, t(`sales.periods.${p}`)] as const)}
          onChange={(value) => setFilters({ period: value })}
        />
        <FilterSelect
          id="sales-online-filter"
          label={t('sales.fields.visibleOnline')}
          anyLabel={t('sales.anyOnline')}
          value={chosen.visibleOnline}
          options={[
            ['true', t('sales.online.true')],
            ['false', t('sales.online.false')],
          ]}
          onChange={(value) => setFilters({ visibleOnline: value })}
        />
      </SimpleGrid>
      <LiveStatus live={sales} shape="list" errorText={t('sales.loadError')} />
      {sales.status === 'success' && (
        <PagedListPanel
          paging={paging}
          loading={sales.loading ?? false}
          empty={sales.rows.length === 0 ? { text: filtering ? t('sales.noMatch') : t('sales.empty'), testId: 'sales-empty' } : null}
        >
          <SaleList rows={sales.rows} sort={sort} onSort={toggleSort} today={today} />
        </PagedListPanel>
      )}
    </Stack>
  );
}
