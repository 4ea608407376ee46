import { amountText } from '@tessera/domain/locale/money';
import { useState } from 'react';
import { Box, Button, DataList, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { paymentPatch } from '@tessera/domain/entities/payment';
import { paymentActionFeature, paymentAllows, paymentStatusAfter } from '@tessera/domain/payments/lifecycle';
import { formatCents } from '@tessera/domain/locale/money';
import { patchPaymentContract, refundPaymentContract } from '@tessera/domain/contracts/payments';
import { listOperationsContract } from '@tessera/domain/contracts/operations';
import type { StoredPayment } from '@tessera/domain/payments/storedPayment';
import { ActionDialog } from '../../components/ActionDialog';
import { LiveLoadState } from '../../components/LiveLoadState';
import { PageTitle } from '../../components/PageTitle';
import { PaymentStatusBadge } from '../../components/PaymentStatusBadge';
import { ReceiptButton } from '../../components/ReceiptButton';
import { SubmitForm } from '../../components/SubmitForm';
import { notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { useSchemaSubmit } from '../../components/useSchemaSubmit';
import { useCallAllowed, useDateFormatter, usePreferences } from '../../lib/data/usePreferences';
import { useSession } from '../../lib/session/session';
import { deletePayment, patchPayment } from './api/savePayment';
import { useConventionChoices } from './api/useConventionChoices';
import { useOperationChoices } from './api/useOperationChoices';
import { usePayment } from './api/usePayment';
import { RefundDialog } from './RefundDialog';
import { EInvoiceButtons, notifyInvoiceFailure } from './EInvoiceButtons';
import { PaymentsBackLink } from './NewPaymentPage';
import { PaymentFields, PaymentSubmit, paymentValues, type PaymentDraft } from './PaymentForm';
import { toPaymentRow } from './paymentRows';

const draftOf = (r: StoredPayment, lang: 'it' | 'en'): PaymentDraft => ({
  payDate: r.payDate,
  payYear: String(r.payYear),
  amount: amountText(r.amount, lang),
  mode: r.mode,
  object: r.object,
  quantity: String(r.quantity),
  vatPercent: String(r.vatPercent),
  notes: r.notes,
  cluster: r.cluster ?? '',
  operationId: r.accounting?.operationId ?? '',
  status: r.status,
  membershipFee: r.cardPayment,
});

/** The moves the lifecycle offers from here, as buttons (payments/lifecycle.ts; the refund comes with its own flow). */
const MOVES = ['process', 'invoice'] as const;

function Summary({ row }: { row: StoredPayment }) {
  const { t, i18n } = useTranslation();
  const formatDate = useDateFormatter();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const items: [string, React.ReactNode][] = [
    [
      t('payments.member'),
      <Link asChild variant="underline" colorPalette="brand" key="m">
        <RouterLink to={`/subscribers/${encodeURIComponent(row.memberId)}`} data-testid="payment-member-link">
          {row.holder || row.memberId}
        </RouterLink>
      </Link>,
    ],
    [t('payments.fields.amount'), <span data-testid="payment-detail-amount">{formatCents(row.amount, lang)}</span>],
    [t('payments.fields.payDate'), formatDate(row.payDate)],
    [t('payments.fields.mode'), t(`paymentMethod.${row.mode}`, { defaultValue: row.mode })],
    [t('payments.fields.membershipFee'), row.cardPayment ? t('payments.feeOf', { year: row.payYear }) : t('payments.no')],
    [t('payments.operator'), row.operator ?? t('payments.byProvider')],
  ];
  if (row.refundPending) items.push([t('payments.refund.status'), t('payments.refund.pending')]);
  if (row.refunded)
    items.push([
      t('payments.refund.refunded'),
      <span data-testid="payment-refunded">
        {t('payments.refund.summary', {
          amount: formatCents(row.refundedAmount, lang),
          by: row.refundedBy ?? '—',
          date: row.refundedAt ? formatDate(row.refundedAt, { timeZone: 'Europe/Rome' }) : '—',
        })}
      </span>,
    ]);
  if (row.invoiceNumber) items.push([t('payments.eInvoice.number'), <span data-testid="payment-invoice-number">{row.invoiceNumber}</span>]);
  if (row.creditNoteNumber) items.push([t('payments.refund.creditNoteNumber'), row.creditNoteNumber]);
  if (row.receiptNumber) items.push([t('payments.receiptNumber'), <span data-testid="payment-receipt-number">{row.receiptNumber}</span>]);
  if (row.accounting?.operationName) items.push([t('payments.fields.operationId'), row.accounting.operationName]);
  if (row.clusterName) items.push([t('payments.fields.cluster'), row.clusterName]);
  if (row.payrollCompany?.name) items.push([t('payments.fields.payrollCompany'), row.payrollCompany.name]);
  return (
    <DataList.Root orientation="horizontal" size="sm" data-testid="payment-summary">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** /payments/:id — the payment live: its summary, its lifecycle's next steps, its fields (editable before invoicing), delete. */
export function PaymentDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const profile = useSession().profile!;
  const live = usePayment(profile.orgId, id);
  const canWrite = useCallAllowed(patchPaymentContract);
  const row = live.status === 'success' && live.data ? toPaymentRow(id, live.data) : null;
  return (
    <Stack gap="5">
      <PaymentsBackLink />
      <LiveLoadState
        live={live}
        errorText={t('payments.loadError')}
        onRetry={() => window.location.reload()}
        notFound={{ text: t('payments.notFound'), testId: 'payment-not-found' }}
      />
      {/* keyed by the stored payment: another admin's change shows at once */}
      {row && <PaymentView key={JSON.stringify(row)} row={row} canWrite={canWrite} />}
    </Stack>
  );
}

function PaymentView({ row, canWrite }: { row: StoredPayment; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const profile = useSession().profile!;
  const navigate = useNavigate();
  const editable = canWrite && paymentAllows(row.status, 'edit');
  const [draft, setDraft] = useState(() => draftOf(row, lang));
  const conventions = useConventionChoices(profile.orgId);
  const operations = useOperationChoices(useCallAllowed(listOperationsContract), row.accounting?.operationId ?? null);
  const refunds = useCallAllowed(refundPaymentContract);
  const { errors, busy, submit, clear } = useSchemaSubmit(paymentPatch);
  const moving = useBusyAction();
  const [deleting, setDeleting] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const removing = useBusyAction();
  const prefs = usePreferences();
  // a move that belongs to a preference (invoicing: eInvoicing) is offered only while it is on, as the API decides
  const moves = canWrite
    ? MOVES.filter((a) => paymentAllows(row.status, a) && (!paymentActionFeature(a) || prefs?.[paymentActionFeature(a)!]))
    : [];
  const [invoicing, setInvoicing] = useState(false);
  const move = async (action: (typeof MOVES)[number]) => {
    // the stored fields as the form would send them (the same schema checks them), with the next status
    const status = paymentStatusAfter(row.status, action)!;
    await patchPayment(row.id, paymentPatch.parse({ ...paymentValues(draftOf(row, lang), lang), status }));
    notify('success', t(`payments.moved.${action}`));
  };

  async function save() {
    await submit(
      { ...paymentValues(draft, lang), status: row.status },
      (body) => patchPayment(row.id, body),
      () => t('payments.saved'),
    );
  }

  return (
    <>
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <HStack gap="3" flexWrap="wrap">
          <PageTitle>{row.object || t('payments.detailTitle')}</PageTitle>
          <PaymentStatusBadge status={row.status} />
        </HStack>
        <HStack gap="2" flexWrap="wrap">
          {moves.map((action) => (
            <Button
              key={action}
              size="sm"
              colorPalette="brand"
              variant="outline"
              loading={moving.busy}
              data-testid={`payment-${action}`}
              // invoicing takes the year's next invoice number and locks the payment: asked first
              onClick={() => (action === 'invoice' ? setInvoicing(true) : void moving.run(() => move(action)))}
            >
              {t(`payments.actions.${action}`)}
            </Button>
          ))}
          {(row.receiptNumber || paymentAllows(row.status, 'receipt')) && <ReceiptButton paymentId={row.id} />}
          {row.creditNoteNumber && <ReceiptButton paymentId={row.id} kind="creditNote" />}
          <EInvoiceButtons row={row} />
          {refunds && paymentAllows(row.status, 'refund') && !row.refundPending && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRefunding(true)} data-testid="payment-refund">
              {t('payments.refund.action')}
            </Button>
          )}
          {canWrite && paymentAllows(row.status, 'delete') && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(true)} data-testid="payment-delete">
              {t('payments.delete')}
            </Button>
          )}
        </HStack>
      </HStack>
      <Box borderWidth="1px" borderRadius="md" p="4" bg="app.panel">
        <Summary row={row} />
      </Box>
      <Box borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid="payment-form">
        <SubmitForm labelledBy="payment-edit-title" onSubmit={() => void save()}>
          <Heading as="h2" size="md" id="payment-edit-title">
            {t('payments.editTitle')}
          </Heading>
          {!editable && (
            <Text fontSize="sm" color="fg.muted" data-testid="payment-read-only">
              {canWrite ? t(`payments.lockedBecause.${row.status}`) : t('payments.readOnly')}
            </Text>
          )}
          <PaymentFields
            draft={draft}
            onChange={(next) => {
              for (const k of Object.keys(next) as (keyof PaymentDraft)[]) if (next[k] !== draft[k]) clear(k);
              setDraft(next);
            }}
            errors={errors}
            conventions={conventions ?? []}
            operations={operations}
            registering={false}
            readOnly={!editable}
          />
          {editable && <PaymentSubmit busy={busy} label={t('payments.save')} />}
        </SubmitForm>
      </Box>
      <RefundDialog row={row} open={refunding} onClose={() => setRefunding(false)} />
      <ActionDialog
        open={invoicing}
        onClose={() => setInvoicing(false)}
        title={t('payments.eInvoice.confirmTitle')}
        testId="payment-invoice-dialog"
        action={{
          label: t('payments.actions.invoice'),
          busy: moving.busy,
          testId: 'payment-invoice-confirm',
          run: () =>
            void moving
              .run(
                () => move('invoice'),
                (e) => notifyInvoiceFailure(t, e),
              )
              .then(() => setInvoicing(false)),
        }}
      >
        <Text>{t('payments.eInvoice.confirmText', { holder: row.holder, amount: formatCents(row.amount, lang) })}</Text>
      </ActionDialog>
      <ActionDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t('payments.deleteTitle')}
        testId="payment-delete-dialog"
        action={{
          label: t('payments.delete'),
          danger: true,
          busy: removing.busy,
          testId: 'payment-delete-confirm',
          run: () =>
            void removing.run(async () => {
              await deletePayment(row.id);
              notify('success', t('payments.deleted'));
              navigate('/payments', { replace: true });
            }),
        }}
      >
        <Text>{t('payments.deleteText', { holder: row.holder, amount: formatCents(row.amount, lang) })}</Text>
        {row.cardPayment && <Text mt="2">{t('payments.deleteFeeNote')}</Text>}
      </ActionDialog>
    </>
  );
}
