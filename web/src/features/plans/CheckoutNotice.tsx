import { Alert, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CheckoutReturn } from './useCheckoutReturn';

const STATUS = { activating: 'info', activated: 'success', late: 'warning', cancelled: 'info' } as const;

/** What the return from the checkout brought: shown above the plan until the page is left. */
export function CheckoutNotice({ state, plan }: { state: CheckoutReturn; plan: string | undefined }) {
  const { t } = useTranslation();
  if (!state) return null;
  return (
    <Alert.Root status={STATUS[state]} data-testid="plan-checkout-notice" data-state={state}>
      <Alert.Indicator>{state === 'activating' ? <Spinner size="sm" /> : undefined}</Alert.Indicator>
      <Alert.Title>{t(`plans.checkout.${state}`, { plan })}</Alert.Title>
    </Alert.Root>
  );
}
