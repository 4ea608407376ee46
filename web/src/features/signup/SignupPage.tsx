import { useState } from 'react';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MunicipalityOptionValues, SignupStep1Values, SignupStep2Values } from '@tessera/domain/forms/signup';
import { signupPayloadSchema } from '@tessera/domain/forms/signup';
import { PublicLayout } from '../../components/PublicLayout';
import { CustomerStep, EMPTY_STEP1 } from './CustomerStep';
import { PlanStep } from './PlanStep';
import { useSignupPrivacyVersion } from './api/useLegalLinks';
import { useSignupRoutes } from './useSignupRoutes';
import { PageTitle } from '../../components/PageTitle';
import { useOffers } from './api/useOffers';

function StepMarker({ n, label, current }: { n: number; label: string; current: boolean }) {
  return (
    <HStack gap="2" aria-current={current ? 'step' : undefined} opacity={current ? 1 : 0.6}>
      <Text
        as="span"
        w="7"
        h="7"
        borderRadius="full"
        display="grid"
        placeItems="center"
        fontWeight="bold"
        bg={current ? 'brand.solid' : 'gray.200'}
        color={current ? 'white' : 'fg'}
      >
        {n}
      </Text>
      <Text fontWeight={current ? 'semibold' : 'normal'}>{label}</Text>
    </HStack>
  );
}

/**
 * Signup: a linear two-step stepper. Enter never submits (the steps have no submit button and the
 * form refuses submission): moving on is always an explicit click.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const [step, setStep] = useState<1 | 2>(1);
  const [customer, setCustomer] = useState<SignupStep1Values>(EMPTY_STEP1);
  const [city, setCity] = useState<MunicipalityOptionValues | null>(null);
  const [plan, setPlan] = useState<Partial<SignupStep2Values>>({});
  const routes = useSignupRoutes();
  // the chosen organization's offers (lib/deployment), asked for while step 1 is filled in
  const offers = useOffers();

  // the privacy link opens the published policy when there is one: the consent names its version
  const privacyVersion = useSignupPrivacyVersion();
  const payload = () => signupPayloadSchema.parse({ ...customer, ...plan, privacyVersion, fullAddress: city });

  return (
    <PublicLayout wide>
      <form onSubmit={(e) => e.preventDefault()} noValidate aria-labelledby="signup-title" data-testid="signup-form">
        <Stack gap="6">
          <Stack gap="3">
            <PageTitle id="signup-title" size="xl">
              {t('signup.title')}
            </PageTitle>
            <HStack as="ol" gap="6" flexWrap="wrap" aria-label={t('signup.steps')} data-testid="signup-stepper" data-step={step}>
              <li>
                <StepMarker n={1} label={t('signup.step1')} current={step === 1} />
              </li>
              <li>
                <StepMarker n={2} label={t('signup.step2')} current={step === 2} />
              </li>
            </HStack>
          </Stack>
          {step === 1 ? (
            <CustomerStep
              initial={customer}
              initialCity={city}
              onNext={(values, chosen) => {
                setCustomer(values);
                setCity(chosen);
                setStep(2);
              }}
            />
          ) : (
            <PlanStep
              offers={offers}
              values={plan}
              onChange={(next) => setPlan((p) => ({ ...p, ...next }))}
              busy={routes.busy}
              onBack={() => setStep(1)}
              onPay={() => void routes.pay(payload())}
              onPreregister={() => void routes.preregister(payload())}
            />
          )}
        </Stack>
      </form>
    </PublicLayout>
  );
}
