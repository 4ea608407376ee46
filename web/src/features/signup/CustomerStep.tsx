import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TAX_CODE_MAX } from '@tessera/domain/constants';
import { looksLikeEmail } from '@tessera/domain/entities/common';
import { sanitizeOtpInput } from '@tessera/domain/forms/otp';
import { PASSWORD_LIMITS } from '@tessera/domain/forms/passwords';
import {
  isTaxCodeInvalidForStyling,
  municipalityOptionSchema,
  signupSendCodePayload,
  signupStep1Schema,
  type MunicipalityOptionValues,
  type SignupStep1Values,
} from '@tessera/domain/forms/signup';
import { AddressFields } from '../../components/AddressFields';
import { PasswordInput } from '../../components/PasswordInput';
import { notify, notifyFailure } from '../../components/toaster';
import { useRetryWait } from '../../components/useRetryWait';
import { sendSignupCode } from './api/sendSignupCode';
import { PasswordStrength } from './PasswordStrength';

export const EMPTY_STEP1: SignupStep1Values = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  ssn: '',
  otp: '',
  addr_line: '',
  addr_city: '',
  addr_zip: '',
  addr_state: '',
  addr_country: '',
};

interface Props {
  initial: SignupStep1Values;
  initialCity: MunicipalityOptionValues | null;
  onNext: (values: SignupStep1Values, city: MunicipalityOptionValues) => void;
}

/** Step 1 "customer info": all fields required; the city must be chosen from the autocomplete. */
export function CustomerStep({ initial, initialCity, onNext }: Props) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  // a refusal's wait holds the send button until then; the code field stays open for a code already received
  const wait = useRetryWait();
  const [city, setCity] = useState<MunicipalityOptionValues | null>(initialCity);
  const { register, setValue, getValues, control, formState } = useForm<SignupStep1Values>({
    resolver: zodResolver(signupStep1Schema),
    mode: 'onChange',
    defaultValues: initial,
  });
  const v = useWatch({ control }) as SignupStep1Values;
  const set = (name: keyof SignupStep1Values, value: string) => setValue(name, value, { shouldValidate: true, shouldDirty: true });
  const err = (name: keyof SignupStep1Values) => formState.errors[name]?.message;
  const emailOk = looksLikeEmail(v.email);

  async function sendCode() {
    setSending(true);
    try {
      // The code-sent flag turns on only on a truthy answer; falsy means the email exists.
      if (await sendSignupCode(signupSendCodePayload(getValues()))) {
        setCodeSent(true);
        notify('info', t('messages.sent_otp_via_email_key'));
      } else {
        notify('error', t('errors.auth/email-already-exists'));
      }
    } catch (e) {
      wait.note(e);
      notifyFailure(t, e);
    } finally {
      setSending(false);
    }
  }

  const canNext = formState.isValid && city !== null;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root invalid={!!err('firstName')} required>
          <Field.Label>{t('signup.firstName')}</Field.Label>
          <Input autoComplete="given-name" {...register('firstName')} data-testid="signup-firstName" />
          <Field.ErrorText>{err('firstName') && t(err('firstName')!)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!err('lastName')} required>
          <Field.Label>{t('signup.lastName')}</Field.Label>
          <Input autoComplete="family-name" {...register('lastName')} data-testid="signup-lastName" />
          <Field.ErrorText>{err('lastName') && t(err('lastName')!)}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!v.email && !emailOk} required>
          <Field.Label>{t('signup.email')}</Field.Label>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            value={v.email}
            onChange={(e) => {
              set('email', e.currentTarget.value.toLowerCase());
              wait.clear();
            }}
            data-testid="signup-email"
          />
          <Field.ErrorText>{t('validation.email')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={isTaxCodeInvalidForStyling(v.ssn)} required>
          <Field.Label>{t('signup.ssn')}</Field.Label>
          <Input
            value={v.ssn}
            maxLength={TAX_CODE_MAX}
            autoCapitalize="characters"
            onChange={(e) => set('ssn', e.currentTarget.value.toUpperCase())}
            data-testid="signup-ssn"
          />
          <Field.ErrorText>{t('validation.taxCodeInvalid')}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>

      <AddressFields
        value={{ line: v.addr_line, city: v.addr_city, zip: v.addr_zip, state: v.addr_state, country: v.addr_country }}
        onChange={(a) => {
          set('addr_line', a.line);
          set('addr_zip', a.zip);
          set('addr_state', a.state);
          set('addr_country', a.country);
          // typing in the city again drops the chosen municipality: it must be chosen from the list
          if (a.city !== v.addr_city) setCity(null);
          set('addr_city', a.city);
        }}
        onCitySelect={(c) => setCity(municipalityOptionSchema.parse(c))}
        errors={{ city: v.addr_city && !city ? 'signup.chooseCity' : undefined }}
        testId="signup-address"
      />

      <Stack gap="2">
        <HStack align="end" gap="3" flexWrap="wrap">
          <Field.Root flex="1" minW="40" disabled={!emailOk} required>
            <Field.Label>{t('signup.otp')}</Field.Label>
            <Input
              value={v.otp}
              inputMode="numeric"
              autoComplete="one-time-code"
              onChange={(e) => set('otp', sanitizeOtpInput(e.currentTarget.value))}
              data-testid="signup-otp"
            />
          </Field.Root>
          <Button
            variant="outline"
            colorPalette="brand"
            onClick={() => void sendCode()}
            loading={sending}
            disabled={!emailOk || !v.firstName?.trim() || sending || wait.waiting}
            data-testid="signup-send-code"
          >
            {t(codeSent ? 'signup.resendCode' : 'signup.sendCode')}
          </Button>
        </HStack>
        {codeSent && (
          <Text data-testid="signup-code-sent" color="fg.muted" fontSize="sm" role="status">
            {t('signup.codeSent', { email: v.email })}
          </Text>
        )}
        {wait.text && (
          <Text data-testid="signup-retry" color="fg.muted" fontSize="sm" role="status">
            {wait.text}. {t('retry.waitOrChange')}
          </Text>
        )}
      </Stack>

      <Field.Root invalid={!!v.password && !!err('password')} required>
        <Field.Label>{t('signup.password')}</Field.Label>
        <PasswordInput
          autoComplete="new-password"
          maxLength={PASSWORD_LIMITS.hintInputMax}
          {...register('password')}
          data-testid="signup-password"
          toggleTestId="signup-toggle-password"
        />
        <PasswordStrength password={v.password ?? ''} />
      </Field.Root>

      <Button colorPalette="brand" size="lg" disabled={!canNext} onClick={() => onNext(getValues(), city!)} data-testid="signup-next">
        {t('signup.next')}
      </Button>
    </Stack>
  );
}
