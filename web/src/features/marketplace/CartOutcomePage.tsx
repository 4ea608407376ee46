import { useEffect, useState } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tessera/domain/constants';
import { formatCents } from '@tessera/domain/locale/money';
import { PageTitle } from '../../components/PageTitle';
import { errorText } from '../../lib/api/errorText';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { fetchCartOutcome } from './api/fetchCartOutcome';
import { useCart } from './api/useCart';
import { holdTime } from './holdTime';

/** Looks again this often while the provider's confirmation is on its way, this many times at the most. */
const POLL_MS = 1500;
const POLL_TRIES = 20;

/**
 * The cart's outcome page (/my-area/cart/outcome?session_id=…), where the checkout sends the member back: paid (the
 * registrations confirmed; the cart emptied), still waiting for the provider's word (looked at again for a while),
 * cancelled (the seats stay held until the checkout expires), or expired (the seats went back).
 */
export function CartOutcomePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const session = params.get('session_id') ?? '';
  const cancelled = params.get('cancelled') === '1';
  const [tries, setTries] = useState(0);
  const outcome = useApiQuery(`cart-outcome:${session}:${tries}`, () => fetchCartOutcome(session));
  const cart = useCart();
  const status = outcome.status === 'success' ? outcome.data.cart.status : null;
  const { clear } = cart;

  useEffect(() => {
    if (status === 'PAID') clear();
    if (status !== 'CHECKOUT' || cancelled || tries >= POLL_TRIES) return;
    const timer = setTimeout(() => setTries((n) => n + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [status, cancelled, tries, clear]);

  // while looking again, the previous answer stays on screen
  const [last, setLast] = useState(outcome.data);
  if (outcome.data && outcome.data !== last) setLast(outcome.data);
  const shown = outcome.data ?? last;

  return (
    <Stack gap="5" maxW="2xl" data-testid="cart-outcome">
      <PageTitle>{t('marketplace.outcomeTitle')}</PageTitle>
      {!shown && outcome.status === 'loading' && <Skeleton height="24" />}
      {!shown && outcome.status === 'error' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorText(t, outcome.error)}</Alert.Title>
        </Alert.Root>
      )}
      {shown && shown.cart.status === 'PAID' && (
        <Alert.Root status="success" data-testid="cart-paid">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('marketplace.paid', { amount: formatCents(shown.cart.total, i18n.language as Language) })}</Alert.Title>
            {shown.cart.refunded.length > 0 && (
              <Alert.Description data-testid="cart-refunded">
                {t('marketplace.refundedLines', {
                  items: shown.cart.lines
                    .filter((l) => shown.cart.refunded.includes(l.saleId))
                    .map((l) => l.saleName)
                    .join(', '),
                })}
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {shown && shown.cart.status === 'CHECKOUT' && (
        <Alert.Root status={cancelled ? 'warning' : 'info'} data-testid={cancelled ? 'cart-cancelled' : 'cart-waiting'}>
          <Alert.Indicator />
          <Alert.Title>
            {cancelled
              ? t('marketplace.cancelled', { time: holdTime(shown.cart.expiresAt, i18n.language) })
              : t(tries >= POLL_TRIES ? 'marketplace.stillWaiting' : 'marketplace.waiting')}
          </Alert.Title>
        </Alert.Root>
      )}
      {shown && shown.cart.status === 'EXPIRED' && (
        <Alert.Root status="warning" data-testid="cart-expired">
          <Alert.Indicator />
          <Alert.Title>{t('marketplace.expired')}</Alert.Title>
        </Alert.Root>
      )}
      {shown && (
        <Stack as="ul" gap="1" listStyleType="none">
          {shown.cart.lines.map((l) => (
            <Text as="li" key={l.saleId}>
              {l.saleName} — {l.priceName}
              {l.quantity > 1 ? ` × ${l.quantity}` : ''}
            </Text>
          ))}
        </Stack>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        {status === 'PAID' ? (
          <Button asChild colorPalette="brand">
            <RouterLink to="/my-area/tickets" data-testid="outcome-tickets">
              {t('marketplace.myTickets')}
            </RouterLink>
          </Button>
        ) : (
          <Button asChild colorPalette="brand">
            <RouterLink to="/my-area/cart" data-testid="outcome-cart">
              {t('marketplace.backToCart')}
            </RouterLink>
          </Button>
        )}
        <Button asChild variant="outline">
          <RouterLink to="/my-area/shop">{t('marketplace.backToShop')}</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}
