import { useCallback, useState, type ReactNode } from 'react';
import { Box, Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_STATUSES, CARD_STATUSES } from '@tessera/domain/entities/member';
import { memberList, MEMBER_SORTS, type MemberSortKey } from '@tessera/domain/lists/specs';
import { createMemberContract } from '@tessera/domain/contracts/members';
import { inviteMembersContract } from '@tessera/domain/contracts/invitations';
import { INVITE_IDS_MAX } from '@tessera/domain/members/invitation';
import { InviteMembersButton } from '../../components/invitations/InviteMembersButton';
import { LiveStatus } from '../../components/LiveStatus';
import { PagedListPanel } from '../../components/PagedListPanel';
import { pagingOf } from '../../components/Pagination';
import { FilterSelect } from '../../components/FilterSelect';
import { useListControls } from '../../lib/data/useListControls';
import { useUrlFilters } from '../../lib/data/useUrlFilters';
import { useSession } from '../../lib/session/session';
import { useCallAllowed, useShownMemberFields } from '../../lib/data/usePreferences';
import { useListValueNames } from '../../lib/data/useListValues';
import { useMembersPage, useMembersTotal, type MemberFilters } from './api/useMembers';
import { MemberRows, type RowSelection } from './MemberRows';
import { PageTitle } from '../../components/PageTitle';
import { DeceasedNoticesLink, DeceasedNoticesReminder } from './DeceasedNoticesLink';

const sortedEntries = (m: Map<string, string> | undefined, only?: readonly string[]): [string, string][] =>
  [...(m ?? new Map<string, string>()).entries()]
    .filter(([id]) => !only || only.includes(id))
    .sort((a, b) => a[1].localeCompare(b[1], 'it'));

export interface SubscribersPageProps {
  /** the file actions beside the title (export, bulk upload), given the active filters and search: app/ composes them */
  fileTools?: (filters: Record<string, string>) => ReactNode;
}

/**
 * Associati: one page of the organization's members at a time, live from Firestore (a group admin sees only its
 * groups). Search, filters and sorting are Firestore queries (domain lists/specs.ts), so 100,000 members cost
 * what one page costs.
 */
