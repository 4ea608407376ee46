import { Input, type InputProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { amountText, parseCents } from '@tessera/domain/locale/money';

type Props = Omit<InputProps, 'value' | 'onChange'> & { value: string; onChange: (text: string) => void };

/**
 * An amount in euro as typed (1.234,56 in Italian, 1,234.56 in English; parseCents reads it), shown back in the
 * language's own form once the field is left: 12,5 → 12,50.
 */
export function AmountInput({ value, onChange, onBlur, ...props }: Props) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  return (
    <Input
      value={value}
      inputMode="decimal"
      placeholder={lang === 'en' ? '0.00' : '0,00'}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={(e) => {
        const cents = parseCents(value, lang);
        if (cents !== null && cents >= 0) onChange(amountText(cents, lang));
        onBlur?.(e);
      }}
      {...props}
    />
  );
}
