import { useMemo, useState } from 'react';
import { Alert, Box, Heading, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@tessera/domain/constants';
import { Pagination } from '../../components/Pagination';
import { storage } from '../../lib/storage';
import { useSession } from '../auth/session';
import { useListValueNames } from '../configs/api/useListValues';
import { useMembers } from './api/useMembers';
import { filterMembers } from './filterMembers';
import { MemberRows } from './MemberRows';

/** Associati: the organization's members, live from Firestore (a group admin sees only its groups). */
export function SubscribersPage() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const members = useMembers(profile);
  const lists = useListValueNames(profile.orgId);
  const saved = storage.listPreferences('users');
  const [search, setSearch] = useState(saved?.search ?? '');
  const [pageSize, setPageSize] = useState(saved?.pageSize ?? DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(0);

  const rows = useMemo(() => (members.status === 'success' ? filterMembers(members.data, search) : []), [members, search]);
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const current = Math.min(page, lastPage);
  const visible = rows.slice(current * pageSize, (current + 1) * pageSize);

  function remember(next: { search?: string; pageSize?: number }) {
    storage.setListPreferences('users', { search: next.search ?? search, pageSize: next.pageSize ?? pageSize });
  }

  return (
    <Stack gap="5">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading size="2xl">{t('subscribers.title')}</Heading>
        {members.status === 'success' && (
          <Text color="fg.muted" data-testid="members-count">
            {t('subscribers.count', { count: members.data.length })}
          </Text>
        )}
      </HStack>
      <Input
        type="search"
        placeholder={t('subscribers.searchPlaceholder')}
        aria-label={t('common.search')}
        value={search}
        bg="app.panel"
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(0);
          remember({ search: e.currentTarget.value });
        }}
        data-testid="members-search"
      />
      {members.status === 'error' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('subscribers.loadError')}</Alert.Title>
        </Alert.Root>
      )}
      {members.status === 'loading' && (
        <Stack gap="2" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height="10" />
          ))}
        </Stack>
      )}
      {members.status === 'success' && (
        <Box bg="app.panel" borderRadius="lg" borderWidth="1px">
          {rows.length === 0 ? (
            <Text p="8" textAlign="center" color="fg.muted" data-testid="members-empty">
              {members.data.length === 0 ? t('subscribers.empty') : t('subscribers.noMatch')}
            </Text>
          ) : (
            <MemberRows rows={visible} groupName={(id) => (id && lists?.groups?.get(id)) ?? '—'} />
          )}
          <Box px="4" borderTopWidth="1px">
            <Pagination
              page={current}
              pageSize={pageSize}
              total={rows.length}
              onPage={setPage}
              onPageSize={(s) => {
                setPageSize(s);
                setPage(0);
                remember({ pageSize: s });
              }}
            />
          </Box>
        </Box>
      )}
    </Stack>
  );
}
