import { Alert, Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionView } from '@tessera/domain/plans/subscription';
import { notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { HelpSwitch } from '../../components/HelpSwitch';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { setPlanRenewal } from './api/planRenewal';

const STATUS_PALETTE = { none: 'gray', active: 'green', past_due: 'orange' } as const;

/**
 * The plan in force: its name, billing and status, when it renews or ends, the change waiting for the period's end,
 * a failed renewal's grace, and the automatic renewal of a paid plan.
 */
export function CurrentPlanCard({ sub, onChanged }: { sub: SubscriptionView; onChanged: (s: SubscriptionView) => void }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const { busy, run } = useBusyAction();
  const paid = sub.status !== 'none';
  const setRenewal = (renews: boolean) =>
    void run(async () => {
      onChanged(await setPlanRenewal(renews));
      notify('success', t(renews ? 'plans.current.renewalOn' : 'plans.current.renewalOff'));
    });

  return (
    <Card.Root
      as="section"
      aria-labelledby="plan-current-title"
      variant="outline"
      bg="app.panel"
      data-testid="plan-current"
      data-plan={sub.plan}
      data-billing={sub.billing}
      data-status={sub.status}
    >
      <Card.Body gap="3">
        <Heading as="h3" size="sm" id="plan-current-title" color="fg.muted" fontWeight="medium">
          {t('plans.current.title')}
        </Heading>
        <HStack gap="3" flexWrap="wrap">
          <Text fontSize="2xl" fontWeight="bold" data-testid="plan-current-name">
            {sub.plan}
          </Text>
          <Badge colorPalette={STATUS_PALETTE[sub.status]} data-testid="plan-status">
            {t(`plans.current.status.${sub.status}`)}
          </Badge>
        </HStack>
        <Stack gap="1">
          {paid && <Text data-testid="plan-current-billing">{t(`plans.current.billing.${sub.billing}`)}</Text>}
          {sub.currentPeriodEnd && (
            <Text data-testid="plan-renews" data-renews={String(sub.renews)}>
              {t(sub.renews ? 'plans.current.renewsOn' : 'plans.current.endsOn', { date: formatDate(sub.currentPeriodEnd) })}
            </Text>
          )}
          {/* FREE after the period is what "ends on" already says */}
          {sub.pending && sub.pending.plan !== 'FREE' && (
            <Text fontWeight="medium" data-testid="plan-pending" data-plan={sub.pending.plan}>
              {t('plans.current.pending', {
                date: formatDate(sub.pending.on),
                plan: sub.pending.plan,
                billing: t(`plans.billingLower.${sub.pending.billing}`),
              })}
            </Text>
          )}
        </Stack>
        {sub.status === 'past_due' && (
          <Alert.Root status="warning" data-testid="plan-past-due">
            <Alert.Indicator />
            <Alert.Description>{t('plans.current.pastDue', { date: formatDate(sub.graceUntil) })}</Alert.Description>
          </Alert.Root>
        )}
        {paid && (
          <HelpSwitch
            checked={sub.renews}
            disabled={busy}
            onChange={setRenewal}
            label={t('plans.current.renewal')}
            help={t('plans.current.renewalHelp')}
            helpId="plan-renewal-help"
            testId="plan-renewal"
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
