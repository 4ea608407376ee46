import { Badge, Box, Button, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DECEASED_NOTICE_STATUSES, type DeceasedNoticeStatus } from '@tessera/domain/entities/deceasedNotice';
import { deceasedNoticeList } from '@tessera/domain/lists/specs';
import { FilterSelect } from '../../components/FilterSelect';
import { LiveStatus } from '../../components/LiveStatus';
import { PageTitle } from '../../components/PageTitle';
import { PagedListPanel } from '../../components/PagedListPanel';
import { pagingOf } from '../../components/Pagination';
import { useListControls } from '../../lib/data/useListControls';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { useUrlFilters } from '../../lib/data/useUrlFilters';
import { useSession } from '../../lib/session/session';
import { useDeceasedNoticePage } from './api/deceasedNotices';

/** The page opens on the reports waiting for a decision; `ALL` in the address shows every status. */
const EVERY_STATUS = 'ALL';
const STATUS_PALETTE: Record<DeceasedNoticeStatus, string> = { PENDING: 'orange', CONFIRMED: 'gray', DISMISSED: 'gray' };

/**
 * /subscribers/deceased-notices: other organizations' reports that one of the members is deceased, newest first,
 * the pending ones unless another status is chosen. Each opens its member, whose page confirms or dismisses it.
 */
export function DeceasedNoticesPage() {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const profile = useSession().profile!;
  const { filters, setFilters } = useUrlFilters(deceasedNoticeList.filters);
  const { pageSize, setPageSize } = useListControls('deceasedNotices', deceasedNoticeList.defaultSort);
  const status = filters.status ?? 'PENDING';
  const chosen = status === EVERY_STATUS ? '' : status;
  const page = useDeceasedNoticePage(profile, {
    filters: chosen ? { status: chosen } : {},
    sort: deceasedNoticeList.defaultSort,
    pageSize,
  });
  const paging = pagingOf(page, pageSize, setPageSize);

  return (
    <Stack gap="5" maxW="6xl">
      <Link asChild fontSize="sm" color="fg.muted" alignSelf="start">
        <RouterLink to="/subscribers">← {t('members.back')}</RouterLink>
      </Link>
      <Stack gap="1">
        <PageTitle>{t('members.deceasedNotice.title')}</PageTitle>
        <Text color="fg.muted">{t('members.deceasedNotice.intro')}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
        <FilterSelect
          id="deceased-notice-status"
          label={t('members.deceasedNotice.status')}
          anyLabel={t('members.deceasedNotice.anyStatus')}
          value={chosen}
          options={DECEASED_NOTICE_STATUSES.map((s) => [s, t(`members.deceasedNotice.statuses.${s}`)] as const)}
          onChange={(v) => setFilters({ status: v || EVERY_STATUS })}
        />
      </SimpleGrid>
      <LiveStatus live={page} shape="list" errorText={t('members.deceasedNotice.loadError')} />
      {page.status === 'success' && (
        <PagedListPanel
          paging={paging}
          loading={page.loading ?? false}
          empty={
            page.rows.length === 0
              ? {
                  text: t(chosen === 'PENDING' ? 'members.deceasedNotice.nonePending' : 'members.deceasedNotice.none'),
                  testId: 'deceased-notices-empty',
                }
              : null
          }
        >
          <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={t('members.deceasedNotice.title')}>
            {page.rows.map((r) => (
              <Box as="li" key={r.id} px="4" py="3" borderBottomWidth="1px" data-testid="deceased-notice-row" data-status={r.status}>
                <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
                  <Stack gap="1" minW="0">
                    <Text fontWeight="medium" wordBreak="break-word">
                      {r.memberName || r.memberId}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t('members.deceasedNotice.reported', { org: r.orgName, date: formatDate(r.at, { timeZone: 'Europe/Rome' }) })}
                    </Text>
                    <Box>
                      <Badge colorPalette={STATUS_PALETTE[r.status]}>{t(`members.deceasedNotice.statuses.${r.status}`)}</Badge>
                    </Box>
                  </Stack>
                  <Button asChild size="sm" variant="outline" alignSelf={{ base: 'stretch', md: 'center' }} flexShrink={0}>
                    <RouterLink to={`/subscribers/${encodeURIComponent(r.memberId)}`} data-testid="deceased-notice-open">
                      {t(r.status === 'PENDING' ? 'members.deceasedNotice.openToDecide' : 'members.deceasedNotice.openMember')}
                    </RouterLink>
                  </Button>
                </Stack>
              </Box>
            ))}
          </Stack>
        </PagedListPanel>
      )}
    </Stack>
  );
}
