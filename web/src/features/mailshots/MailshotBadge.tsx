import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MailshotState } from '@tessera/domain/mailshots/mailshot';
import { STATE_PALETTE } from './mailshot';

/** A mailshot's state: draft, queued, sending, sent. */
export function MailshotBadge({ state }: { state: MailshotState }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={STATE_PALETTE[state]} variant="subtle" data-testid="mailshot-state" data-state={state}>
      {t(`mailshots.states.${state}`)}
    </Badge>
  );
}
