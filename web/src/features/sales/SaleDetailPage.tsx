import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { saleShortOfMinimum, seatsLeft, type Sale } from '@tessera/domain/entities/sale';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { formatCents } from '@tessera/domain/locale/money';
import { saveSaleContract } from '@tessera/domain/contracts/sales';
import { BackLink } from '../../components/BackLink';
import { DeleteRecordDialog } from '../../components/DeleteRecordDialog';
import { LiveLoadState } from '../../components/LiveLoadState';
import { PageTitle } from '../../components/PageTitle';
import { RichTextView } from '../../components/RichTextView';
import { notify, notifyFailure } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { useCallAllowed, useDateFormatter } from '../../lib/data/usePreferences';
import { useSession } from '../../lib/session/session';
import { cloneSale } from './api/cloneSale';
import { deleteSale } from './api/deleteSale';
import { useCategories } from './api/useCategories';
import { useSale } from './api/useSale';
import { toSale } from './api/useSales';
import { SaleForm } from './SaleForm';
import { SaleRegistrations } from './SaleRegistrations';
import { SaleWaitingList } from './SaleWaitingList';
import type { DeskMemberPicker } from './DeskRegistrationDialog';
import { SalePeriodBadge, ShortOfMinimumBadge } from './SalePeriodBadge';
import { scopeFilters } from '../../lib/data/scopeFilters';

/** /activities/new (SalesRoutes: only for the profiles that write sales): the form alone; once created, the item's page. */
export function NewSalePage() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const categories = useCategories(profile.orgId);
  const navigate = useNavigate();
  return (
    <Stack gap="5">
      <BackLink to="/activities" label={t('sales.back')} />
      <PageTitle>{t('sales.newTitle')}</PageTitle>
      {categories && (
        <SaleForm categories={categories} onSaved={(id) => navigate(`/activities/${encodeURIComponent(id)}`, { replace: true })} />
      )}
    </Stack>
  );
}

/** What a reader without the right to change it sees: the facts and the description. */
function SaleSummary({ sale }: { sale: Sale }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const formatDate = useDateFormatter();
  const rows: [string, string][] = [
    [t('sales.fields.type'), t(`sales.types.${sale.type}`)],
    [t('sales.fields.saleDate'), formatDate(sale.saleDate)],
    [t('sales.window'), `${formatDate(sale.openingDate)} – ${formatDate(sale.expirationDate)}`],
    [
      t('sales.seats'),
      sale.seatsAvailable === null
        ? t('sales.seatsUnlimited', { count: sale.currentEnrolled })
        : t('sales.seatsOf', { taken: sale.currentEnrolled, total: sale.seatsAvailable, count: seatsLeft(sale) }),
    ],
    [t('sales.fields.prices'), sale.prices.map((p) => `${p.name} ${formatCents(p.cost, lang)}`).join(' · ')],
    [t('sales.fields.paymentMethods'), sale.paymentMethods.map((m) => t(`paymentMethod.${m}`)).join(', ')],
  ];
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid="sale-summary">
      <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} gap="3">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {sale.descriptionHTML && <RichTextView html={sale.descriptionHTML} mt="4" data-testid="sale-description-view" />}
    </Box>
  );
}

/** /activities/:id — the item live: its fields (editable by the writing roles), clone, delete after a confirmation. */
export function SaleDetailPage({ picker, doorConflicts }: { picker?: DeskMemberPicker; doorConflicts?: (saleId: string) => ReactNode }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const profile = useSession().profile!;
  const navigate = useNavigate();
  const live = useSale(profile.orgId, id);
  const categories = useCategories(profile.orgId);
  const today = useMemo(() => todayInItaly(), []);
  const canWrite = useCallAllowed(saveSaleContract);
  const [deleting, setDeleting] = useState(false);
  const cloning = useBusyAction();
  const sale = live.status === 'success' && live.data ? toSale(id, live.data, today) : null;

  const clone = () =>
    void cloning.run(
      async () => {
        const copy = await cloneSale(id);
        notify('success', t('sales.cloned'));
        navigate(`/activities/${encodeURIComponent(copy.id)}`);
      },
      (e) => notifyFailure(t, e),
    );

  return (
    <Stack gap="5">
      <BackLink to="/activities" label={t('sales.back')} />
      <LiveLoadState
        live={live}
        errorText={t('sales.loadError')}
        onRetry={() => window.location.reload()}
        notFound={{ text: t('sales.notFound'), testId: 'sale-not-found' }}
      />
      {sale && categories && (
        <>
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <HStack gap="3" flexWrap="wrap">
              <PageTitle>{sale.name}</PageTitle>
              <SalePeriodBadge period={sale.period} />
              {saleShortOfMinimum(sale, today) && <ShortOfMinimumBadge />}
            </HStack>
            {canWrite && (
              <HStack gap="2">
                <Button variant="outline" size="sm" loading={cloning.busy} onClick={clone} data-testid="sale-clone">
                  {t('sales.clone')}
                </Button>
                <Button variant="outline" colorPalette="red" size="sm" onClick={() => setDeleting(true)} data-testid="sale-delete">
                  {t('sales.delete')}
                </Button>
              </HStack>
            )}
          </HStack>
          {saleShortOfMinimum(sale, today) && (
            <Text color="fg.error" data-testid="sale-short-text">
              {t('sales.shortOfMinimumText', { min: sale.minEnrolled, taken: sale.currentEnrolled })}
            </Text>
          )}
          {/* keyed by the stored fields: another admin's save shows at once; registrations (seats taken) and the day's
              period do not reset a draft being typed */}
          {canWrite ? (
            <SaleForm key={formKey(sale)} stored={sale} categories={categories} onSaved={() => undefined} />
          ) : (
            <SaleSummary sale={sale} />
          )}
          {doorConflicts?.(sale.id)}
          <SaleRegistrations orgId={profile.orgId} scope={scopeFilters(profile)} sale={sale} canWrite={canWrite} picker={picker} />
          <SaleWaitingList orgId={profile.orgId} saleId={sale.id} scope={scopeFilters(profile)} />
          <DeleteRecordDialog
            open={deleting}
            onClose={() => setDeleting(false)}
            title={t('sales.deleteTitle')}
            confirmLabel={t('sales.delete')}
            testIdPrefix="sale"
            remove={() => deleteSale(sale.id)}
            deletedText={t('sales.deleted')}
            backTo="/activities"
            // a registration standing (SALE_HAS_REGISTRATIONS) is cancelled on the page, not in the dialog
            failure={{ close: true }}
          >
            <Text>{t('sales.deleteText', { name: sale.name })}</Text>
          </DeleteRecordDialog>
        </>
      )}
    </Stack>
  );
}

const formKey = ({ currentEnrolled: _taken, period: _period, ...fields }: Sale) => JSON.stringify(fields);
