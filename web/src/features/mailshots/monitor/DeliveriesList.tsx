import { Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_STATES } from '@tessera/domain/mailshots/deliveryEvents';
import { deliveryList, type DeliverySortKey } from '@tessera/domain/lists/specs';
import { ExportMenu } from '../../../components/ExportMenu';
import { FilterSelect } from '../../../components/FilterSelect';
import { LiveStatus } from '../../../components/LiveStatus';
import { PagedListPanel } from '../../../components/PagedListPanel';
import { pagingOf } from '../../../components/Pagination';
import { SortHeader } from '../../../components/SortHeader';
import { ListRows } from '../../../components/ListRows';
import { useListControls, type ListSort } from '../../../lib/data/useListControls';
import { useUrlFilters } from '../../../lib/data/useUrlFilters';
import { useSession } from '../../../lib/session/session';
import { exportDeliveries } from '../api/exportDeliveries';
import { useDeliveriesPage, type DeliveryRow } from '../api/useDeliveries';
import { useWhen } from '../useWhen';
import { DeliveryBadge } from './DeliveryBadge';
import { STATES_WITH_REASON } from './deliveryStates';

/** A failure's or bounce's reason as the provider gave it; nothing for the other states. */
const reasonOf = (d: DeliveryRow) => (STATES_WITH_REASON.includes(d.state) ? d.error : null);

function DeliveryRows({
  rows,
  sort,
  onSort,
}: {
  rows: DeliveryRow[];
  sort: ListSort<DeliverySortKey>;
  onSort: (k: DeliverySortKey) => void;
}) {
  const { t } = useTranslation();
  const when = useWhen();
  return (
    <ListRows
      rows={rows}
      // not the section's own name (its heading): two regions of one name are two landmarks nobody can tell apart
      label={t('mailshots.monitor.table')}
      rowKey={(d) => d.id}
      rowData={(d) => ({ 'data-testid': 'delivery-row', 'data-id': d.id, 'data-state': d.state })}
      card={(d) => (
        <>
          <HStack justify="space-between" gap="2" align="start">
            <Text fontWeight="medium" wordBreak="break-all" data-testid="delivery-email">
              {d.email}
            </Text>
            <DeliveryBadge state={d.state} />
          </HStack>
          {reasonOf(d) && (
            <Text fontSize="sm" color="fg.error" mt="1" wordBreak="break-word" data-testid="delivery-error">
              {reasonOf(d)}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted" mt="1">
            {when(d.updatedAt)}
          </Text>
        </>
      )}
      tableTestId="deliveries-table"
      scrollRegion
      header={
        <>
          <SortHeader column="email" label={t('mailshots.monitor.columns.email')} sort={sort} onSort={onSort} />
          <Table.ColumnHeader>{t('mailshots.monitor.columns.state')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('mailshots.monitor.columns.error')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('mailshots.monitor.columns.updatedAt')}</Table.ColumnHeader>
        </>
      }
      cells={(d) => (
        <>
          <Table.Cell data-testid="delivery-email">{d.email}</Table.Cell>
          <Table.Cell>
            <DeliveryBadge state={d.state} />
          </Table.Cell>
          <Table.Cell color="fg.error" maxW="md" wordBreak="break-word" data-testid="delivery-error">
            {reasonOf(d) ?? ''}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{when(d.updatedAt)}</Table.Cell>
        </>
      )}
    />
  );
}

/**
 * Every recipient's delivery, live: one page at a time by address, filtered by state (the filter kept in
 * the page's address, `?state=BOUNCED`), the reason of a failure or bounce beside it; exported as XLSX, CSV or TXT with
 * the same filter.
 */
export function DeliveriesList({ mailshotId }: { mailshotId: string }) {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const { filters, setFilters } = useUrlFilters(deliveryList.filters);
  // a state typed into the address that is none of them filters nothing
  const state = DELIVERY_STATES.find((s) => s === filters.state) ?? '';
  const { sort, toggleSort, pageSize, setPageSize } = useListControls('deliveries', deliveryList.defaultSort);
  const deliveries = useDeliveriesPage(profile.orgId, mailshotId, { filters: { state }, sort, pageSize });
  const paging = pagingOf(deliveries, pageSize, setPageSize);
  return (
    <Stack as="section" gap="3" aria-labelledby="mailshot-deliveries-title" data-testid="mailshot-deliveries">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="md" id="mailshot-deliveries-title">
          {t('mailshots.monitor.list')}
        </Heading>
        <ExportMenu testId="deliveries-export" onExport={(format) => exportDeliveries(mailshotId, state || null, format)} />
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
        <FilterSelect
          id="deliveries-state-filter"
          label={t('mailshots.monitor.columns.state')}
          anyLabel={t('mailshots.anyState')}
          value={state}
          options={DELIVERY_STATES.map((s) => [s, t(`mailshots.deliveryStates.${s}`)] as const)}
          onChange={(value) => setFilters({ state: value })}
        />
      </SimpleGrid>
      <LiveStatus live={deliveries} shape="list" errorText={t('mailshots.monitor.loadError')} />
      {deliveries.status === 'success' && (
        <PagedListPanel
          paging={paging}
          loading={deliveries.loading ?? false}
          empty={
            deliveries.rows.length === 0
              ? { text: state ? t('mailshots.monitor.noMatch') : t('mailshots.monitor.empty'), testId: 'deliveries-empty' }
              : null
          }
        >
          <DeliveryRows rows={deliveries.rows} sort={sort} onSort={toggleSort} />
        </PagedListPanel>
      )}
    </Stack>
  );
}
