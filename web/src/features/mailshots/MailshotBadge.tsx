import { Badge, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MailshotState } from '@tessera/domain/mailshots/mailshot';
import { STATE_PALETTE } from './mailshot';

/**
 * A mailshot's state: draft, queued, sending, sent. A draft an archive's import stopped on its way (`stopped`) says so
 * beside it: part of it may have gone out from the association it came from.
 */
export function MailshotBadge({ state, stopped = false }: { state: MailshotState; stopped?: boolean }) {
  const { t } = useTranslation();
  const badge = (
    <Badge colorPalette={STATE_PALETTE[state]} variant="subtle" data-testid="mailshot-state" data-state={state}>
      {t(`mailshots.states.${state}`)}
    </Badge>
  );
  if (!stopped || state !== 'DRAFT') return badge;
  return (
    <HStack gap="1" flexWrap="wrap">
      {badge}
      <Badge colorPalette="orange" variant="subtle" data-testid="mailshot-stopped-by-import">
        {t('mailshots.stoppedByImport.badge')}
      </Badge>
    </HStack>
  );
}
