import { useState } from 'react';
import { Badge, Box, Button, Checkbox, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@tessera/domain/locale/money';
import { ActionDialog } from '../../components/ActionDialog';
import { ExportMenu } from '../../components/ExportMenu';
import { LiveStatus } from '../../components/LiveStatus';
import { notify, notifyFailure } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { cancelRegistration } from './api/cancelRegistration';
import { exportParticipants, printParticipants } from './api/participants';
import { DeskRegistrationDialog, type DeskMemberPicker } from './DeskRegistrationDialog';
import type { Sale } from '@tessera/domain/entities/sale';
import type { Filter } from '../../lib/data/live';
import { useRegistrations, type RegistrationRow } from './api/useRegistrations';

/** The confirmation of a cancellation: the seats come free; the payment is refunded too when ticked (the default). */
function CancelDialog({ saleId, row, onClose }: { saleId: string; row: RegistrationRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const [refund, setRefund] = useState(row.paymentId !== null);
  const { busy, run } = useBusyAction();
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={t('sales.registrations.cancelTitle')}
      testId="registration-cancel-dialog"
      action={{
        label: t('sales.registrations.cancel'),
        danger: true,
        busy,
        testId: 'registration-cancel-confirm',
        run: () =>
          void run(
            async () => {
              const answer = await cancelRegistration(saleId, row.id, refund);
              notify(
                'success',
                t(answer.refund === 'PENDING' ? 'sales.registrations.cancelledRefundPending' : 'sales.registrations.cancelled'),
              );
              onClose();
            },
            (e) => notifyFailure(t, e),
          ),
      }}
    >
      <Stack gap="3">
        <Text>{t('sales.registrations.cancelText', { holder: row.holder, count: row.quantity })}</Text>
        {row.paymentId && (
          <Checkbox.Root checked={refund} onCheckedChange={(e) => setRefund(!!e.checked)}>
            <Checkbox.HiddenInput data-testid="registration-cancel-refund" />
            <Checkbox.Control />
            <Checkbox.Label>{t('sales.registrations.refundToo', { amount: formatCents(row.amount, lang) })}</Checkbox.Label>
          </Checkbox.Root>
        )}
      </Stack>
    </ActionDialog>
  );
}

/** Who is registered to the item (live): price, seats, amount, how and when paid; the writing roles cancel. */
export function SaleRegistrations({
  orgId,
  scope,
  sale,
  canWrite,
  picker,
}: {
  orgId: string;
  /** the caller's record scope as filters (lib/data/scopeFilters) */
  scope: Filter[] | null;
  sale: Sale;
  canWrite: boolean;
  /** the member search for desk registrations; without it the item shows no desk registration */
  picker?: DeskMemberPicker;
}) {
  const saleId = sale.id;
  const [registering, setRegistering] = useState(false);
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const formatDate = useDateFormatter();
  const live = useRegistrations(orgId, saleId, scope);
  const [cancelling, setCancelling] = useState<RegistrationRow | null>(null);
  const { busy: printing, run } = useBusyAction();
  const print = () => run(async () => void (await printParticipants(saleId)));
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid="sale-registrations">
      <Stack gap="3">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Heading as="h2" size="md">
            {t('sales.registrations.title')}
          </Heading>
          <HStack gap="2" flexWrap="wrap">
            {canWrite && picker && sale.period !== 'past' && (
              <Button size="sm" colorPalette="brand" onClick={() => setRegistering(true)} data-testid="desk-registration-open">
                {t('sales.desk.open')}
              </Button>
            )}
            {live.status === 'success' && live.data.some((r) => !r.cancelled) && (
              <>
                <ExportMenu testId="participants-export" onExport={(format) => exportParticipants(saleId, format)} />
                <Button size="sm" variant="outline" loading={printing} onClick={() => void print()} data-testid="participants-print">
                  {t('sales.registrations.print')}
                </Button>
              </>
            )}
          </HStack>
        </HStack>
        {registering && picker && <DeskRegistrationDialog sale={sale} picker={picker} onClose={() => setRegistering(false)} />}
        <LiveStatus live={live} shape="list" errorText={t('sales.registrations.loadError')} />
        {live.status === 'success' && live.data.length === 0 && (
          <Text color="fg.muted" data-testid="sale-registrations-empty">
            {t('sales.registrations.empty')}
          </Text>
        )}
        {live.status === 'success' && live.data.length > 0 && (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('sales.registrations.member')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('sales.registrations.price')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('sales.registrations.seats')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('sales.registrations.amount')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('sales.registrations.paid')}</Table.ColumnHeader>
                  {canWrite && <Table.ColumnHeader />}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {live.data.map((r) => (
                  <Table.Row key={r.id} data-testid="registration-row" data-id={r.id} data-cancelled={r.cancelled}>
                    <Table.Cell>
                      {r.holder}
                      {r.cancelled && (
                        <Badge ms="2" colorPalette="gray">
                          {t('sales.registrations.cancelledBadge')}
                        </Badge>
                      )}
                      {r.familyOf && (
                        <Text fontSize="xs" color="fg.muted" data-testid="registration-family-of">
                          {t('sales.registrations.familyOf', { name: r.familyOf })}
                        </Text>
                      )}
                      {r.held === true && !r.cancelled && (
                        <Badge ms="2" colorPalette="orange" data-testid="registration-held">
                          {t('sales.registrations.heldBadge')}
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell>{r.priceName}</Table.Cell>
                    <Table.Cell textAlign="end">{r.quantity}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatCents(r.amount, lang)}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {t(`paymentMethod.${r.mode}`)} · {formatDate(r.createdAt)}
                    </Table.Cell>
                    {canWrite && (
                      <Table.Cell textAlign="end">
                        {!r.cancelled && (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            aria-label={t('sales.registrations.cancelFor', { holder: r.holder })}
                            onClick={() => setCancelling(r)}
                            data-testid="registration-cancel"
                          >
                            {t('sales.registrations.cancel')}
                          </Button>
                        )}
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
      {cancelling && <CancelDialog saleId={saleId} row={cancelling} onClose={() => setCancelling(null)} />}
    </Box>
  );
}
