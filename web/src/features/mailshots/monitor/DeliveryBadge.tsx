import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DeliveryState } from '@tessera/domain/mailshots/deliveryEvents';
import { DELIVERY_PALETTE } from './deliveryStates';

/** A recipient's delivery state, coloured by how it went. */
export function DeliveryBadge({ state }: { state: DeliveryState }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={DELIVERY_PALETTE[state]} variant="subtle" data-testid="delivery-state" data-state={state}>
      {t(`mailshots.deliveryStates.${state}`)}
    </Badge>
  );
}
