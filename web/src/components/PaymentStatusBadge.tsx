import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { paymentStatusLabel } from '../lib/i18n/codeLabels';

const STATUS_COLOR: Record<string, string> = { PROCESSED: 'green', INVOICED: 'blue', ONHOLD: 'orange', REFUNDED: 'gray' };

/** A payment's status as a coloured badge: the back office's list and detail, the member's own payments. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={STATUS_COLOR[status] ?? 'gray'} data-testid="payment-status" data-status={status}>
      {paymentStatusLabel(t, status)}
    </Badge>
  );
}
