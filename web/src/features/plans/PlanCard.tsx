import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@tessera/domain/constants';
import { planLimits, type Billing } from '@tessera/domain/plans/plans';
import type { SubscriptionView } from '@tessera/domain/plans/subscription';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { choiceKind, isPending, languageOf, planPrice } from './planChoice';

/** One plan in the grid: its price on the billing shown, what it allows, and the button that chooses it. */
export function PlanCard({ plan, billing, sub, onChoose }: { plan: Plan; billing: Billing; sub: SubscriptionView; onChoose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const formatDate = useDateFormatter();
  const choice = { plan, billing };
  const kind = choiceKind(sub, choice);
  const current = sub.plan === plan;
  const pending = isPending(sub, choice);
  // the plan in force on this billing, nothing waiting: nothing to choose
  const inForce = kind === 'same' && !sub.pending;
  const limits = planLimits(plan);
  // grouped from the thousands in both languages (Intl's Italian leaves 1000 ungrouped beside 10.000)
  const count = (v: number | null) =>
    v === null ? t('plans.limits.unlimited') : String(v).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'en' ? ',' : '.');
  const rows = [
    ['campaigns', count(limits.campaignsPerMonth)],
    ['registrations', count(limits.registrationsPerCampaign)],
    ['emails', count(limits.emailsPerMonth)],
    ['aggregations', t(limits.aggregations ? 'plans.limits.yes' : 'plans.limits.no')],
  ] as const;
  const id = `plan-card-${plan}`;
  const label = inForce ? t('plans.yourPlan') : pending ? t('plans.scheduled') : kind === 'same' ? t('plans.keep') : t('plans.choose');
  const named = inForce || pending ? undefined : t(kind === 'same' ? 'plans.keepNamed' : 'plans.chooseNamed', { plan });

  return (
    <Card.Root
      as="article"
      aria-labelledby={`${id}-name`}
      size="sm"
      variant="outline"
      bg="app.panel"
      borderColor={current ? 'brand.solid' : undefined}
      borderWidth={current ? '2px' : undefined}
      data-testid={id}
      data-current={current}
    >
      <Card.Header>
        <HStack justify="space-between" gap="2" flexWrap="wrap" minH="6">
          <Heading as="h4" size="md" id={`${id}-name`}>
            {plan}
          </Heading>
          {current && (
            <Badge colorPalette="brand" data-testid={`plan-current-badge-${plan}`}>
              {t('plans.currentBadge')}
            </Badge>
          )}
          {pending && sub.pending && (
            <Badge colorPalette="orange" data-testid={`plan-pending-badge-${plan}`}>
              {t('plans.pendingBadge', { date: formatDate(sub.pending.on) })}
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <Stack gap="0">
          <Text fontSize="2xl" fontWeight="bold" data-testid={`plan-price-${plan}`}>
            {plan === 'FREE' ? t('plans.free') : planPrice(choice, lang)}
          </Text>
          <Text fontSize="sm" color="fg.muted" aria-hidden={plan === 'FREE' || undefined}>
            {plan === 'FREE' ? '\u00a0' : t(`plans.per.${billing}`)}
          </Text>
        </Stack>
        <Stack as="dl" gap="1.5" fontSize="sm">
          {rows.map(([key, value]) => (
            <HStack key={key} justify="space-between" align="baseline" gap="3">
              <Text as="dt" color="fg.muted">
                {t(`plans.limits.${key}`)}
              </Text>
              <Text as="dd" fontWeight="medium" textAlign="end" data-testid={`plan-limit-${plan}-${key}`}>
                {value}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Button
          w="full"
          colorPalette="brand"
          variant={kind === 'start' || kind === 'now' ? 'solid' : 'outline'}
          disabled={inForce || pending}
          onClick={onChoose}
          aria-label={named}
          data-testid={`plan-choose-${plan}`}
        >
          {label}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
