import { useState } from 'react';
import { Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '@tessera/domain/constants';
import type { Billing } from '@tessera/domain/plans/plans';
import type { SubscriptionView } from '@tessera/domain/plans/subscription';
import { LiveLoadState } from '../../components/LiveLoadState';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { checkPlan } from './api/checkPlan';
import { BillingToggle } from './BillingToggle';
import { ChangePlanDialog } from './ChangePlanDialog';
import { CheckoutNotice } from './CheckoutNotice';
import { CurrentPlanCard } from './CurrentPlanCard';
import { PlanCard } from './PlanCard';
import type { PlanChoice } from './planChoice';
import { useCheckoutReturn } from './useCheckoutReturn';

/**
 * Settings → plan and subscription: the plan in force and what happens next, the five plans with their
 * prices (monthly or annual) and limits, and the change of plan after a confirmation worded by how it is made.
 */
export function PlanSection() {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const live = useApiQuery(`plan:${version}`, checkPlan);
  // the subscription as the last change answered it (it wins over the first read)
  const [changed, setChanged] = useState<SubscriptionView | null>(null);
  const checkout = useCheckoutReturn(setChanged);
  const sub = changed ?? (live.status === 'success' ? live.data : null);
  const [billing, setBilling] = useState<Billing | null>(null);
  const shown = billing ?? sub?.billing ?? 'annual';
  const [chosen, setChosen] = useState<PlanChoice | null>(null);

  return (
    <Stack gap="6" data-testid="plan-section">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          {t('plans.title')}
        </Heading>
        <Text color="fg.muted">{t('plans.intro')}</Text>
      </Stack>
      <CheckoutNotice state={checkout} plan={sub?.plan} />
      {!sub && <LiveLoadState live={live} errorText={t('plans.loadError')} onRetry={() => setVersion((v) => v + 1)} />}
      {sub && (
        <>
          <CurrentPlanCard sub={sub} onChanged={setChanged} />
          <Stack as="section" gap="4" aria-labelledby="plan-choice-title">
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <Heading as="h3" size="md" id="plan-choice-title">
                {t('plans.choiceTitle')}
              </Heading>
              <BillingToggle value={shown} onChange={setBilling} />
            </Flex>
            <SimpleGrid minChildWidth="13rem" gap="4" data-testid="plan-grid">
              {PLANS.map((plan) => (
                <PlanCard key={plan} plan={plan} billing={shown} sub={sub} onChoose={() => setChosen({ plan, billing: shown })} />
              ))}
            </SimpleGrid>
          </Stack>
          {chosen && (
            <ChangePlanDialog
              sub={sub}
              choice={chosen}
              onClose={() => setChosen(null)}
              onChanged={(s) => {
                setChanged(s);
                setChosen(null);
              }}
            />
          )}
        </>
      )}
    </Stack>
  );
}
