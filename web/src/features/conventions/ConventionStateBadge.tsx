import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ConventionState } from '@tessera/domain/entities/convention';

const PALETTE: Record<ConventionState, string> = { upcoming: 'blue', active: 'green', expiring: 'orange', expired: 'red' };

/** Where a convention stands today: expiring and expired ones stand out. */
export function ConventionStateBadge({ state }: { state: ConventionState }) {
  const { t } = useTranslation();
  return (
    <Badge
      colorPalette={PALETTE[state]}
      variant={state === 'active' ? 'subtle' : 'solid'}
      data-testid="convention-state"
      data-state={state}
    >
      {t(`conventions.states.${state}`)}
    </Badge>
  );
}
