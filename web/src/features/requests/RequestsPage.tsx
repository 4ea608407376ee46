import { useState } from 'react';
import { Badge, Box, Button, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { REQUEST_DECISIONS, REQUEST_STATUSES, REQUEST_TYPES, type RequestDecision } from '@tessera/domain/entities/memberRequest';
import { requestList, REQUEST_FILTERS } from '@tessera/domain/lists/specs';
import { formatCents } from '@tessera/domain/locale/money';
import { decideRequestContract } from '@tessera/domain/contracts/requests';
import { FilterSelect } from '../../components/FilterSelect';
import { LiveStatus } from '../../components/LiveStatus';
import { PagedListPanel } from '../../components/PagedListPanel';
import { pagingOf } from '../../components/Pagination';
import { PageTitle } from '../../components/PageTitle';
import { useListControls } from '../../lib/data/useListControls';
import { useCallAllowed, useDateFormatter } from '../../lib/data/usePreferences';
import { useUrlFilters } from '../../lib/data/useUrlFilters';
import { useSession } from '../../lib/session/session';
import { useRequestsPage } from './api/useRequestsPage';
import { DecideDialog } from './DecideDialog';
import type { RequestRow } from './requestRows';

/** The page opens on what waits for a decision; `ALL` in the address shows every status. */
const EVERY_STATUS = 'ALL';
const STATUS_PALETTE = { PENDING: 'orange', ACCEPTED: 'green', REFUSED: 'red', WITHDRAWN: 'gray' } as const;

interface RequestItemProps {
  row: RequestRow;
  onDecide: ((d: RequestDecision) => void) | null;
  /** taken once for the list: a formatter per row would listen to the preferences once per row */
  formatDate: ReturnType<typeof useDateFormatter>;
}

function RequestItem({ row, onDecide, formatDate }: RequestItemProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  return (
    <Box as="li" px="4" py="3" borderBottomWidth="1px" data-testid="request-row" data-id={row.id} data-status={row.status}>
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
        <Stack gap="1" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette="brand">{t(`requests.types.${row.type}`)}</Badge>
            <Link asChild variant="underline" colorPalette="brand" fontWeight="medium">
              <RouterLink to={`/subscribers/${encodeURIComponent(row.memberId)}`}>{row.holder || row.memberId}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {row.askedAt ? t('requests.askedOn', { date: formatDate(row.askedAt) }) : ''}
            </Text>
          </HStack>
          {row.type === 'REFUND' && (
            <Text>
              {row.paymentId ? (
                <Link asChild variant="underline">
                  <RouterLink to={`/payments/${encodeURIComponent(row.paymentId)}`}>{row.object || t('requests.payment')}</RouterLink>
                </Link>
              ) : (
                row.object
              )}
              {row.amount !== null && ` · ${formatCents(row.amount, lang)}`}
            </Text>
          )}
          <HStack gap="2" flexWrap="wrap" fontSize="sm">
            <Badge colorPalette={STATUS_PALETTE[row.status]} data-testid="request-status">
              {t(`requests.statuses.${row.status}`)}
            </Badge>
            {row.decidedBy && row.decidedAt && (
              <Text color="fg.muted">{t('requests.decidedBy', { who: row.decidedBy, date: formatDate(row.decidedAt) })}</Text>
            )}
            {row.refund === 'PENDING' && <Text color="fg.muted">{t('requests.refundPending')}</Text>}
          </HStack>
          {row.note && (
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
              {t('requests.noteShown', { note: row.note })}
            </Text>
          )}
        </Stack>
        {onDecide && row.status === 'PENDING' && (
          <HStack gap="2" alignSelf={{ base: 'stretch', md: 'center' }} flexShrink={0}>
            {REQUEST_DECISIONS.map((d) => (
              <Button
                key={d}
                size="sm"
                colorPalette={d === 'accept' ? 'brand' : undefined}
                variant={d === 'accept' ? 'solid' : 'outline'}
                flex={{ base: 1, md: 'none' }}
                onClick={() => onDecide(d)}
                data-testid={`request-${d}`}
              >
                {t(`requests.${d}`)}
              </Button>
            ))}
          </HStack>
        )}
      </Stack>
    </Box>
  );
}

/**
 * Richieste: the members' requests — refunds of a payment, cancellations of a membership — newest first,
 * the pending ones at first; the refund roles accept or refuse each after a confirmation, and the member is told by mail.
 */
export function RequestsPage() {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const profile = useSession().profile!;
  const { filters, setFilters } = useUrlFilters(REQUEST_FILTERS);
  const { pageSize, setPageSize } = useListControls('requests', requestList.defaultSort);
  const status = filters.status ?? 'PENDING';
  const chosen = { type: filters.type ?? '', status: status === EVERY_STATUS ? '' : status };
  const page = useRequestsPage(profile, { filters: chosen, sort: requestList.defaultSort, pageSize });
  const [deciding, setDeciding] = useState<{ row: RequestRow; decision: RequestDecision } | null>(null);
  const decides = useCallAllowed(decideRequestContract);
  const paging = pagingOf(page, pageSize, setPageSize);

  return (
    <Stack gap="5">
      <PageTitle>{t('requests.title')}</PageTitle>
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3" alignItems="end">
        <FilterSelect
          id="requests-status-filter"
          label={t('requests.status')}
          anyLabel={t('requests.anyStatus')}
          value={chosen.status}
          options={REQUEST_STATUSES.map((s) => [s, t(`requests.statuses.${s}`)] as const)}
          onChange={(v) => setFilters({ ...filters, status: v || EVERY_STATUS })}
        />
        <FilterSelect
          id="requests-type-filter"
          label={t('requests.type')}
          anyLabel={t('requests.anyType')}
          value={chosen.type}
          options={REQUEST_TYPES.map((s) => [s, t(`requests.types.${s}`)] as const)}
          onChange={(v) => setFilters({ ...filters, type: v })}
        />
      </SimpleGrid>
      <LiveStatus live={page} shape="list" errorText={t('requests.loadError')} />
      {page.status === 'success' && (
        <PagedListPanel
          paging={paging}
          loading={page.loading ?? false}
          empty={
            page.rows.length === 0
              ? {
                  text: t(chosen.status === 'PENDING' && !chosen.type ? 'requests.nonePending' : 'requests.noMatch'),
                  testId: 'requests-empty',
                }
              : null
          }
        >
          <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={t('requests.title')}>
            {page.rows.map((r) => (
              <RequestItem
                key={r.id}
                row={r}
                formatDate={formatDate}
                onDecide={decides ? (decision) => setDeciding({ row: r, decision }) : null}
              />
            ))}
          </Stack>
        </PagedListPanel>
      )}
      {deciding && <DecideDialog row={deciding.row} decision={deciding.decision} onClose={() => setDeciding(null)} />}
    </Stack>
  );
}
