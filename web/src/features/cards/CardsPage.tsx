import { useMemo } from 'react';
import { Field, HStack, Input, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CARD_STATUSES, type CardStatus } from '@tessera/domain/entities/member';
import { cardList, type CardSortKey } from '@tessera/domain/lists/specs';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { LiveStatus } from '../../components/LiveStatus';
import { PagedListPanel } from '../../components/PagedListPanel';
import { pagingOf } from '../../components/Pagination';
import { FilterSelect } from '../../components/FilterSelect';
import { SortHeader } from '../../components/SortHeader';
import { useListControls, type ListSort } from '../../lib/data/useListControls';
import { useUrlFilters } from '../../lib/data/useUrlFilters';
import { useSession } from '../../lib/session/session';
import { useCardsPage, useCardsTotal } from './api/useCards';
import type { CardRow } from './cardRows';
import { CardStatusBadge } from './CardStatusBadge';
import { HolderLink } from './HolderLink';
import { CardSheetButton } from './CardSheetButton';
import { PageTitle } from '../../components/PageTitle';
import { ListRows } from '../../components/ListRows';

type CardSort = ListSort<CardSortKey>;

function CardLink({ row, children }: { row: CardRow; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link asChild variant="underline" colorPalette="brand" fontWeight="medium">
      <RouterLink to={`/cards/${encodeURIComponent(row.number)}`} aria-label={t('cards.open', { number: row.number, holder: row.holder })}>
        {children}
      </RouterLink>
    </Link>
  );
}

function CardList({ rows, sort, onSort }: { rows: CardRow[]; sort: CardSort; onSort: (key: CardSortKey) => void }) {
  const formatDate = useDateFormatter();
  const { t } = useTranslation();
  return (
    <ListRows
      rows={rows}
      label={t('cards.title')}
      rowKey={(r) => r.number}
      rowData={(r) => ({ 'data-testid': 'card-row', 'data-card': r.number })}
      card={(r) => (
        <>
          <HStack justify="space-between" gap="2">
            <CardLink row={r}>
              <Text as="span" fontFamily="mono">
                {r.number}
              </Text>
            </CardLink>
            <CardStatusBadge status={r.effectiveStatus} inGrace={r.inGrace} />
          </HStack>
          <HStack justify="space-between" gap="2" fontSize="sm" color="fg.muted" mt="1">
            <Text truncate>
              <HolderLink row={r} />
            </Text>
            <Text flexShrink={0}>{r.validUntil ? formatDate(r.validUntil) : '—'}</Text>
          </HStack>
        </>
      )}
      tableTestId="cards-table"
      header={
        <>
          <SortHeader column="number" label={t('cards.number')} sort={sort} onSort={onSort} />
          <SortHeader column="holder" label={t('cards.holder')} sort={sort} onSort={onSort} />
          <Table.ColumnHeader>{t('cards.status')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('cards.validUntil')}</Table.ColumnHeader>
        </>
      }
      cells={(r) => (
        <>
          <Table.Cell fontFamily="mono">
            <CardLink row={r}>{r.number}</CardLink>
          </Table.Cell>
          <Table.Cell>
            <HolderLink row={r} />
          </Table.Cell>
          <Table.Cell>
            <CardStatusBadge status={r.effectiveStatus} inGrace={r.inGrace} />
          </Table.Cell>
          <Table.Cell>{r.validUntil ? formatDate(r.validUntil) : '—'}</Table.Cell>
        </>
      )}
    />
  );
}

/**
 * Tessere: one page of the organization's cards at a time, live from Firestore, with the status after the grace
 * period. Searched, filtered by stored status and sorted by Firestore (domain lists/specs.ts).
 */
export function CardsPage() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const today = useMemo(() => todayInItaly(), []);
  const { filters, setFilters, openedFiltered } = useUrlFilters(cardList.filters);
  const status = (filters.status ?? '') as CardStatus | '';
  const { search, searched, setSearch, sort, toggleSort, pageSize, setPageSize } = useListControls('cards', cardList.defaultSort, {
    freshSearch: openedFiltered,
  });
  const cards = useCardsPage(profile, today, { filters: { status }, search: searched, sort, pageSize });
  const filtering = Boolean(status || searched.trim());
  const everyCard = useCardsTotal(profile);
  const paging = pagingOf(cards, pageSize, setPageSize);

  return (
    <Stack gap="5">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <PageTitle>{t('cards.title')}</PageTitle>
        {everyCard !== null && (
          <Text color="fg.muted" data-testid="cards-count">
            {t('cards.count', { count: everyCard })}
          </Text>
        )}
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
        <Field.Root gridColumn={{ md: 'span 2' }}>
          <Field.Label htmlFor="cards-search" fontSize="xs">
            {t('cards.search')}
          </Field.Label>
          <Input
            id="cards-search"
            type="search"
            placeholder={t('cards.searchPlaceholder')}
            value={search}
            bg="app.panel"
            onChange={(e) => {
              setSearch(e.currentTarget.value);
            }}
            data-testid="cards-search"
          />
        </Field.Root>
        <FilterSelect
          id="cards-status-filter"
          label={t('cards.status')}
          anyLabel={t('cards.anyStatus')}
          value={status}
          options={CARD_STATUSES.map((s) => [s, t(`cardStatus.${s}`)] as const)}
          onChange={(value) => setFilters({ status: value })}
        />
      </SimpleGrid>
      <HStack justify="space-between" align="start" flexWrap="wrap" gap="3">
        <Text fontSize="xs" color="fg.muted">
          {t('cards.graceNote', { count: cards.graceMonths })}
        </Text>
        {cards.status === 'success' && <CardSheetButton rows={cards.rows} />}
      </HStack>
      <LiveStatus live={cards} shape="list" errorText={t('cards.loadError')} />
      {cards.status === 'success' && (
        <PagedListPanel
          paging={paging}
          loading={cards.loading ?? false}
          empty={cards.rows.length === 0 ? { text: filtering ? t('cards.noMatch') : t('cards.empty'), testId: 'cards-empty' } : null}
        >
          <CardList rows={cards.rows} sort={sort} onSort={toggleSort} />
        </PagedListPanel>
      )}
    </Stack>
  );
}
