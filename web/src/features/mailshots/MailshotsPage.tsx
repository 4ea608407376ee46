import { HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { mailshotList, type MailshotSortKey } from '@tessera/domain/lists/specs';
import { MAILSHOT_STATES } from '@tessera/domain/mailshots/mailshot';
import { BackLink } from '../../components/BackLink';
import { FilterSelect } from '../../components/FilterSelect';
import { ListPageHeader } from '../../components/ListPageHeader';
import { LiveStatus } from '../../components/LiveStatus';
import { PagedListPanel } from '../../components/PagedListPanel';
import { pagingOf } from '../../components/Pagination';
import { SortHeader } from '../../components/SortHeader';
import { ListRows } from '../../components/ListRows';
import { useListControls, type ListSort } from '../../lib/data/useListControls';
import { useUrlFilters } from '../../lib/data/useUrlFilters';
import { useSession } from '../../lib/session/session';
import { useMailshotsPage, useMailshotsTotal } from './api/useMailshots';
import { MailshotBadge } from './MailshotBadge';
import type { Mailshot } from './mailshot';
import { useWhen } from './useWhen';

type Sort = ListSort<MailshotSortKey>;

function MailshotLink({ mailshot }: { mailshot: Mailshot }) {
  const { t } = useTranslation();
  const subject = mailshot.subject || t('mailshots.noSubject');
  return (
    <Link asChild variant="underline" colorPalette="brand" fontWeight="medium" wordBreak="break-word">
      <RouterLink to={`/campaigns/mailshots/${encodeURIComponent(mailshot.id)}`} aria-label={t('mailshots.open', { subject })}>
        {subject}
      </RouterLink>
    </Link>
  );
}

/** "1.234" recipients once the send resolved them; a draft has none yet. */
function useRecipientsText() {
  const { t, i18n } = useTranslation();
  return (m: Mailshot) => (m.count ? new Intl.NumberFormat(i18n.language).format(m.count.recipients) : t('mailshots.notYet'));
}

function MailshotRows({ rows, sort, onSort }: { rows: Mailshot[]; sort: Sort; onSort: (k: MailshotSortKey) => void }) {
  const { t } = useTranslation();
  const when = useWhen();
  const recipients = useRecipientsText();
  return (
    <ListRows
      rows={rows}
      label={t('mailshots.title')}
      rowKey={(m) => m.id}
      rowData={(m) => ({ 'data-testid': 'mailshot-row', 'data-id': m.id })}
      card={(m) => (
        <>
          <HStack justify="space-between" gap="2" align="start">
            <MailshotLink mailshot={m} />
            <MailshotBadge state={m.state} stopped={m.stoppedByImport !== null} />
          </HStack>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {[when(m.createdAt), m.createdBy, m.count ? t('mailshots.recipientsCount', { count: m.count.recipients }) : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </>
      )}
      tableTestId="mailshots-table"
      scrollRegion
      header={
        <>
          <Table.ColumnHeader>{t('mailshots.fields.subject')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('mailshots.columns.state')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('mailshots.columns.recipients')}</Table.ColumnHeader>
          <SortHeader column="createdAt" label={t('mailshots.columns.createdAt')} sort={sort} onSort={onSort} />
          <Table.ColumnHeader>{t('mailshots.columns.createdBy')}</Table.ColumnHeader>
        </>
      }
      cells={(m) => (
        <>
          <Table.Cell>
            <MailshotLink mailshot={m} />
          </Table.Cell>
          <Table.Cell>
            <MailshotBadge state={m.state} stopped={m.stoppedByImport !== null} />
          </Table.Cell>
          <Table.Cell textAlign="end" data-testid="mailshot-recipients">
            {recipients(m)}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{when(m.createdAt)}</Table.Cell>
          <Table.Cell>{m.createdBy || '—'}</Table.Cell>
        </>
      )}
    />
  );
}

/**
 * /campaigns/mailshots — Invii email: one page of the organization's mailshots at a time, live, the newest
 * first, filtered by state (domain lists/specs.ts mailshotList); each opens its draft or its monitor.
 */
export function MailshotsPage() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const { filters, setFilters } = useUrlFilters(mailshotList.filters);
  // the page size is remembered like every list's (lib/storage.ts); no search box: a mailshot is found by state and date
  const { sort, toggleSort, pageSize, setPageSize } = useListControls('mailshots', mailshotList.defaultSort);
  const state = filters.state ?? '';
  const mailshots = useMailshotsPage(profile.orgId, { filters: { state }, sort, pageSize });
  const total = useMailshotsTotal(profile.orgId);
  const paging = pagingOf(mailshots, pageSize, setPageSize);
  return (
    <Stack gap="5">
      <BackLink to="/campaigns" label={t('mailshots.backToCampaigns')} />
      <ListPageHeader
        title={t('mailshots.title')}
        count={total === null ? null : t('mailshots.count', { count: total })}
        countTestId="mailshots-count"
        create={{ to: '/campaigns/mailshots/new', label: t('mailshots.new'), testId: 'mailshot-new' }}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
        <FilterSelect
          id="mailshots-state-filter"
          label={t('mailshots.columns.state')}
          anyLabel={t('mailshots.anyState')}
          value={state}
          options={MAILSHOT_STATES.map((s) => [s, t(`mailshots.states.${s}`)] as const)}
          onChange={(value) => setFilters({ state: value })}
        />
      </SimpleGrid>
      <LiveStatus live={mailshots} shape="list" errorText={t('mailshots.loadError')} />
      {mailshots.status === 'success' && (
        <PagedListPanel
          paging={paging}
          loading={mailshots.loading ?? false}
          empty={
            mailshots.rows.length === 0 ? { text: state ? t('mailshots.noMatch') : t('mailshots.empty'), testId: 'mailshots-empty' } : null
          }
        >
          <MailshotRows rows={mailshots.rows} sort={sort} onSort={toggleSort} />
        </PagedListPanel>
      )}
    </Stack>
  );
}
