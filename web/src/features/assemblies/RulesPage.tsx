import { Box, Button, Checkbox, Field, Fieldset, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control, type FieldPath, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ASSEMBLY_KINDS, DEFAULT_STATUTE_RULES, statuteRulesInput, type StatuteRules } from '@tessera/domain/assemblies/rules';
import { setAssemblyRulesContract } from '@tessera/domain/contracts/assemblies';
import { BackLink } from '../../components/BackLink';
import { FieldRoot } from '../../components/FieldRoot';
import { LiveLoadState } from '../../components/LiveLoadState';
import { PageTitle } from '../../components/PageTitle';
import { notify } from '../../components/toaster';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { getRules, saveRules } from './api/assemblies';
import { notifyAssemblyFailure } from './errors';

type NumberField =
  | Exclude<FieldPath<StatuteRules>, 'feeRequired' | 'remoteAttendance' | 'electronicVoting' | 'quorum' | `quorum.${string}`>
  | `quorum.${'ORDINARY' | 'EXTRAORDINARY'}.${'first' | 'second'}`;
type FlagField = 'feeRequired' | 'remoteAttendance' | 'electronicVoting';

/** The law's default of a rule, read off DEFAULT_STATUTE_RULES by its path. */
function defaultOf(path: string): unknown {
  return path.split('.').reduce<unknown>((at, k) => (at as Record<string, unknown>)[k], DEFAULT_STATUTE_RULES);
}

function NumberRule({
  name,
  register,
  error,
  suffix,
}: {
  name: NumberField;
  register: UseFormRegister<StatuteRules>;
  error?: string;
  suffix?: string;
}) {
  const { t } = useTranslation();
  const key = name.replace(/\./g, '_');
  return (
    <FieldRoot invalid={!!error}>
      <Field.Label>{t(`assemblies.rules.fields.${key}`)}</Field.Label>
      <Input type="number" inputMode="numeric" {...register(name, { valueAsNumber: true })} data-testid={`rules-${key}`} maxW="40" />
      {!error && (
        <Field.HelperText>{t('assemblies.rules.default', { value: `${String(defaultOf(name))}${suffix ?? ''}` })}</Field.HelperText>
      )}
      <Field.ErrorText>{error && t('assemblies.rules.invalidNumber')}</Field.ErrorText>
    </FieldRoot>
  );
}

function FlagRule({ name, control }: { name: FlagField; control: Control<StatuteRules> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} alignItems="start">
          <Checkbox.HiddenInput data-testid={`rules-${name}`} onBlur={field.onBlur} />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>
            {t(`assemblies.rules.fields.${name}`)}
            <Text as="span" display="block" fontWeight="normal" fontSize="sm" color="fg.muted">
              {t('assemblies.rules.default', { value: t(defaultOf(name) ? 'assemblies.rules.yes' : 'assemblies.rules.no') })}
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

function RulesForm({ rules, editable }: { rules: StatuteRules; editable: boolean }) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, reset, formState } = useForm<StatuteRules>({
    resolver: zodResolver(statuteRulesInput),
    defaultValues: rules,
  });
  const e = formState.errors;
  const save = handleSubmit(
    async (values) => {
      try {
        reset(await saveRules(values));
        notify('success', t('assemblies.rules.saved'));
      } catch (err) {
        notifyAssemblyFailure(t, err);
      }
    },
    () => notify('error', t('assemblies.form.fixErrors')),
  );
  const num = (name: NumberField, error: unknown, suffix?: string) => (
    <NumberRule name={name} register={register} error={error ? 'invalid' : undefined} suffix={suffix} />
  );
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid="rules-form">
      <form noValidate aria-label={t('assemblies.rules.title')} onSubmit={(ev) => void save(ev)}>
        <Fieldset.Root disabled={!editable}>
          <Stack gap="6">
            <Fieldset.Root>
              <Fieldset.Legend fontWeight="semibold">{t('assemblies.rules.who')}</Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {num('votingSeniorityMonths', e.votingSeniorityMonths)}
                {num('noticeDays', e.noticeDays)}
              </SimpleGrid>
              <FlagRule name="feeRequired" control={control} />
            </Fieldset.Root>
            <Fieldset.Root>
              <Fieldset.Legend fontWeight="semibold">{t('assemblies.rules.proxies')}</Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                {num('proxyLimitSmall', e.proxyLimitSmall)}
                {num('proxyLimitLarge', e.proxyLimitLarge)}
                {num('proxyLargeFrom', e.proxyLargeFrom)}
              </SimpleGrid>
            </Fieldset.Root>
            <Fieldset.Root>
              <Fieldset.Legend fontWeight="semibold">{t('assemblies.rules.quorum')}</Fieldset.Legend>
              <Fieldset.HelperText>{t('assemblies.rules.quorumHelp')}</Fieldset.HelperText>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {ASSEMBLY_KINDS.flatMap((k) =>
                  (['first', 'second'] as const).map((c) => (
                    <Box key={`${k}-${c}`}>{num(`quorum.${k}.${c}`, e.quorum?.[k]?.[c], ' %')}</Box>
                  )),
                )}
              </SimpleGrid>
            </Fieldset.Root>
            <Fieldset.Root>
              <Fieldset.Legend fontWeight="semibold">{t('assemblies.rules.remote')}</Fieldset.Legend>
              <Stack gap="3">
                <FlagRule name="remoteAttendance" control={control} />
                <FlagRule name="electronicVoting" control={control} />
              </Stack>
            </Fieldset.Root>
            {editable && (
              <Box>
                <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} data-testid="rules-save">
                  {t('assemblies.rules.save')}
                </Button>
              </Box>
            )}
          </Stack>
        </Fieldset.Root>
      </form>
    </Box>
  );
}

/** /assemblies/rules: the statute's rules for assemblies, each beside the law's default; staff read them. */
export function RulesPage() {
  const { t } = useTranslation();
  const editable = useCallAllowed(setAssemblyRulesContract);
  const rules = useApiQuery('assembly-rules', getRules);
  return (
    <Stack gap="5">
      <BackLink to="/assemblies" label={t('assemblies.title')} />
      <PageTitle>{t('assemblies.rules.title')}</PageTitle>
      <Text color="fg.muted">{t('assemblies.rules.intro')}</Text>
      <LiveLoadState live={rules} errorText={t('assemblies.rules.loadError')} onRetry={() => window.location.reload()} />
      {rules.data && <RulesForm rules={rules.data} editable={editable} />}
    </Stack>
  );
}
