import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { WaitlistEntryView } from '@tessera/domain/entities/waitlist';
import { holdDateTime } from './holdTime';

interface Props {
  id: string;
  /** the member's place in this item's line, or none */
  entry: WaitlistEntryView | undefined;
  /** which action is under way */
  busy: 'join' | 'leave' | 'pay' | null;
  onJoin: () => void;
  onLeave: () => void;
  onPay: (cart: string) => void;
}

/**
 * A sold-out item's waiting list, for the member: join it for the seats chosen above; once in line, the place and a
 * way out; once seats are offered, until when they are held and the payment.
 */
export function WaitlistControls({ id, entry, busy, onJoin, onLeave, onPay }: Props) {
  const { t, i18n } = useTranslation();
  if (!entry)
    return (
      <Stack gap="2" w="full">
        <Text fontSize="sm" color="fg.muted">
          {t('marketplace.waitlistHelp')}
        </Text>
        <Button
          w={{ base: 'full', sm: 'auto' }}
          alignSelf="start"
          colorPalette="brand"
          variant="outline"
          loading={busy === 'join'}
          disabled={busy !== null}
          onClick={onJoin}
          data-testid={`${id}-join`}
        >
          {t('marketplace.waitlistJoin')}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="2" w="full" role="status" data-testid={`${id}-waitlist`}>
      {entry.offer ? (
        <Text fontSize="sm" fontWeight="medium" color="green.fg">
          {t('marketplace.waitlistOffered', { count: entry.quantity, time: holdDateTime(entry.offer.expiresAt, i18n.language) })}
        </Text>
      ) : (
        <Text fontSize="sm" fontWeight="medium">
          {t('marketplace.waitlistWaiting', { count: entry.quantity, position: entry.position ?? 1 })}
        </Text>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        {entry.offer && (
          <Button
            colorPalette="brand"
            loading={busy === 'pay'}
            disabled={busy !== null}
            onClick={() => entry.offer && onPay(entry.offer.cart)}
            data-testid={`${id}-pay-offer`}
          >
            {t('marketplace.payByCard')}
          </Button>
        )}
        <Button variant="ghost" loading={busy === 'leave'} disabled={busy !== null} onClick={onLeave} data-testid={`${id}-leave`}>
          {entry.offer ? t('marketplace.waitlistDecline') : t('marketplace.waitlistLeave')}
        </Button>
      </Stack>
    </Stack>
  );
}