export function SubscribersPage({ fileTools }: SubscribersPageProps) {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const creates = useCallAllowed(createMemberContract);
  const invites = useCallAllowed(inviteMembersContract);
  // the rows chosen for an invitation, across pages and searches, up to what one invitation takes
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selection: RowSelection | undefined = invites
    ? {
        selected,
        toggle: (ids, on) =>
          setSelected((current) => {
            const next = new Set(current);
            for (const id of ids)
              if (on && next.size < INVITE_IDS_MAX) next.add(id);
              else if (!on) next.delete(id);
            return next;
          }),
      }
    : undefined;
  const lists = useListValueNames(profile.orgId);
  const { filters, setFilters, openedFiltered } = useUrlFilters(memberList.filters);
  const { search, searched, setSearch, sort, setSort, toggleSort, pageSize, setPageSize } = useListControls(
    'users',
    memberList.defaultSort,
    { freshSearch: openedFiltered },
  );
  const members = useMembersPage(profile, { filters, search: searched, sort, pageSize });
  const everyone = useMembersTotal(profile);
  // one pagination above the table and one below: a page of 100 rows is long
  const paging = pagingOf(members, pageSize, setPageSize);

  const shown = useShownMemberFields();
  const groupName = useCallback((id: string | undefined) => (id && lists?.groups?.get(id)) ?? '—', [lists]);
  const filtering = Object.values(filters).some(Boolean);

  function setFilter(key: keyof MemberFilters, value: string) {
    setFilters({ ...filters, [key]: value });
  }

  return (
    <Stack gap="5">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <PageTitle>{t('members.title')}</PageTitle>
        <HStack gap="4" flexWrap="wrap">
          {everyone !== null && (
            <Text color="fg.muted" data-testid="members-count">
              {t('members.count', { count: everyone })}
            </Text>
          )}
          {fileTools?.({
            ...Object.fromEntries(Object.entries(filters).filter(([, v]) => Boolean(v))),
            ...(search.trim() ? { search: search.trim() } : {}),
          })}
          <DeceasedNoticesLink />
          {creates && (
            <Button asChild colorPalette="brand" size="sm" data-testid="member-new">
              <RouterLink to="/subscribers/new">+ {t('members.new')}</RouterLink>
            </Button>
          )}
        </HStack>
      </HStack>
      <DeceasedNoticesReminder />
      <Input
        type="search"
        placeholder={t('members.searchPlaceholder')}
        aria-label={t('common.search')}
        value={search}
        bg="app.panel"
        onChange={(e) => {
          setSearch(e.currentTarget.value);
        }}
        data-testid="members-search"
      />
      <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0">
        <Box as="legend" srOnly>
          {t('members.filters.title')}
        </Box>
        <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3" alignItems="end">
          {shown.group && (
            <FilterSelect
              anyLabel={t('members.filters.any')}
              size="sm"
              id="filter-group"
              label={t('members.filters.group')}
              value={filters.group ?? ''}
              options={sortedEntries(lists?.groups, profile.role === 'group' ? profile.groups : undefined)}
              onChange={(v) => setFilter('group', v)}
            />
          )}
          {shown.section && (
            <FilterSelect
              anyLabel={t('members.filters.any')}
              size="sm"
              id="filter-section"
              label={t('members.filters.section')}
              value={filters.section ?? ''}
              options={sortedEntries(lists?.sections)}
              onChange={(v) => setFilter('section', v)}
            />
          )}
          <FilterSelect
            anyLabel={t('members.filters.any')}
            size="sm"
            id="filter-category"
            label={t('members.filters.category')}
            value={filters.category ?? ''}
            options={sortedEntries(lists?.categories)}
            onChange={(v) => setFilter('category', v)}
          />
          <FilterSelect
            anyLabel={t('members.filters.any')}
            size="sm"
            id="filter-account-status"
            label={t('members.filters.accountStatus')}
            value={filters.accountStatus ?? ''}
            options={ACCOUNT_STATUSES.map((s) => [s, t(`accountStatus.${s}`)])}
            onChange={(v) => setFilter('accountStatus', v)}
          />
          <FilterSelect
            anyLabel={t('members.filters.any')}
            size="sm"
            id="filter-card-status"
            label={t('members.filters.cardStatus')}
            value={filters.cardStatus ?? ''}
            options={CARD_STATUSES.map((s) => [s, t(`cardStatus.${s}`)])}
            onChange={(v) => setFilter('cardStatus', v)}
          />
        </SimpleGrid>
        <HStack justify="space-between" mt="2" flexWrap="wrap">
          <HStack gap="2" hideFrom="md">
            <label htmlFor="sort-mobile" style={{ fontSize: 'var(--chakra-font-sizes-xs)' }}>
              {t('members.sort')}
            </label>
            <NativeSelect.Root size="xs" width="auto">
              <NativeSelect.Field
                id="sort-mobile"
                value={`${sort.key}:${sort.dir}`}
                onChange={(e) => {
                  const [key, dir] = e.currentTarget.value.split(':') as [MemberSortKey, 'asc' | 'desc'];
                  setSort({ key, dir });
                }}
              >
                {MEMBER_SORTS.flatMap((k) =>
                  (['asc', 'desc'] as const).map((d) => (
                    <option key={`${k}:${d}`} value={`${k}:${d}`}>
                      {t(`members.${k}`)} {d === 'asc' ? '▲' : '▼'}
                    </option>
                  )),
                )}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          {filtering && (
            <HStack gap="3" ms="auto">
              <Text fontSize="sm" color="fg.muted" data-testid="members-shown">
                {members.total !== null && t('members.filters.shown', { count: members.total })}
              </Text>
              <Button size="xs" variant="outline" onClick={() => setFilters({})} data-testid="filters-clear">
                {t('members.filters.clear')}
              </Button>
            </HStack>
          )}
        </HStack>
      </Box>
      {selected.size > 0 && (
        <HStack
          gap="3"
          flexWrap="wrap"
          bg="app.panel"
          borderWidth="1px"
          borderRadius="md"
          px="4"
          py="2"
          role="region"
          aria-label={t('members.select.bar')}
          data-testid="members-selection"
        >
          <Text fontSize="sm" fontWeight="medium">
            {t('members.select.count', { count: selected.size })}
          </Text>
          {selected.size >= INVITE_IDS_MAX && (
            <Text fontSize="sm" color="fg.muted">
              {t('members.select.max', { count: INVITE_IDS_MAX })}
            </Text>
          )}
          <HStack gap="2" ms="auto">
            <InviteMembersButton
              size="sm"
              target={{ memberIds: [...selected] }}
              label={t('members.access.invite')}
              testId="members-invite"
            />
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())} data-testid="members-select-clear">
              {t('members.select.clear')}
            </Button>
          </HStack>
        </HStack>
      )}
      <LiveStatus live={members} shape="list" errorText={t('members.loadError')} />
      {members.status === 'success' && (
        <PagedListPanel
          paging={paging}
          loading={members.loading ?? false}
          empty={
            members.rows.length === 0 ? { text: everyone === 0 ? t('members.empty') : t('members.noMatch'), testId: 'members-empty' } : null
          }
        >
          <MemberRows
            rows={members.rows}
            groupName={shown.group ? groupName : null}
            sort={sort}
            onSort={toggleSort}
            selection={selection}
          />
        </PagedListPanel>
      )}
    </Stack>
  );
}
