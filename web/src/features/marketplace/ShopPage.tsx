import { useState } from 'react';
import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { notify } from '../../components/toaster';
import { BackLink } from '../../components/BackLink';
import { PageTitle } from '../../components/PageTitle';
import { LiveLoadState } from '../../components/LiveLoadState';
import { Pagination } from '../../components/Pagination';
import { useSession } from '../../lib/session/session';
import { LOADING } from '../../lib/data/live';
import { useShopItems } from './api/useShopItems';
import { useMyRelatives } from './api/useMyRelatives';
import { PAGE_SIZES } from '@tessera/domain/constants';
import { useCart } from './api/useCart';
import { ShopItemCard } from './ShopItemCard';
import { useWaitingLists } from './useWaitingLists';
import { ShopFilters } from './ShopFilters';
import { narrowed, NO_SHOP_CHOICE, type ShopChoice } from './shopChoice';

/**
 * The members' marketplace (/my-area/shop): the items on sale online now, the soonest first, a page at a time,
 * narrowed by name, type, how soon, seats left and free of charge; each put in the cart.
 */
export function ShopPage() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [choice, setChoice] = useState<ShopChoice>(NO_SHOP_CHOICE);
  const items = useShopItems(profile.orgId, todayInItaly(), choice, pageSize);
  const cart = useCart();
  const relatives = useMyRelatives(profile.orgId, profile.memberId!);
  // read again whenever the seats of a sold-out item move: a seat offered to the member shows at once
  const waiting = useWaitingLists(items.rows.map((s) => `${s.id}:${s.currentEnrolled}`).join(','));
  // the page's own state as a live read's, for the shared loading and error line
  const live =
    items.status === 'error'
      ? { status: 'error' as const, data: undefined, error: items.error! }
      : items.status === 'loading'
        ? LOADING
        : null;

  return (
    <Stack gap="5">
      <BackLink to="/my-area" label={t('marketplace.backToArea')} />
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Stack gap="1">
          <PageTitle>{t('marketplace.shopTitle')}</PageTitle>
          <Text color="fg.muted">{t('marketplace.shopHelp')}</Text>
        </Stack>
        <Button asChild colorPalette="brand" variant={cart.lines.length ? 'solid' : 'outline'}>
          <RouterLink to="/my-area/cart" data-testid="open-cart">
            {t('marketplace.cart')}
            <Badge colorPalette="gray" variant="solid" data-testid="cart-count">
              {cart.lines.length}
            </Badge>
          </RouterLink>
        </Button>
      </HStack>
      <ShopFilters choice={choice} onChange={setChoice} />
      {live && <LiveLoadState live={live} errorText={t('marketplace.loadError')} onRetry={() => items.goTo(0)} />}
      {items.status === 'success' && items.rows.length === 0 && !narrowed(choice) && (
        <Text p="8" textAlign="center" color="fg.muted" bg="app.panel" borderRadius="lg" data-testid="shop-empty">
          {t('marketplace.shopEmpty')}
        </Text>
      )}
      {items.status === 'success' && items.rows.length === 0 && narrowed(choice) && (
        <Stack p="8" gap="3" align="center" textAlign="center" bg="app.panel" borderRadius="lg" data-testid="shop-no-match">
          <Text color="fg.muted">{t('marketplace.filters.noMatch')}</Text>
          <Button size="sm" variant="outline" onClick={() => setChoice({ ...NO_SHOP_CHOICE, sort: choice.sort })}>
            {t('marketplace.filters.showAll')}
          </Button>
        </Stack>
      )}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy={items.loading}>
        {items.rows.map((sale) => (
          <ShopItemCard
            key={sale.id}
            sale={sale}
            relatives={relatives}
            waiting={waiting.entryOf(sale.id)}
            waitlistBusy={waiting.busyOn(sale.id)}
            onJoinWaitlist={(priceName, quantity) => waiting.join(sale, priceName, quantity)}
            onLeaveWaitlist={() => waiting.askLeave(sale)}
            onPayOffer={(cart) => waiting.pay(sale.id, cart)}
            inCart={cart.lines.find((l) => l.saleId === sale.id)}
            onPut={(line) =>
              cart.put(line)
                ? notify('success', t('marketplace.added', { name: line.saleName }))
                : notify('error', t('marketplace.cartFull'))
            }
          />
        ))}
      </SimpleGrid>
      {waiting.dialog}
      {(items.page > 0 || items.hasNext || (items.total ?? 0) > PAGE_SIZES[0]) && (
        <Pagination
          page={items.page}
          pageSize={pageSize}
          total={items.total}
          hasNext={items.hasNext}
          onPage={items.goTo}
          onPageSize={setPageSize}
        />
      )}
    </Stack>
  );
}
