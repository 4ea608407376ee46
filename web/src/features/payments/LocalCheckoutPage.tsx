import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tessera/domain/constants';
import { formatCents } from '@tessera/domain/locale/money';
import { notify } from '../../components/toaster';
import { errorCode, errorText } from '../../lib/api/errorText';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { PublicLayout } from '../../components/PublicLayout';
import { cancelLocalCheckout, fetchLocalCheckout, payLocalCheckout } from './api/localCheckout';
import { PageTitle } from '../../components/PageTitle';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';

/**
 * The local stand-in for Stripe's hosted checkout (no Stripe key, emulator only): the amount, Pay and Cancel; in
 * setup mode (a member saving a card for auto-renew) Save card instead, charging nothing. Pay or Save makes the
 * server send the webhook the signed event Stripe would; both buttons answer where the browser goes next.
 */
export function LocalCheckoutPage() {
  const { t, i18n } = useTranslation();
  const { sessionId = '' } = useParams();
  const checkout = useApiQuery(`checkout:${sessionId}`, () => fetchLocalCheckout(sessionId));
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);

  async function go(kind: 'pay' | 'cancel') {
    setBusy(kind);
    try {
      window.location.assign(await (kind === 'pay' ? payLocalCheckout : cancelLocalCheckout)(sessionId));
    } catch (e) {
      notify('error', t('messages.payment_error_key'), errorCode(e) ? errorText(t, e) : undefined);
      setBusy(null);
    }
  }

  return (
    <PublicLayout>
      <Stack gap="5" data-testid="local-checkout">
        <HStack justify="space-between" flexWrap="wrap">
          <PageTitle size="lg">
            {t(checkout.status === 'success' && checkout.data.mode === 'setup' ? 'payments.setupTitle' : 'payments.checkoutTitle')}
          </PageTitle>
          <Badge colorPalette="orange">{t('payments.testMode')}</Badge>
        </HStack>
        {checkout.status === 'loading' && <LoadingSkeleton height="32" />}
        {/* An unknown or expired session: say so and offer the ways on, instead of a dead end. */}
        {checkout.status === 'error' && (
          <Stack gap="4">
            <Stack gap="1">
              <Text color="fg.error" fontWeight="medium" role="alert" data-testid="local-checkout-error">
                {t('payments.checkoutMissing')}
              </Text>
              <Text color="fg.muted">{t('payments.checkoutMissingHelp')}</Text>
            </Stack>
            <Stack gap="2">
              <Button asChild colorPalette="brand">
                <RouterLink to="/auth" data-testid="local-checkout-back">
                  {t('auth.backToLogin')}
                </RouterLink>
              </Button>
              <Button asChild variant="ghost">
                <RouterLink to="/signup">{t('payments.startAgain')}</RouterLink>
              </Button>
            </Stack>
          </Stack>
        )}
        {checkout.status === 'success' && (
          <>
            <Stack gap="1">
              {checkout.data.lines.length === 0 && (
                <Text color="fg.muted">{checkout.data.mode === 'setup' ? t('payments.setupProduct') : checkout.data.productName}</Text>
              )}
              {checkout.data.lines.length > 0 && (
                <Stack as="ul" gap="1" listStyleType="none" data-testid="local-checkout-lines">
                  {checkout.data.lines.map((l) => (
                    <HStack as="li" key={l.name} justify="space-between" gap="3">
                      <Text>
                        {l.name}
                        {l.quantity > 1 ? ` × ${l.quantity}` : ''}
                      </Text>
                      <Text fontVariantNumeric="tabular-nums">{formatCents(l.unitAmount * l.quantity, i18n.language as Language)}</Text>
                    </HStack>
                  ))}
                </Stack>
              )}
              <Text fontSize="3xl" fontWeight="bold" data-testid="local-checkout-amount">
                {checkout.data.amount_total === null ? '' : formatCents(checkout.data.amount_total, i18n.language as Language)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {checkout.data.email}
              </Text>
            </Stack>
            {checkout.data.status === 'open' ? (
              <Stack gap="3">
                <Button
                  colorPalette="brand"
                  size="lg"
                  loading={busy === 'pay'}
                  disabled={busy !== null}
                  onClick={() => void go('pay')}
                  data-testid="local-checkout-pay"
                >
                  {checkout.data.mode === 'setup' ? t('payments.saveCard') : t('payments.pay')}
                </Button>
                <Button
                  variant="ghost"
                  loading={busy === 'cancel'}
                  disabled={busy !== null}
                  onClick={() => void go('cancel')}
                  data-testid="local-checkout-cancel"
                >
                  {t('payments.cancel')}
                </Button>
              </Stack>
            ) : (
              <Stack gap="3">
                <Text data-testid="local-checkout-closed">{t('payments.checkoutClosed')}</Text>
                <Button asChild variant="outline">
                  <RouterLink to="/auth">{t('auth.backToLogin')}</RouterLink>
                </Button>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </PublicLayout>
  );
}
