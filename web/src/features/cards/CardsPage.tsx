import { useMemo, useState } from 'react';
import {
  Box,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@tessera/domain/constants';
import { CARD_STATUSES, type CardStatus } from '@tessera/domain/entities/member';
import { formatDate, todayInItaly } from '@tessera/domain/locale/dates';
import { LiveStatus } from '../../components/LiveStatus';
import { Pagination } from '../../components/Pagination';
import { usePagedRows } from '../../components/usePagedRows';
import { useSession } from '../auth/session';
import { useCards } from './api/useCards';
import { filterCards, sortByNumber, type CardRow } from './cardRows';
import { CardStatusBadge } from './CardStatusBadge';

function CardLink({ row, children }: { row: CardRow; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link asChild color="inherit" fontWeight="medium">
      <RouterLink to={`/cards/${encodeURIComponent(row.number)}`} aria-label={t('cards.open', { number: row.number, holder: row.holder })}>
        {children}
      </RouterLink>
    </Link>
  );
}

function CardList({ rows }: { rows: CardRow[] }) {
  const { t } = useTranslation();
  const compact = useBreakpointValue({ base: true, md: false }) ?? false;
  if (compact) {
    return (
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={t('cards.title')}>
        {rows.map((r) => (
          <Box as="li" key={r.number} borderBottomWidth="1px" px="4" py="3" data-testid="card-row" data-card={r.number}>
            <HStack justify="space-between" gap="2">
              <CardLink row={r}>
                <Text as="span" fontFamily="mono">
                  {r.number}
                </Text>
              </CardLink>
              <CardStatusBadge status={r.effectiveStatus} inGrace={r.inGrace} />
            </HStack>
            <HStack justify="space-between" gap="2" fontSize="sm" color="fg.muted" mt="1">
              <Text truncate>{r.holder || '—'}</Text>
              <Text flexShrink={0}>{r.validUntil ? formatDate(r.validUntil) : '—'}</Text>
            </HStack>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" data-testid="cards-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('cards.number')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('cards.holder')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('cards.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('cards.validUntil')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.number} data-testid="card-row" data-card={r.number}>
              <Table.Cell fontFamily="mono">
                <CardLink row={r}>{r.number}</CardLink>
              </Table.Cell>
              <Table.Cell>{r.holder || '—'}</Table.Cell>
              <Table.Cell>
                <CardStatusBadge status={r.effectiveStatus} inGrace={r.inGrace} />
              </Table.Cell>
              <Table.Cell>{r.validUntil ? formatDate(r.validUntil) : '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Tessere: the organization's cards live from Firestore, with the status after the grace period (spec §2, §9). */
export function CardsPage() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const today = useMemo(() => todayInItaly(), []);
  const cards = useCards(profile, today);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CardStatus | ''>('');

  const data = cards.status === 'success' ? cards.data : null;
  const sorted = useMemo(() => (data ? sortByNumber(data) : []), [data]);
  const rows = useMemo(() => filterCards(sorted, search, status), [sorted, search, status]);
  const paged = usePagedRows(rows, DEFAULT_PAGE_SIZE);
  const { visible, setPage } = paged;

  return (
    <Stack gap="5">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading size="2xl">{t('cards.title')}</Heading>
        {data && (
          <Text color="fg.muted" data-testid="cards-count">
            {t('cards.count', { count: data.length })}
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
              setPage(0);
            }}
            data-testid="cards-search"
          />
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor="cards-status" fontSize="xs">
            {t('cards.status')}
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id="cards-status"
              value={status}
              bg="app.panel"
              onChange={(e) => {
                setStatus(e.currentTarget.value as CardStatus | '');
                setPage(0);
              }}
              data-testid="cards-status-filter"
            >
              <option value="">{t('cards.anyStatus')}</option>
              {CARD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`cardStatus.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        {t('cards.graceNote', { count: cards.graceMonths })}
      </Text>
      <LiveStatus live={cards} shape="list" errorText={t('cards.loadError')} />
      {data && (
        <Box bg="app.panel" borderRadius="lg" borderWidth="1px">
          {rows.length === 0 ? (
            <Text p="8" textAlign="center" color="fg.muted" data-testid="cards-empty">
              {data.length === 0 ? t('cards.empty') : t('cards.noMatch')}
            </Text>
          ) : (
            <CardList rows={visible} />
          )}
          <Box px="4" borderTopWidth="1px">
            <Pagination page={paged.page} pageSize={paged.pageSize} total={paged.total} onPage={setPage} onPageSize={paged.setPageSize} />
          </Box>
        </Box>
      )}
    </Stack>
  );
}
