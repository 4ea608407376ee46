import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchCondition } from '@tessera/domain/search/query';
import { AmountInput } from '../../components/AmountInput';
import { amountValue, amountValueText } from './conditions';

type Value = SearchCondition['value'];
type Props = { value: Value; onChange: (value: Value) => void; 'data-testid': string };

/**
 * An amount condition's field: it holds what was typed while the condition holds its cents (or the text, when it is
 * no amount). A value that changes from elsewhere (a saved search loaded, the language switched) is shown afresh.
 */
export function AmountValueInput({ value, onChange, ...props }: Props) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const [typed, setTyped] = useState(() => ({ text: amountValueText(value, lang), value, lang }));
  if (typed.value !== value || typed.lang !== lang) setTyped({ text: amountValueText(value, lang), value, lang });
  return (
    <AmountInput
      size="sm"
      value={typed.text}
      onChange={(text) => {
        const next = amountValue(text, lang);
        setTyped({ text, value: next, lang });
        onChange(next);
      }}
      {...props}
    />
  );
}
