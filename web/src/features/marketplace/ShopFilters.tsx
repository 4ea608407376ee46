import { Button, Checkbox, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SALE_TYPES } from '@tessera/domain/entities/sale';
import { FilterSelect } from '../../components/FilterSelect';
import { ListSearchField } from '../../components/ListSearchField';
import { narrowed, NO_SHOP_CHOICE, SHOP_SORTS, SHOP_WHEN, type ShopChoice, type ShopWhen } from './shopChoice';

/** One yes/no narrowing of the shop ("only with seats left", "only free"). */
function OnlyCheck({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} data-testid={id}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** Above the shop: search by name, type, how soon, the order, seats left and free of charge; one button clears them. */
export function ShopFilters({ choice, onChange }: { choice: ShopChoice; onChange: (next: ShopChoice) => void }) {
  const { t } = useTranslation();
  const set = <K extends keyof ShopChoice>(key: K, value: ShopChoice[K]) => onChange({ ...choice, [key]: value });
  return (
    <Stack role="search" gap="3" p="4" bg="app.panel" borderWidth="1px" borderRadius="lg" aria-label={t('marketplace.filters.label')}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        <ListSearchField
          id="shop-search"
          label={t('marketplace.filters.search')}
          placeholder={t('marketplace.filters.searchPlaceholder')}
          value={choice.search}
          onChange={(v) => set('search', v)}
        />
        <FilterSelect
          id="shop-type"
          label={t('marketplace.filters.type')}
          anyLabel={t('marketplace.filters.anyType')}
          value={choice.type}
          options={SALE_TYPES.map((type) => [type, t(`marketplace.filters.types.${type}`)] as const)}
          onChange={(v) => set('type', v as ShopChoice['type'])}
        />
        <FilterSelect
          id="shop-when"
          label={t('marketplace.filters.when')}
          value={choice.when}
          options={SHOP_WHEN.map((w) => [w, t(`marketplace.filters.within.${w || 'any'}`)] as const)}
          onChange={(v) => set('when', v as ShopWhen)}
        />
        {/* a chosen time span orders by day: the order choice only stands without one */}
        {!choice.when && (
          <FilterSelect
            id="shop-sort"
            label={t('marketplace.filters.sort')}
            value={choice.sort}
            options={SHOP_SORTS.map((s) => [s, t(`marketplace.filters.sorts.${s}`)] as const)}
            onChange={(v) => set('sort', v as ShopChoice['sort'])}
          />
        )}
      </SimpleGrid>
      <HStack gap="5" flexWrap="wrap" justify="space-between">
        <HStack gap="5" flexWrap="wrap">
          <OnlyCheck
            id="shop-seats-free"
            label={t('marketplace.filters.seatsFree')}
            checked={choice.seatsFree}
            onChange={(on) => set('seatsFree', on)}
          />
          <OnlyCheck id="shop-free" label={t('marketplace.filters.free')} checked={choice.free} onChange={(on) => set('free', on)} />
        </HStack>
        {narrowed(choice) && (
          <Button size="sm" variant="ghost" onClick={() => onChange({ ...NO_SHOP_CHOICE, sort: choice.sort })} data-testid="shop-clear">
            {t('marketplace.filters.clear')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
