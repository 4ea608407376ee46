import { Suspense } from 'react';
import { Badge, Box, Button, Group, HStack, Link, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { QR_TYPES } from '@tessera/domain/campaigns/campaign';
import type { Plan } from '@tessera/domain/constants';
import { saveMailshotContract } from '@tessera/domain/contracts/mailshots';
import { campaignList, type CampaignSortKey } from '@tessera/domain/lists/specs';
import { FilterSelect } from '../../components/FilterSelect';
import { ListPageHeader } from '../../components/ListPageHeader';
import { ListSearchField } from '../../components/ListSearchField';
import { LiveStatus } from '../../components/LiveStatus';
import { PagedListPanel } from '../../components/PagedListPanel';
import { pagingOf } from '../../components/Pagination';
import { SortHeader } from '../../components/SortHeader';
import { ListRows } from '../../components/ListRows';
import { lazyNamed } from '../../lib/lazyNamed';
import { useListControls, type ListSort } from '../../lib/data/useListControls';
import { useCallAllowed, useDateFormatter } from '../../lib/data/usePreferences';
import { useUrlFilters } from '../../lib/data/useUrlFilters';
import { useSession } from '../../lib/session/session';
import { useCampaignsPage, useCampaignsTotal } from './api/useCampaigns';
import { useOrgPlan } from './api/useOrgPlan';
import { isReadOnly, type Campaign } from './campaign';

// the calendar (FullCalendar) is downloaded only when it is first shown
const CampaignCalendar = lazyNamed(() => import('./CampaignCalendar'), 'CampaignCalendar');
// the analytics' charts (recharts) too
const CampaignAnalytics = lazyNamed(() => import('./CampaignAnalytics'), 'CampaignAnalytics');

type Sort = ListSort<CampaignSortKey>;

function CampaignLink({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  return (
    <Link asChild variant="underline" colorPalette="brand" fontWeight="medium">
      <RouterLink to={`/campaigns/${encodeURIComponent(campaign.id)}`} aria-label={t('campaigns.open', { name: campaign.name })}>
        {campaign.name}
      </RouterLink>
    </Link>
  );
}

/** Registrations against the campaign's maximum: "12 / 20", or "12" with no limit. */
export function useRegisteredText() {
  const { t } = useTranslation();
  return (c: Pick<Campaign, 'registered' | 'maxParticipants'>) =>
    c.maxParticipants === null
      ? t('campaigns.registeredUnlimited', { count: c.registered })
      : t('campaigns.registeredOf', { taken: c.registered, total: c.maxParticipants });
}

/** Published or draft, its QR use, and "Sola lettura" when it was made beyond a lower plan's campaigns per month. */
export function CampaignBadges({ campaign, readOnly = false }: { campaign: Campaign; readOnly?: boolean }) {
  const { t } = useTranslation();
  return (
    <HStack gap="1" flexWrap="wrap">
      {readOnly && (
        <Badge colorPalette="orange" variant="subtle" data-testid="campaign-read-only-badge">
          {t('campaigns.readOnly.title')}
        </Badge>
      )}
      <Badge colorPalette={campaign.published ? 'green' : 'gray'} variant="subtle" data-testid="campaign-published">
        {t(campaign.published ? 'campaigns.publishedBadge' : 'campaigns.draftBadge')}
      </Badge>
      <Badge colorPalette="purple" variant="subtle">
        {t(`campaigns.qrTypes.${campaign.qrType}`)}
      </Badge>
    </HStack>
  );
}

function useDays() {
  const formatDate = useDateFormatter();
  return (c: Campaign) => (c.startDate === c.endDate ? formatDate(c.startDate) : `${formatDate(c.startDate)} – ${formatDate(c.endDate)}`);
}

function CampaignList({
  rows,
  sort,
  onSort,
  plan,
}: {
  rows: Campaign[];
  sort: Sort;
  onSort: (k: CampaignSortKey) => void;
  /** the organization's plan (null until read): campaigns made beyond its monthly number are marked read-only */
  plan: Plan | null;
}) {
  const { t } = useTranslation();
  const days = useDays();
  const registered = useRegisteredText();
  return (
    <ListRows
      rows={rows}
      label={t('campaigns.title')}
      rowKey={(c) => c.id}
      rowData={(c) => ({ 'data-testid': 'campaign-row', 'data-id': c.id })}
      card={(c) => (
        <>
          <HStack justify="space-between" gap="2" align="start">
            <CampaignLink campaign={c} />
            <Text fontSize="sm" whiteSpace="nowrap" data-testid="campaign-registered">
              {registered(c)}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {[days(c), c.place].filter(Boolean).join(' · ')}
          </Text>
          <Box mt="1">
            <CampaignBadges campaign={c} readOnly={isReadOnly(c, plan)} />
          </Box>
        </>
      )}
      tableTestId="campaigns-table"
      header={
        <>
          <SortHeader column="name" label={t('campaigns.fields.name')} sort={sort} onSort={onSort} />
          <SortHeader column="startDate" label={t('campaigns.days')} sort={sort} onSort={onSort} />
          <Table.ColumnHeader>{t('campaigns.fields.place')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('campaigns.fields.category')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('campaigns.registrations.title')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('campaigns.state')}</Table.ColumnHeader>
        </>
      }
      cells={(c) => (
        <>
          <Table.Cell>
            <CampaignLink campaign={c} />
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{days(c)}</Table.Cell>
          {/* these wrap (the scroll area sets nowrap on every cell): the state's badges stay in view at 1280 px */}
          <Table.Cell whiteSpace="normal">{c.place || '—'}</Table.Cell>
          <Table.Cell whiteSpace="normal">{c.category || '—'}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="normal" data-testid="campaign-registered">
            {registered(c)}
          </Table.Cell>
          <Table.Cell>
            <CampaignBadges campaign={c} readOnly={isReadOnly(c, plan)} />
          </Table.Cell>
        </>
      )}
    />
  );
}

const VIEWS = ['list', 'calendar', 'analytics'] as const;
type View = (typeof VIEWS)[number];

/** Sets (or, empty, removes) one parameter of the address without a new history entry. */
function useAddressParam() {
  const [params, setParams] = useSearchParams();
  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (value) out.set(key, value);
        else out.delete(key);
        return out;
      },
      { replace: true },
    );
  return [params, setParam] as const;
}

