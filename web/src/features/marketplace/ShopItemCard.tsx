import { useState } from 'react';
import { Badge, Box, Button, Card, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tessera/domain/constants';
import { REGISTRATION_QUANTITY_MAX } from '@tessera/domain/entities/registration';
import { seatsLeft, type Sale } from '@tessera/domain/entities/sale';
import { formatDate } from '@tessera/domain/locale/dates';
import { formatCents } from '@tessera/domain/locale/money';
import { RichTextView } from '../../components/RichTextView';
import { SeatCountSelect } from '../../components/SeatCountSelect';
import type { KeptLine } from './api/useCart';

interface Props {
  sale: Sale;
  inCart: KeptLine | undefined;
  onPut: (line: KeptLine) => void;
}

/** The most seats the quantity offers: the item's maximum per registration, the seats left, the general limit. */
function quantityLimit(sale: Sale, left: number | null) {
  return Math.max(0, Math.min(sale.maxEnrolled ?? REGISTRATION_QUANTITY_MAX, left ?? REGISTRATION_QUANTITY_MAX, REGISTRATION_QUANTITY_MAX));
}

/** One item of the shop: its day, description, prices, seats left (live) and the choice that goes in the cart. */
export function ShopItemCard({ sale, inCart, onPut }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const left = seatsLeft(sale);
  const limit = quantityLimit(sale, left);
  const [priceName, setPriceName] = useState(inCart?.priceName ?? sale.prices[0]?.name ?? '');
  const [quantity, setQuantity] = useState(inCart?.quantity ?? 1);
  const price = sale.prices.find((p) => p.name === priceName) ?? sale.prices[0];
  const soldOut = limit === 0;
  const id = `shop-${sale.id}`;

  return (
    <Card.Root as="article" aria-labelledby={`${id}-name`} data-testid={id} size="sm" variant="outline" bg="app.panel">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Stack gap="0">
            <Text as="h2" id={`${id}-name`} fontWeight="semibold" fontSize="lg">
              {sale.name}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {t(`marketplace.types.${sale.type}`)} · {formatDate(sale.saleDate)}
            </Text>
          </Stack>
          {soldOut ? (
            <Badge colorPalette="red" data-testid={`${id}-sold-out`}>
              {t('marketplace.soldOut')}
            </Badge>
          ) : (
            <Badge colorPalette="green" data-testid={`${id}-left`}>
              {left === null ? t('marketplace.seatsUnlimited') : t('marketplace.seatsLeft', { count: left })}
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {sale.descriptionHTML && <RichTextView html={sale.descriptionHTML} fontSize="sm" />}
        <HStack gap="3" align="end" flexWrap="wrap">
          {sale.prices.length > 1 ? (
            <Field.Root flex="1" minW="0">
              <Field.Label htmlFor={`${id}-price`}>{t('marketplace.price')}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field id={`${id}-price`} value={priceName} onChange={(e) => setPriceName(e.currentTarget.value)}>
                  {sale.prices.map((p) => (
                    <option key={p.name} value={p.name}>
                      {p.name} — {formatCents(p.cost, lang)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ) : (
            <Stack gap="0" flex="1" minW="40">
              <Text fontSize="sm" color="fg.muted">
                {price?.name}
              </Text>
              <Text fontWeight="semibold">{price ? formatCents(price.cost, lang) : ''}</Text>
            </Stack>
          )}
          <Field.Root w="20" flexShrink={0} disabled={soldOut}>
            <Field.Label htmlFor={`${id}-quantity`}>{t('marketplace.quantity')}</Field.Label>
            <SeatCountSelect id={`${id}-quantity`} value={quantity} most={limit} onChange={setQuantity} />
          </Field.Root>
        </HStack>
      </Card.Body>
      <Card.Footer>
        <Box w="full">
          <Button
            w={{ base: 'full', sm: 'auto' }}
            colorPalette="brand"
            variant={inCart ? 'outline' : 'solid'}
            disabled={soldOut || !price}
            onClick={() => price && onPut({ saleId: sale.id, priceName: price.name, quantity, saleName: sale.name, unitCost: price.cost })}
            data-testid={`${id}-add`}
          >
            {inCart ? t('marketplace.updateCart') : t('marketplace.addToCart')}
          </Button>
        </Box>
      </Card.Footer>
    </Card.Root>
  );
}
