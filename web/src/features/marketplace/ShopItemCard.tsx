import { useState } from 'react';
import { Badge, Box, Button, Card, Checkbox, Field, Fieldset, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tessera/domain/constants';
import { REGISTRATION_QUANTITY_MAX } from '@tessera/domain/entities/registration';
import { seatsLeft, type Sale } from '@tessera/domain/entities/sale';
import { formatDate } from '@tessera/domain/locale/dates';
import { formatCents } from '@tessera/domain/locale/money';
import { RichTextView } from '../../components/RichTextView';
import { SeatCountSelect } from '../../components/SeatCountSelect';
import type { KeptLine } from './api/useCart';
import type { FamilyMember } from './api/useMyRelatives';
import { WaitlistControls } from './WaitlistControls';
import type { WaitlistEntryView } from '@tessera/domain/entities/waitlist';

interface Props {
  sale: Sale;
  inCart: KeptLine | undefined;
  onPut: (line: KeptLine) => void;
  /** the member's relatives, offered as family members on an item that allows family */
  relatives: readonly FamilyMember[];
  /** the member's place in this item's waiting list, if any */
  waiting: WaitlistEntryView | undefined;
  waitlistBusy: 'join' | 'leave' | 'pay' | null;
  onJoinWaitlist: (priceName: string, quantity: number) => void;
  onLeaveWaitlist: () => void;
  onPayOffer: (cart: string) => void;
}

/** The family members coming along: one seat each, chosen among the member's relatives. */
function FamilyChoice({
  id,
  relatives,
  chosen,
  most,
  onChange,
}: {
  id: string;
  relatives: readonly FamilyMember[];
  chosen: readonly string[];
  /** the most family seats still free */
  most: number;
  onChange: (family: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset.Root data-testid={`${id}-family`}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {t('marketplace.familyComing')}
      </Fieldset.Legend>
      <Stack gap="1">
        {relatives.map((r) => {
          const on = chosen.includes(r.id);
          return (
            <Checkbox.Root
              key={r.id}
              size="sm"
              checked={on}
              disabled={!on && chosen.length >= most}
              onCheckedChange={(e) => onChange(e.checked ? [...chosen, r.id] : chosen.filter((c) => c !== r.id))}
              data-testid={`${id}-family-${r.id}`}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {r.name}{' '}
                <Text as="span" color="fg.muted">
                  · {r.relationship}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Stack>
    </Fieldset.Root>
  );
}

/** The most seats the quantity offers: the item's maximum per registration, the seats left, the general limit. */
function quantityLimit(sale: Sale, left: number | null) {
  return Math.max(0, Math.min(sale.maxEnrolled ?? REGISTRATION_QUANTITY_MAX, left ?? REGISTRATION_QUANTITY_MAX, REGISTRATION_QUANTITY_MAX));
}

/** One item of the shop: its day, description, prices, seats left (live) and the choice that goes in the cart. */
export function ShopItemCard(props: Props) {
  const { sale, inCart, onPut, relatives } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const left = seatsLeft(sale);
  const limit = quantityLimit(sale, left);
  const [priceName, setPriceName] = useState(inCart?.priceName ?? sale.prices[0]?.name ?? '');
  const [quantity, setQuantity] = useState(inCart?.quantity ?? 1);
  const offerFamily = sale.canHaveFamily && relatives.length > 0;
  // family members no longer among the relatives drop out
  const [family, setFamily] = useState<string[]>((inCart?.family ?? []).filter((f) => relatives.some((r) => r.id === f)));
  const price = sale.prices.find((p) => p.name === priceName) ?? sale.prices[0];
  const soldOut = limit === 0;
  const seats = quantity + family.length;
  // sold out, the seats asked of the waiting list: up to the item's maximum per registration
  const most = soldOut ? quantityLimit(sale, null) : limit;
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
          <Field.Root w={offerFamily ? '28' : '20'} flexShrink={0} disabled={soldOut && props.waiting !== undefined}>
            <Field.Label htmlFor={`${id}-quantity`}>{offerFamily ? t('marketplace.yourSeats') : t('marketplace.quantity')}</Field.Label>
            <SeatCountSelect
              id={`${id}-quantity`}
              value={quantity}
              most={most - family.length}
              least={offerFamily && family.length > 0 ? 0 : 1}
              onChange={setQuantity}
            />
          </Field.Root>
        </HStack>
        {offerFamily && !soldOut && (
          <FamilyChoice
            id={id}
            relatives={relatives}
            chosen={family}
            most={limit - quantity}
            onChange={(next) => {
              setFamily(next);
              // with nobody else coming, the member's own seat is back
              if (next.length === 0 && quantity === 0) setQuantity(1);
            }}
          />
        )}
      </Card.Body>
      <Card.Footer>
        {soldOut ? (
          <WaitlistControls
            id={id}
            entry={props.waiting}
            busy={props.waitlistBusy}
            onJoin={() => price && props.onJoinWaitlist(price.name, Math.max(1, quantity))}
            onLeave={props.onLeaveWaitlist}
            onPay={props.onPayOffer}
          />
        ) : (
          <Box w="full">
            <Button
              w={{ base: 'full', sm: 'auto' }}
              colorPalette="brand"
              variant={inCart ? 'outline' : 'solid'}
              disabled={soldOut || !price || seats < 1 || seats > limit}
              onClick={() =>
                price &&
                onPut({
                  saleId: sale.id,
                  priceName: price.name,
                  quantity,
                  family: offerFamily ? family : [],
                  saleName: sale.name,
                  unitCost: price.cost,
                })
              }
              data-testid={`${id}-add`}
            >
              {inCart ? t('marketplace.updateCart') : t('marketplace.addToCart')}
            </Button>
          </Box>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
