import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Checkbox, HStack, IconButton, Link, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tessera/domain/constants';
import { signupStep2Schema, type SignupStep2Values } from '@tessera/domain/forms/signup';
import { formatCents } from '@tessera/domain/locale/money';
import { DownloadIcon } from '../../components/icons';
import { useLegalLinks } from './api/useLegalLinks';
import type { useOffers } from './api/useOffers';
import type { SignupBusy } from './useSignupRoutes';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';

interface Props {
  /** the offers, loaded by the page from step 1 on so that this step shows them at once */
  offers: ReturnType<typeof useOffers>;
  values: Partial<SignupStep2Values>;
  onChange: (next: Partial<SignupStep2Values>) => void;
  busy: SignupBusy;
  onBack: () => void;
  onPay: () => void;
  onPreregister: () => void;
}

const CONSENTS = [
  { name: 'acceptTOS', link: 'tos_link', label: 'signup.acceptTOS' },
  { name: 'acceptPrivacy', link: 'policy_link', label: 'signup.acceptPrivacy' },
  { name: 'acceptStatuto', link: 'statuto', label: 'signup.acceptStatuto' },
] as const;

/** Step 2 "plan info": offers with the price panel, the three consents, payment or pre-registration. */
export function PlanStep({ offers, values, onChange, busy, onBack, onPay, onPreregister }: Props) {
  const { t, i18n } = useTranslation();
  const links = useLegalLinks();
  const valid = signupStep2Schema.safeParse(values).success;
  const selected = offers.data?.find((o) => o._id === values.offer);
  const anyBusy = busy.pay || busy.preregister;

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Text fontWeight="semibold" id="offers-label">
          {t('signup.offers')}
        </Text>
        {offers.status === 'loading' && <LoadingSkeleton height="24" />}
        {offers.status === 'error' && (
          <Text color="fg.error" data-testid="signup-offers-error">
            {t('signup.offersError')}
          </Text>
        )}
        {offers.status === 'success' && offers.data.length === 0 && (
          <Text color="fg.muted" data-testid="signup-offers-empty">
            {t('signup.noOffers')}
          </Text>
        )}
        {offers.status === 'success' && offers.data.length > 0 && (
          <RadioGroup.Root
            value={values.offer ?? null}
            onValueChange={(e) => onChange({ offer: e.value ?? undefined })}
            aria-labelledby="offers-label"
          >
            <Stack gap="2">
              {offers.data.map((o) => (
                <RadioGroup.Item
                  key={o._id}
                  value={o._id}
                  borderWidth="1px"
                  borderRadius="md"
                  p="3"
                  width="full"
                  data-testid={`signup-offer-${o._id}`}
                >
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{o.name}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}
      </Stack>

      <Box borderRadius="lg" bg="brand.50" p="4" data-testid="signup-price" aria-live="polite">
        {selected ? (
          <HStack justify="space-between" flexWrap="wrap">
            <Text>{selected.name}</Text>
            <Text fontSize="2xl" fontWeight="bold">
              {formatCents(Math.round(selected.amount * 100), i18n.language as Language)}
            </Text>
          </HStack>
        ) : (
          <Text color="fg.muted">{t('messages.select_an_offer_key')}</Text>
        )}
      </Box>

      <Stack gap="3">
        {CONSENTS.map((c) => (
          <HStack key={c.name} justify="space-between" gap="2">
            <Checkbox.Root
              checked={values[c.name] === true}
              onCheckedChange={(e) => onChange({ [c.name]: e.checked === true })}
              data-testid={`signup-${c.name}`}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(c.label)}</Checkbox.Label>
            </Checkbox.Root>
            <IconButton asChild size="sm" variant="ghost" aria-label={t('signup.download', { document: t(c.label) })}>
              <a href={links[c.link]} target="_blank" rel="noreferrer" download data-testid={`signup-doc-${c.link}`}>
                <DownloadIcon />
              </a>
            </IconButton>
          </HStack>
        ))}
      </Stack>

      <Stack gap="3">
        <Button colorPalette="brand" size="lg" disabled={!valid || anyBusy} loading={busy.pay} onClick={onPay} data-testid="signup-pay">
          {t('messages.proceed_to_payment_key')}
        </Button>
        <Button
          variant="outline"
          colorPalette="brand"
          size="lg"
          disabled={!valid || anyBusy}
          loading={busy.preregister}
          onClick={onPreregister}
          data-testid="signup-preregister"
        >
          {t('messages.proceed_to_preregistration_key')}
        </Button>
        <HStack justify="space-between" flexWrap="wrap" fontSize="sm">
          <Button variant="ghost" size="sm" onClick={onBack} disabled={anyBusy} data-testid="signup-back">
            {t('signup.back')}
          </Button>
          <Link asChild colorPalette="brand" variant="underline">
            <RouterLink to="/auth">{t('public.backToLogin')}</RouterLink>
          </Link>
        </HStack>
      </Stack>
    </Stack>
  );
}