/** List, calendar or analytics, kept in the address (`?view=calendar`) so a reload or a link opens the same one. */
function useView() {
  const [params, setParam] = useAddressParam();
  const view: View = VIEWS.find((v) => v === params.get('view')) ?? 'list';
  return [view, (next: View) => setParam('view', next === 'list' ? '' : next)] as const;
}

/** The analytics' range of start days, in the address too (`?view=analytics&from=2026-01-01`). */
function useAnalyticsRange() {
  const [params, setParam] = useAddressParam();
  return [{ from: params.get('from') ?? '', to: params.get('to') ?? '' }, setParam] as const;
}

function ViewToggle({ view, onView }: { view: View; onView: (v: View) => void }) {
  const { t } = useTranslation();
  return (
    <Group attached role="group" aria-label={t('campaigns.view')}>
      {VIEWS.map((v) => (
        <Button
          key={v}
          size="sm"
          variant={view === v ? 'solid' : 'outline'}
          colorPalette={view === v ? 'brand' : 'gray'}
          aria-pressed={view === v}
          onClick={() => onView(v)}
          data-testid={`campaigns-view-${v}`}
        >
          {t(`campaigns.views.${v}`)}
        </Button>
      ))}
    </Group>
  );
}

/**
 * Campagne: one page of the organization's campaigns at a time, live from Firestore, searched by any
 * word, filtered by QR type and publication, sorted by start day or name (domain lists/specs.ts campaignList); or the
 * same campaigns on a month or week calendar. `mailshots`: the area has its mailshots (the app wires them), linked
 * from the heading for the roles that send them.
 */
