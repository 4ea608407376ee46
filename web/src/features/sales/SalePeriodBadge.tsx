import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SalePeriod } from '@tessera/domain/entities/sale';

const PALETTE: Record<SalePeriod, string> = { upcoming: 'blue', open: 'green', closed: 'orange', past: 'gray' };

/** Where an item stands today: sales not yet open, open, closed, or its day gone. */
export function SalePeriodBadge({ period }: { period: SalePeriod }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[period]} variant={period === 'open' ? 'solid' : 'subtle'} data-testid="sale-period" data-period={period}>
      {t(`sales.periods.${period}`)}
    </Badge>
  );
}

/** An item short of the participants it needs, a few days before its day. */
export function ShortOfMinimumBadge() {
  const { t } = useTranslation();
  return (
    <Badge colorPalette="red" variant="solid" data-testid="sale-short">
      {t('sales.shortOfMinimum')}
    </Badge>
  );
}
