import { Button, Group, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BILLINGS, type Billing } from '@tessera/domain/plans/plans';

/** Monthly or annual prices: two pressed/unpressed buttons side by side (the annual one costs ten months). */
export function BillingToggle({ value, onChange }: { value: Billing; onChange: (b: Billing) => void }) {
  const { t } = useTranslation();
  return (
    <HStack gap="3" flexWrap="wrap">
      <Group attached role="group" aria-label={t('plans.billingLabel')}>
        {BILLINGS.map((b) => (
          <Button
            key={b}
            size="sm"
            colorPalette="brand"
            variant={value === b ? 'solid' : 'outline'}
            aria-pressed={value === b}
            onClick={() => onChange(b)}
            data-testid={`plan-billing-${b}`}
          >
            {t(`plans.billing.${b}`)}
          </Button>
        ))}
      </Group>
      <Text fontSize="sm" color="fg.muted">
        {t('plans.annualSaving')}
      </Text>
    </HStack>
  );
}