export function CampaignsPage({ mailshots = false }: { mailshots?: boolean }) {
  const { t } = useTranslation();
  const sendsMail = useCallAllowed(saveMailshotContract);
  const profile = useSession().profile!;
  const [view, setView] = useView();
  const [analyticsRange, setAnalyticsRange] = useAnalyticsRange();
  const plan = useOrgPlan(profile.orgId);
  const { filters, setFilters, openedFiltered } = useUrlFilters(campaignList.filters);
  const { search, searched, setSearch, sort, toggleSort, pageSize, setPageSize } = useListControls('campaigns', campaignList.defaultSort, {
    freshSearch: openedFiltered,
  });
  const chosen = { qrType: filters.qrType ?? '', published: filters.published ?? '', category: filters.category ?? '' };
  const campaigns = useCampaignsPage(profile.orgId, { filters: chosen, search: searched, sort, pageSize });
  const total = useCampaignsTotal(profile.orgId);
  const filtering = Boolean(chosen.qrType || chosen.published || chosen.category || searched.trim());
  const paging = pagingOf(campaigns, pageSize, setPageSize);

  return (
    <Stack gap="5">
      <ListPageHeader
        title={t('campaigns.title')}
        count={total === null ? null : t('campaigns.count', { count: total })}
        countTestId="campaigns-count"
        create={{ to: '/campaigns/new', label: t('campaigns.new'), testId: 'campaign-new' }}
      >
        <ViewToggle view={view} onView={setView} />
        {mailshots && sendsMail && (
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <RouterLink to="/campaigns/mailshots" data-testid="campaigns-mailshots">
              {t('campaigns.mailshots')}
            </RouterLink>
          </Button>
        )}
      </ListPageHeader>
      {view === 'calendar' ? (
        <Suspense fallback={<Spinner role="status" aria-label={t('common.loading')} alignSelf="center" />}>
          <CampaignCalendar orgId={profile.orgId} />
        </Suspense>
      ) : view === 'analytics' ? (
        <Suspense fallback={<Spinner role="status" aria-label={t('common.loading')} alignSelf="center" />}>
          <CampaignAnalytics range={analyticsRange} onRange={setAnalyticsRange} />
        </Suspense>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="end">
            <ListSearchField
              id="campaigns-search"
              label={t('campaigns.search')}
              placeholder={t('campaigns.searchPlaceholder')}
              value={search}
              onChange={setSearch}
            />
            <FilterSelect
              id="campaigns-qr-filter"
              label={t('campaigns.fields.qrType')}
              anyLabel={t('campaigns.anyQrType')}
              value={chosen.qrType}
              options={QR_TYPES.map((q) => [q, t(`campaigns.qrTypes.${q}`)] as const)}
              onChange={(value) => setFilters({ qrType: value })}
            />
            <FilterSelect
              id="campaigns-published-filter"
              label={t('campaigns.fields.published')}
              anyLabel={t('campaigns.anyPublished')}
              value={chosen.published}
              options={[
                ['true', t('campaigns.publishedBadge')],
                ['false', t('campaigns.draftBadge')],
              ]}
              onChange={(value) => setFilters({ published: value })}
            />
          </SimpleGrid>
          <LiveStatus live={campaigns} shape="list" errorText={t('campaigns.loadError')} />
          {campaigns.status === 'success' && (
            <PagedListPanel
              paging={paging}
              loading={campaigns.loading ?? false}
              empty={
                campaigns.rows.length === 0
                  ? { text: filtering ? t('campaigns.noMatch') : t('campaigns.empty'), testId: 'campaigns-empty' }
                  : null
              }
            >
              <CampaignList rows={campaigns.rows} sort={sort} onSort={toggleSort} plan={plan} />
            </PagedListPanel>
          )}
        </>
      )}
    </Stack>
  );
}
