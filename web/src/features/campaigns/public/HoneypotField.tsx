import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HONEYPOT_FIELD } from '@tessera/domain/campaigns/campaign';

/** The honeypot: out of sight and out of the tab order; people leave it empty, bots fill it. */
export function HoneypotField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden">
      <label htmlFor={`public-${HONEYPOT_FIELD}`}>{t('campaigns.public.honeypot')}</label>
      <input
        id={`public-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Box>
  );
}
