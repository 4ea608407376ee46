import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { createPaymentContract } from '@tessera/domain/contracts/payments';
import { useCallAllowed } from '../../lib/data/usePreferences';
import type { MemberDoc } from './api/useMember';
import { Panel } from './MemberView';

/** The member's payments: the payments list limited to them, and registering one for them (the payments area's pages). */
export function MemberPaymentsPanel({ member }: { member: MemberDoc }) {
  const { t } = useTranslation();
  const registers = useCallAllowed(createPaymentContract);
  const id = encodeURIComponent(member.id);
  return (
    <Panel title={t('members.detail.payments')} testId="member-payments">
      <HStack gap="2" flexWrap="wrap">
        <Button asChild size="sm" variant="outline">
          <RouterLink to={`/payments?memberId=${id}`} data-testid="member-payments-link">
            {t('members.detail.seePayments')}
          </RouterLink>
        </Button>
        {registers && (
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={`/payments/new?member=${id}`} data-testid="member-register-payment">
              {t('members.detail.registerPayment')}
            </RouterLink>
          </Button>
        )}
      </HStack>
    </Panel>
  );
}
