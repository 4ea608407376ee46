import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { cardUsable } from '@tessera/domain/entities/paymentAccount';
import { ActionDialog } from '../../components/ActionDialog';
import { notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { HelpSwitch } from '../../components/HelpSwitch';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { fetchPaymentAccount, type PaymentAccount } from './api/fetchPaymentAccount';
import { toggleRenew } from './api/toggleRenew';
import { removeCard, startSavingCard } from './api/updatePaymentMethod';
import { BillingDialog } from './BillingDialog';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';

const cardLabel = (c: NonNullable<PaymentAccount['card']>) =>
  `${c.brand.toUpperCase()} •••• ${c.last4} · ${String(c.expMonth).padStart(2, '0')}/${c.expYear}`;

/**
 * The member's payment account in my-payments: the saved card (saved on the provider's own
 * page, never typed here), the automatic renewal of the fee with it, and who is billed. Coming back from the
 * provider's page (?card=saved|cancelled) says how it went, once.
 */
export function PaymentAccountCard() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const returned = params.get('card');
  const loaded = useApiQuery('payment-account', fetchPaymentAccount);
  const [changed, setChanged] = useState<PaymentAccount | null>(null);
  const account = changed ?? (loaded.status === 'success' ? loaded.data : null);
  const [dialog, setDialog] = useState<'billing' | 'remove' | null>(null);
  const { busy, run } = useBusyAction();
  const told = useRef(false);

  useEffect(() => {
    if (!returned || loaded.status !== 'success' || told.current) return;
    told.current = true;
    if (returned === 'saved')
      notify(loaded.data.card ? 'success' : 'info', t(loaded.data.card ? 'my-area.account.cardSaved' : 'my-area.account.cardPending'));
    else notify('info', t('my-area.account.cardCancelled'));
    setParams({}, { replace: true });
  }, [returned, loaded, t, setParams]);

  const saveCard = () =>
    void run(async () => {
      const url = await startSavingCard(i18n.language === 'en' ? 'en' : 'it');
      if (url) window.location.assign(url);
    });
  const setRenew = (on: boolean) =>
    void run(async () => {
      setChanged(await toggleRenew(on));
      notify('success', t(on ? 'my-area.account.renewOn' : 'my-area.account.renewOff'));
    });
  const forgetCard = () =>
    void run(async () => {
      setChanged(await removeCard());
      setDialog(null);
      notify('success', t('my-area.account.cardRemoved'));
    });

  return (
    <Stack as="section" gap="4" aria-labelledby="payment-account-title" data-testid="payment-account" maxW="xl">
      <Heading id="payment-account-title" size="md">
        {t('my-area.account.title')}
      </Heading>
      {loaded.status === 'loading' && !account && <LoadingSkeleton height="24" />}
      {loaded.status === 'error' && !account && (
        <Text role="alert" color="fg.error">
          {t('my-area.account.loadError')}
        </Text>
      )}
      {account && (
        <>
          <DataList.Root orientation="horizontal" size="md">
            <DataList.Item>
              <DataList.ItemLabel>{t('my-area.account.card')}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="payment-account-card">
                {account.card ? cardLabel(account.card) : t('my-area.account.noCard')}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('my-area.account.billedTo')}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="payment-account-billing">
                {account.billingName || account.billingEmail
                  ? [account.billingName, account.billingEmail].filter(Boolean).join(' · ')
                  : t('my-area.account.billedToSelf')}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <HelpSwitch
            checked={account.autoRenew}
            disabled={busy || (!account.autoRenew && !cardUsable(account.card, new Date()))}
            onChange={setRenew}
            label={t('my-area.account.autoRenew')}
            help={t(account.card ? 'my-area.account.autoRenewHelp' : 'my-area.account.autoRenewNeedsCard')}
            helpId="payment-account-renew-help"
            testId="payment-account-renew"
          />
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" colorPalette="brand" onClick={saveCard} loading={busy} data-testid="payment-account-save-card">
              {t(account.card ? 'my-area.account.changeCard' : 'my-area.account.addCard')}
            </Button>
            {account.card && (
              <Button size="sm" variant="outline" onClick={() => setDialog('remove')} disabled={busy} data-testid="payment-account-remove">
                {t('my-area.account.removeCard')}
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setDialog('billing')}
              disabled={busy}
              data-testid="payment-account-billing-edit"
            >
              {t('my-area.account.editBilling')}
            </Button>
          </HStack>
          {dialog === 'billing' && <BillingDialog account={account} open onClose={() => setDialog(null)} onSaved={setChanged} />}
          <ActionDialog
            open={dialog === 'remove'}
            onClose={() => setDialog(null)}
            title={t('my-area.account.removeTitle')}
            testId="payment-account-remove-dialog"
            action={{
              label: t('my-area.account.removeCard'),
              busy,
              danger: true,
              testId: 'payment-account-remove-confirm',
              run: forgetCard,
            }}
          >
            <Text>{t(account.autoRenew ? 'my-area.account.removeTextRenew' : 'my-area.account.removeText')}</Text>
          </ActionDialog>
        </>
      )}
    </Stack>
  );
}
