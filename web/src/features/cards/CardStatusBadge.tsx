import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CardStatus } from '@tessera/domain/entities/member';

const PALETTE: Record<CardStatus, string> = { ACTIVE: 'green', INACTIVE: 'gray', NOT_FOUND: 'orange' };

/** The effective status; a card living on its grace period says so. */
export function CardStatusBadge({ status, inGrace }: { status: CardStatus; inGrace?: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={inGrace ? 'yellow' : PALETTE[status]} data-testid="card-status" data-status={status}>
      {t(`cardStatus.${status}`)}
      {inGrace ? ` · ${t('cards.inGrace')}` : ''}
    </Badge>
  );
}
