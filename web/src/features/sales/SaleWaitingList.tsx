import { Badge, Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LiveStatus } from '../../components/LiveStatus';
import { useDateFormatter } from '../../lib/data/usePreferences';
import type { Filter } from '../../lib/data/live';
import { useWaitingList } from './api/useWaitingList';

/**
 * The item's waiting list for the back office (live): who waits, in line order, for how many seats; the ones whose
 * seats are held for them say until when. Seats given back are offered by the server, first come first served.
 * Shown only while someone waits.
 */
export function SaleWaitingList({ orgId, saleId, scope }: { orgId: string; saleId: string; scope: Filter[] | null }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const live = useWaitingList(orgId, saleId, scope);
  if (live.status === 'success' && live.data.length === 0) return null;
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid="sale-waiting-list">
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t('sales.waitingList.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('sales.waitingList.help')}
        </Text>
        <LiveStatus live={live} shape="list" errorText={t('sales.waitingList.loadError')} />
        {live.status === 'success' && (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader textAlign="end">#</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('sales.registrations.member')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('sales.registrations.price')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('sales.registrations.seats')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('sales.waitingList.since')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {live.data.map((w, i) => (
                  <Table.Row key={w.id} data-testid="waiting-row" data-id={w.id}>
                    <Table.Cell textAlign="end">{i + 1}</Table.Cell>
                    <Table.Cell>
                      {w.holder ?? w.id}
                      {w.status === 'OFFERED' && (
                        <Badge ms="2" colorPalette="green" data-testid="waiting-offered">
                          {t('sales.waitingList.offered', { date: formatDate(w.offerExpiresAt ?? null) })}
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell>{w.priceName}</Table.Cell>
                    <Table.Cell textAlign="end">{w.quantity}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(w.joinedAt)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
    </Box>
  );
}
