import { useState } from 'react';
import { Alert, Button, HStack, IconButton, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tessera/domain/constants';
import { lineSeats, type CartQuote, type CartView } from '@tessera/domain/entities/cart';
import { formatCents } from '@tessera/domain/locale/money';
import { formatDate } from '@tessera/domain/locale/dates';
import { BackLink } from '../../components/BackLink';
import { PageTitle } from '../../components/PageTitle';
import { notify } from '../../components/toaster';
import { errorCode, errorText } from '../../lib/api/errorText';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { quoteCart } from './api/quoteCart';
import { startCheckout } from './api/startCheckout';
import { confirmPayrollCode, sendPayrollCode } from './api/payrollCode';
import { toCartLines, useCart } from './api/useCart';
import { PayrollConfirm } from './PayrollConfirm';

/**
 * Why the cart cannot be bought now (an item no longer on sale, seats gone, already registered). Missing personal data
 * never shows here: the app takes the member to their data page, which says what is missing.
 */
function QuoteProblem({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" data-testid="cart-problem">
      <Alert.Indicator />
      <Alert.Title>{errorText(t, error)}</Alert.Title>
    </Alert.Root>
  );
}

/** The priced lines, each with a way out of the cart, and the total. */
function QuoteTable({ quote, onRemove }: { quote: CartQuote; onRemove: (saleId: string) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="app.panel">
      <Table.Root size="sm" data-testid="cart-lines">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('marketplace.item')}</Table.ColumnHeader>
            {/* at 375 px the seats go under the item's name: the amount stays in view */}
            <Table.ColumnHeader textAlign="end" hideBelow="sm">
              {t('marketplace.quantity')}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('marketplace.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader srOnly>{t('marketplace.remove')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {quote.lines.map((l) => (
            <Table.Row key={l.saleId} data-testid={`cart-line-${l.saleId}`}>
              <Table.Cell>
                <Text fontWeight="medium">{l.saleName}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {l.priceName} · {formatDate(l.saleDate)} · {formatCents(l.unitCost, lang)}
                </Text>
                {l.relatives.length > 0 && (
                  <Text fontSize="sm" data-testid={`cart-family-${l.saleId}`}>
                    {l.quantity > 0
                      ? t('marketplace.youAnd', { names: l.relatives.map((r) => r.name).join(', ') })
                      : t('marketplace.for', { names: l.relatives.map((r) => r.name).join(', ') })}
                  </Text>
                )}
                <Text fontSize="sm" color="fg.muted" hideFrom="sm">
                  {t('marketplace.seats', { count: lineSeats(l) })}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" hideBelow="sm">
                {lineSeats(l)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatCents(l.amount, lang)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('marketplace.removeItem', { name: l.saleName })}
                  onClick={() => onRemove(l.saleId)}
                  data-testid={`cart-remove-${l.saleId}`}
                >
                  ✕
                </IconButton>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.Cell fontWeight="semibold">{t('marketplace.total')}</Table.Cell>
            <Table.Cell hideBelow="sm" />
            <Table.Cell textAlign="end" fontWeight="semibold" data-testid="cart-total">
              {formatCents(quote.total, lang)}
            </Table.Cell>
            <Table.Cell />
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * The cart (/my-area/cart): priced again by the server, with what stops it (personal data to complete, an item no
 * longer on sale, seats gone); paid by card through the provider's checkout, or charged to payroll with an emailed code.
 */
export function CartPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const lines = toCartLines(cart.lines);
  const key = JSON.stringify(lines);
  const quote = useApiQuery(`cart:${key}`, () => (lines.length ? quoteCart(lines) : Promise.resolve(null)));
  const [busy, setBusy] = useState<'card' | 'payroll' | 'code' | null>(null);
  const [payroll, setPayroll] = useState<CartView | null>(null);

  async function payByCard() {
    setBusy('card');
    try {
      const { session } = await startCheckout(lines, i18n.language === 'en' ? 'en' : 'it');
      window.location.assign(session.url);
    } catch (e) {
      notify('error', errorText(t, e));
      setBusy(null);
    }
  }

  async function chargePayroll() {
    setBusy('payroll');
    try {
      setPayroll((await sendPayrollCode(lines)).cart);
    } catch (e) {
      notify('error', errorText(t, e));
    } finally {
      setBusy(null);
    }
  }

  async function confirm(code: string) {
    if (!payroll) return;
    setBusy('code');
    try {
      await confirmPayrollCode(payroll.id, code);
      cart.clear();
      notify('success', t('marketplace.payrollDone'));
      navigate('/my-area/tickets');
    } catch (e) {
      notify('error', errorText(t, e), errorCode(e) ?? undefined);
      setBusy(null);
    }
  }

  return (
    <Stack gap="5" maxW="3xl">
      <BackLink to="/my-area/shop" label={t('marketplace.backToShop')} />
      <PageTitle>{t('marketplace.cartTitle')}</PageTitle>
      {lines.length === 0 && (
        <Stack gap="3" align="start" data-testid="cart-empty">
          <Text color="fg.muted">{t('marketplace.cartEmpty')}</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/my-area/shop">{t('marketplace.goShopping')}</RouterLink>
          </Button>
        </Stack>
      )}
      {lines.length > 0 && quote.status === 'loading' && <Skeleton height="40" />}
      {lines.length > 0 && quote.status === 'error' && (
        <Stack gap="3">
          <QuoteProblem error={quote.error} />
          <Stack as="ul" gap="1" listStyleType="none">
            {cart.lines.map((l) => (
              <HStack as="li" key={l.saleId} justify="space-between">
                <Text>{l.saleName}</Text>
                <Button size="xs" variant="ghost" onClick={() => cart.remove(l.saleId)} data-testid={`cart-remove-${l.saleId}`}>
                  {t('marketplace.remove')}
                </Button>
              </HStack>
            ))}
          </Stack>
        </Stack>
      )}
      {quote.status === 'success' && quote.data && (
        <Stack gap="4">
          <QuoteTable quote={quote.data} onRemove={cart.remove} />
          {payroll ? (
            <PayrollConfirm
              expiresAt={payroll.expiresAt}
              busy={busy === 'code'}
              onConfirm={(c) => void confirm(c)}
              onCancel={() => setPayroll(null)}
            />
          ) : (
            <Stack gap="2" direction={{ base: 'column', sm: 'row' }}>
              {quote.data.card && (
                <Button
                  colorPalette="brand"
                  size="lg"
                  loading={busy === 'card'}
                  disabled={busy !== null}
                  onClick={() => void payByCard()}
                  data-testid="cart-pay-card"
                >
                  {t('marketplace.payByCard')}
                </Button>
              )}
              {quote.data.payroll && (
                <Button
                  variant="outline"
                  size="lg"
                  loading={busy === 'payroll'}
                  disabled={busy !== null}
                  onClick={() => void chargePayroll()}
                  data-testid="cart-pay-payroll"
                >
                  {t('marketplace.payByPayroll')}
                </Button>
              )}
            </Stack>
          )}
          <Text fontSize="sm" color="fg.muted">
            {t('marketplace.holdNote')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
