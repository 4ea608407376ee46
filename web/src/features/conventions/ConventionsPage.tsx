import { useMemo } from 'react';
import { HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { conventionList, type ConventionSortKey } from '@tessera/domain/lists/specs';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { createConventionContract } from '@tessera/domain/contracts/conventions';
import { LiveStatus } from '../../components/LiveStatus';
import { PagedListPanel } from '../../components/PagedListPanel';
import { pagingOf } from '../../components/Pagination';
import { FilterSelect } from '../../components/FilterSelect';
import { SortHeader } from '../../components/SortHeader';
import { ListPageHeader } from '../../components/ListPageHeader';
import { ListSearchField } from '../../components/ListSearchField';
import { ListRows } from '../../components/ListRows';
import { useListControls, type ListSort } from '../../lib/data/useListControls';
import { useUrlFilters } from '../../lib/data/useUrlFilters';
import { useSession } from '../../lib/session/session';
import { useCompanies } from './api/useCompanies';
import { useConventionsPage, useConventionsTotal, type ConventionRow } from './api/useConventions';
import { ConventionStateBadge } from './ConventionStateBadge';
import { ConventionPeriod } from './ConventionPeriod';
import { useCallAllowed, useDateFormatter } from '../../lib/data/usePreferences';

type Sort = ListSort<ConventionSortKey>;

function ConventionLink({ row }: { row: ConventionRow }) {
  const { t } = useTranslation();
  return (
    <Link asChild variant="underline" colorPalette="brand" fontWeight="medium">
      <RouterLink to={`/contracts/${encodeURIComponent(row.id)}`} aria-label={t('conventions.open', { name: row.name })}>
        {row.name}
      </RouterLink>
    </Link>
  );
}

function ConventionList({
  rows,
  companies,
  sort,
  onSort,
}: {
  rows: ConventionRow[];
  companies: Map<string, string>;
  sort: Sort;
  onSort: (k: ConventionSortKey) => void;
}) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  return (
    <ListRows
      rows={rows}
      label={t('conventions.title')}
      rowKey={(r) => r.id}
      rowData={(r) => ({ 'data-testid': 'convention-row', 'data-id': r.id })}
      card={(r) => (
        <>
          <HStack justify="space-between" gap="2" align="start">
            <ConventionLink row={r} />
            <ConventionStateBadge state={r.state} />
          </HStack>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {companies.get(r.company) ?? '—'}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <ConventionPeriod row={r} formatDate={formatDate} />
          </Text>
        </>
      )}
      tableTestId="conventions-table"
      header={
        <>
          <SortHeader column="name" label={t('conventions.name')} sort={sort} onSort={onSort} />
          <Table.ColumnHeader>{t('conventions.company')}</Table.ColumnHeader>
          <SortHeader column="end" label={t('conventions.period')} sort={sort} onSort={onSort} />
          <Table.ColumnHeader>{t('conventions.state')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('conventions.documents')}</Table.ColumnHeader>
        </>
      }
      cells={(r) => (
        <>
          <Table.Cell>
            <ConventionLink row={r} />
          </Table.Cell>
          <Table.Cell>{companies.get(r.company) ?? '—'}</Table.Cell>
          <Table.Cell>
            <ConventionPeriod row={r} formatDate={formatDate} />
          </Table.Cell>
          <Table.Cell>
            <ConventionStateBadge state={r.state} />
          </Table.Cell>
          <Table.Cell textAlign="end">{r.documents.length}</Table.Cell>
        </>
      )}
    />
  );
}

/**
 * Convenzioni: one page of the organization's conventions at a time, live from Firestore, searched by name,
 * filtered by company and sorted by name or end date (domain lists/specs.ts conventionList); expiring and expired
 * ones are marked.
 */
export function ConventionsPage() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const creates = useCallAllowed(createConventionContract);
  const today = useMemo(() => todayInItaly(), []);
  const { filters, setFilters, openedFiltered } = useUrlFilters(conventionList.filters);
  const company = filters.company ?? '';
  const { search, searched, setSearch, sort, toggleSort, pageSize, setPageSize } = useListControls(
    'conventions',
    conventionList.defaultSort,
    {
      freshSearch: openedFiltered,
    },
  );
  const conventions = useConventionsPage(profile.orgId, today, { filters: { company }, search: searched, sort, pageSize });
  const total = useConventionsTotal(profile.orgId);
  const known = useCompanies(profile.orgId);
  const companies = known ?? [];
  const companyNames = useMemo(() => new Map(known ?? []), [known]);
  const filtering = Boolean(company || searched.trim());
  const paging = pagingOf(conventions, pageSize, setPageSize);

  return (
    <Stack gap="5">
      <ListPageHeader
        title={t('conventions.title')}
        count={total === null ? null : t('conventions.count', { count: total })}
        countTestId="conventions-count"
        create={creates ? { to: '/contracts/new', label: t('conventions.new'), testId: 'convention-new' } : null}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
        <ListSearchField
          id="conventions-search"
          label={t('conventions.search')}
          placeholder={t('conventions.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          gridColumn={{ md: 'span 2' }}
        />
        <FilterSelect
          id="conventions-company-filter"
          label={t('conventions.company')}
          anyLabel={t('conventions.anyCompany')}
          value={company}
          options={companies}
          onChange={(value) => setFilters({ company: value })}
        />
      </SimpleGrid>
      <LiveStatus live={conventions} shape="list" errorText={t('conventions.loadError')} />
      {conventions.status === 'success' && (
        <PagedListPanel
          paging={paging}
          loading={conventions.loading ?? false}
          empty={
            conventions.rows.length === 0
              ? { text: filtering ? t('conventions.noMatch') : t('conventions.empty'), testId: 'conventions-empty' }
              : null
          }
        >
          <ConventionList rows={conventions.rows} companies={companyNames} sort={sort} onSort={toggleSort} />
        </PagedListPanel>
      )}
    </Stack>
  );
}
