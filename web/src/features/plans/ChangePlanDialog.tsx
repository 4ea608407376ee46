import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionView } from '@tessera/domain/plans/subscription';
import { ActionDialog } from '../../components/ActionDialog';
import { notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { changePlan } from './api/changePlan';
import { choiceKind, languageOf, planPrice, type PlanChoice } from './planChoice';

/**
 * The confirmation of a chosen plan, worded by how the change is made (`choiceKind`): a checkout that charges the
 * price now, a change at once (prorated), or one from the end of the paid period (nothing deleted). Confirming a
 * checkout sends the browser to the payment page; the others show the plan as it now is.
 */
export function ChangePlanDialog({
  sub,
  choice,
  onClose,
  onChanged,
}: {
  sub: SubscriptionView;
  choice: PlanChoice;
  onClose: () => void;
  onChanged: (s: SubscriptionView) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const formatDate = useDateFormatter();
  const { busy, run } = useBusyAction();
  // on the way to the payment page: the button stays busy until the browser leaves
  const [leaving, setLeaving] = useState(false);
  const kind = choiceKind(sub, choice);
  const toFree = choice.plan === 'FREE';
  const vars = {
    plan: choice.plan,
    price: planPrice(choice, lang),
    per: t(`plans.per.${choice.billing}`),
    every: t(`plans.every.${choice.billing}`),
    date: formatDate(kind === 'same' ? sub.pending?.on : sub.currentPeriodEnd),
  };
  const text =
    kind === 'start'
      ? t('plans.confirm.start', vars)
      : kind === 'now'
        ? t(toFree ? 'plans.confirm.nowFree' : 'plans.confirm.now', vars)
        : kind === 'periodEnd'
          ? t(toFree ? 'plans.confirm.periodEndFree' : 'plans.confirm.periodEnd', vars)
          : t('plans.confirm.same', vars);

  const confirm = () =>
    void run(async () => {
      const answer = await changePlan(choice.plan, choice.billing, lang);
      if (answer.change === 'start' && answer.url) {
        setLeaving(true);
        window.location.assign(answer.url);
        return;
      }
      onChanged(answer.subscription);
      notify('success', t(`plans.done.${answer.change}`));
    });

  return (
    <ActionDialog
      open
      onClose={onClose}
      title={t(kind === 'same' ? 'plans.confirm.keepTitle' : 'plans.confirm.title', { plan: choice.plan })}
      testId="plan-dialog"
      action={{
        label: t(kind === 'start' ? 'plans.confirm.pay' : 'plans.confirm.apply'),
        busy: busy || leaving,
        testId: 'plan-confirm',
        run: confirm,
      }}
    >
      <Stack gap="3">
        <Text data-testid="plan-confirm-text" data-kind={kind}>
          {text}
        </Text>
        {kind === 'periodEnd' && <Text color="fg.muted">{t('plans.confirm.keepData')}</Text>}
      </Stack>
    </ActionDialog>
  );
}
