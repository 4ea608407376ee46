import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { checkConsistency, computeTaxCode, isValidTaxCode, TAX_CODE_INVALID_KEY } from '@tessera/domain/codiceFiscale';
import { looksLikeEmail } from '@tessera/domain/entities/common';
import { ACCOUNT_STATUSES, cardNumber as cardNumberSchema, memberInput, type MemberInput } from '@tessera/domain/entities/member';
import { messageKeyFor } from '@tessera/domain/errors';
import { customFieldValueSchema } from '@tessera/domain/forms/customFields';
import { AddressFields } from '../../components/AddressFields';
import { CityAutocomplete } from '../../components/CityAutocomplete';
import { notify } from '../../components/toaster';
import { ApiFailure } from '../../lib/api/client';
import { errorText } from '../../lib/api/errorText';
import { loadCitySearch } from '../../lib/geo/citySearch';
import { useSession } from '../auth/session';
import { useListValueNames } from '../configs/api/useListValues';
import { checkCardNumber } from './api/checkCardNumber';
import { checkMailAvailability } from './api/checkMailAvailability';
import { lastCard } from './api/lastCard';
import { useCustomFields, type CustomFieldDoc } from './api/useCustomFields';
import { ADDRESS_KEYS, cleanFormValues, emptyMemberForm, type MemberFormValues } from './memberFormValues';

const LIVE_CHECK_MS = 500;

type Availability = 'idle' | 'checking' | 'free' | 'taken';

/** A server-side availability check, debounced, only for a value that changed and looks right; a failing call says nothing. */
function useAvailability(
  value: string,
  initial: string,
  ready: (v: string) => boolean,
  check: (v: string) => Promise<boolean>,
): Availability {
  const [answer, setAnswer] = useState<{ value: string; state: Availability } | null>(null);
  const v = value.trim();
  const eligible = !!v && v.toLowerCase() !== initial.trim().toLowerCase() && ready(v);
  useEffect(() => {
    if (!eligible) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      check(v)
        .then((ok) => !cancelled && setAnswer({ value: v, state: ok ? 'free' : 'taken' }))
        .catch(() => !cancelled && setAnswer({ value: v, state: 'idle' }));
    }, LIVE_CHECK_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [v, eligible, check]);
  if (!eligible) return 'idle';
  return answer?.value === v ? answer.state : 'checking';
}

const isCardNumber = (v: string) => cardNumberSchema.safeParse(v).success;

function Section({ legend, children, testId }: { legend: string; children: ReactNode; testId?: string }) {
  return (
    <Box as="fieldset" bg="app.panel" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} minW="0" data-testid={testId}>
      <Box as="legend" px="2" fontWeight="semibold" fontSize="md">
        {legend}
      </Box>
      {children}
    </Box>
  );
}

const Grid = ({ children }: { children: ReactNode }) => (
  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
    {children}
  </SimpleGrid>
);

/** An error message: i18n keys (validation.*, errors.*) are translated, anything else shown as is. */
function useMessage() {
  const { t } = useTranslation();
  return (m: string | undefined) => (m ? t(m) : undefined);
}

interface Props {
  mode: 'create' | 'edit';
  /** edit: the member's values as they are now */
  initial?: MemberFormValues;
  /** gets the API input (create: the whole of it; edit: the page decides what to send) */
  onSubmit: (input: MemberInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * The member form of spec §3 Member, shared by create and edit: sections (fieldset/legend) in one column
 * on a phone and two on wider screens. Values are checked with the domain's memberInput (through
 * zodResolver), the tax code with isValidTaxCode and its consistency with the personal data, custom fields
 * with their definitions; email and card number are checked live against the server.
 */
export function MemberForm({ mode, initial, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const msg = useMessage();
  const profile = useSession().profile!;
  const lists = useListValueNames(profile.orgId);
  const custom = useCustomFields(profile.orgId);
  const customDefs: CustomFieldDoc[] = useMemo(() => (custom.status === 'success' ? custom.data : []), [custom]);
  const start = useMemo(() => initial ?? emptyMemberForm(), [initial]);
  const [belfiore, setBelfiore] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<{ number: string | null; suggestion: string } | null>(null);

  const resolver = useMemo<Resolver<MemberFormValues>>(() => {
    const base = zodResolver(memberInput);
    return async (values, ctx, opts) => {
      const cleaned = cleanFormValues(values);
      const result = (await base(cleaned as never, ctx, opts as never)) as { values: unknown; errors: FieldErrors<MemberFormValues> };
      const errors: FieldErrors<MemberFormValues> = { ...result.errors };
      if (values.ssn.trim() && !errors.ssn && !isValidTaxCode(values.ssn.trim().toUpperCase())) {
        errors.ssn = { type: 'validate', message: TAX_CODE_INVALID_KEY };
      }
      const customErrors: Record<string, { type: string; message: string }> = {};
      const customOut: Record<string, unknown> = {};
      for (const def of customDefs) {
        const parsed = customFieldValueSchema(def).safeParse(values.customFields?.[def.name]);
        if (!parsed.success)
          customErrors[def.name] = { type: 'validate', message: parsed.error.issues[0]?.message ?? 'validation.required' };
        else if (parsed.data !== undefined) customOut[def.name] = parsed.data;
      }
      if (Object.keys(customErrors).length) (errors as Record<string, unknown>).customFields = customErrors;
      if (Object.keys(errors).length) return { values: {}, errors };
      const out = result.values as MemberInput;
      if (customDefs.length) {
        if (Object.keys(customOut).length) out.customFields = customOut as MemberInput['customFields'];
        else delete out.customFields;
      }
      return { values: out as unknown as MemberFormValues, errors: {} };
    };
  }, [customDefs]);

  const { register, control, handleSubmit, setValue, setError, getValues, formState } = useForm<MemberFormValues>({
    resolver,
    defaultValues: start,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const errors = formState.errors;
  const [name, surname, gender, birthDate, ssn, email, cardNumber] = useWatch({
    control,
    name: ['name', 'surname', 'gender', 'birthDate', 'ssn', 'email', 'cardNumber'],
  });

  // The next card number, suggested (and filled in on a new member); the form works without it.
  useEffect(() => {
    if (mode !== 'create') return;
    let cancelled = false;
    lastCard()
      .then((r) => {
        if (cancelled) return;
        setSuggestion(r);
        if (!getValues('cardNumber') && r.suggestion) setValue('cardNumber', String(r.suggestion), { shouldDirty: true });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [mode, getValues, setValue]);

  const emailState = useAvailability(email, start.email, looksLikeEmail, checkMailAvailability);
  const cardState = useAvailability(cardNumber, start.cardNumber, isCardNumber, checkCardNumber);

  const ssnUpper = ssn.trim().toUpperCase();
  const ssnInvalid = ssnUpper.length > 0 && !isValidTaxCode(ssnUpper);
  const consistency = useMemo(
    () =>
      ssnUpper && !ssnInvalid
        ? checkConsistency(ssnUpper, { name, surname, gender: gender || null, birthDate: birthDate || null, belfiore })
        : null,
    [ssnUpper, ssnInvalid, name, surname, gender, birthDate, belfiore],
  );

  async function birthplaceBelfiore(): Promise<string | null> {
    if (belfiore) return belfiore;
    const place = getValues('birthPlace').trim().toUpperCase();
    if (!place) return null;
    const prov = getValues('birthProvince').trim().toUpperCase();
    const found = (await loadCitySearch()).search(place).find((r) => r.nome === place && (!prov || r.prov === prov));
    if (found) setBelfiore(found.belfiore);
    return found?.belfiore ?? null;
  }

  async function compute() {
    const code = await birthplaceBelfiore();
    const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
    if (!name.trim() || !surname.trim() || !gender || !d || !code) {
      notify('warning', t('subscribers.form.computeMissing'));
      return;
    }
    try {
      const value = computeTaxCode({
        name,
        surname,
        gender,
        birthDate: { year: Number(d[1]), month: Number(d[2]), day: Number(d[3]) },
        belfiore: code,
      });
      setValue('ssn', value, { shouldDirty: true, shouldValidate: true, shouldTouch: true });
    } catch {
      notify('warning', t('subscribers.form.computeMissing'));
    }
  }

  async function submit(values: MemberFormValues) {
    try {
      await onSubmit(values as unknown as MemberInput);
    } catch (e) {
      if (e instanceof ApiFailure) {
        const fieldIssues = (e.issues ?? []).filter((i) => i.path.startsWith('body.'));
        for (const i of fieldIssues) {
          const field = i.path.slice('body.'.length) as keyof MemberFormValues;
          setError(field, { type: 'server', message: i.message });
        }
        if (e.code === 'CARD_NUMBER_ALREADY_USED') setError('cardNumber', { type: 'server', message: messageKeyFor(e.code) });
        if (e.code === 'EMAIL_ALREADY_USED') setError('email', { type: 'server', message: messageKeyFor(e.code) });
      }
      notify('error', errorText(t, e));
    }
  }

  const listOptions = (type: 'groups' | 'sections' | 'categories' | 'marital', only?: readonly string[]) =>
    [...(lists?.[type] ?? new Map<string, string>()).entries()]
      .filter(([id]) => !only || only.includes(id))
      .sort((a, b) => a[1].localeCompare(b[1], 'it'));

  const select = (
    field: 'group' | 'section' | 'category' | 'maritalStatus',
    type: 'groups' | 'sections' | 'categories' | 'marital',
    label: string,
  ) => (
    <Field.Root invalid={!!errors[field]}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(field)} data-testid={`member-${field}`}>
          <option value="">{t('subscribers.form.none')}</option>
          {listOptions(type, field === 'group' && profile.role === 'group' ? profile.groups : undefined).map(([id, n]) => (
            <option key={id} value={id}>
              {n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{msg(errors[field]?.message)}</Field.ErrorText>
    </Field.Root>
  );

  const text = (
    field: 'name' | 'surname' | 'title' | 'cid' | 'phone' | 'secondaryEmail',
    label: string,
    extra: { type?: string; required?: boolean } = {},
  ) => (
    <Field.Root invalid={!!errors[field]} required={extra.required}>
      <Field.Label>
        {label}
        {extra.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input type={extra.type ?? 'text'} {...register(field)} data-testid={`member-${field}`} />
      <Field.ErrorText>{msg(errors[field]?.message)}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(submit, () => notify('error', t('subscribers.form.fixErrors')))(e)}
      data-testid="member-form"
    >
      <Stack gap="5">
        <Section legend={t('subscribers.form.personal')} testId="member-section-personal">
          <Grid>
            {text('name', t('subscribers.form.name'), { required: true })}
            {text('surname', t('subscribers.form.surname'), { required: true })}
            <Field.Root invalid={!!errors.gender}>
              <Field.Label>{t('subscribers.form.gender')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('gender')} data-testid="member-gender">
                  <option value="">{t('subscribers.form.none')}</option>
                  <option value="M">{t('subscribers.form.genderM')}</option>
                  <option value="F">{t('subscribers.form.genderF')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{msg(errors.gender?.message)}</Field.ErrorText>
            </Field.Root>
            {text('title', t('subscribers.form.title'))}
            {select('maritalStatus', 'marital', t('subscribers.form.maritalStatus'))}
            {text('cid', t('subscribers.form.cid'))}
          </Grid>
        </Section>

        <Section legend={t('subscribers.form.birth')} testId="member-section-birth">
          <Grid>
            <Field.Root invalid={!!errors.birthDate}>
              <Field.Label>{t('subscribers.form.birthDate')}</Field.Label>
              <Input type="date" {...register('birthDate')} data-testid="member-birthDate" />
              <Field.ErrorText>{msg(errors.birthDate?.message)}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.birthPlace}>
              <Controller
                control={control}
                name="birthPlace"
                render={({ field }) => (
                  <CityAutocomplete
                    label={t('subscribers.form.birthPlace')}
                    value={field.value}
                    onInputChange={(v) => {
                      field.onChange(v);
                      setBelfiore(null);
                    }}
                    onSelect={(c) => {
                      field.onChange(c.nome);
                      setValue('birthProvince', c.prov, { shouldDirty: true });
                      setBelfiore(c.place.belfiore);
                    }}
                    testId="member-birthPlace"
                  />
                )}
              />
              <Field.ErrorText>{msg(errors.birthPlace?.message)}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.birthProvince}>
              <Field.Label>{t('subscribers.form.birthProvince')}</Field.Label>
              <Input maxLength={2} {...register('birthProvince')} data-testid="member-birthProvince" />
              <Field.ErrorText>{msg(errors.birthProvince?.message)}</Field.ErrorText>
            </Field.Root>
          </Grid>
        </Section>

        <Section legend={t('subscribers.form.taxCode')} testId="member-section-taxcode">
          <Field.Root invalid={!!errors.ssn || ssnInvalid} required>
            <Field.Label>
              {t('subscribers.form.ssn')}
              <Field.RequiredIndicator />
            </Field.Label>
            <HStack gap="2" width="full" align="start">
              <Input
                {...register('ssn')}
                maxLength={16}
                fontFamily="mono"
                textTransform="uppercase"
                autoComplete="off"
                data-testid="member-ssn"
              />
              <Button type="button" variant="outline" onClick={() => void compute()} data-testid="member-ssn-compute">
                {t('subscribers.form.compute')}
              </Button>
            </HStack>
            <Field.ErrorText data-testid="member-ssn-error">
              {msg(errors.ssn?.message) ?? (ssnInvalid ? t(TAX_CODE_INVALID_KEY) : undefined)}
            </Field.ErrorText>
          </Field.Root>
          {consistency && !consistency.valid && (
            <Alert.Root status="warning" mt="3" size="sm" data-testid="member-ssn-warning">
              <Alert.Indicator />
              <Alert.Title>
                {t('subscribers.form.consistency', {
                  fields: consistency.mismatches.map((m) => t(`subscribers.form.mismatch.${m}`)).join(', '),
                })}
              </Alert.Title>
            </Alert.Root>
          )}
        </Section>

        <Section legend={t('subscribers.form.membership')} testId="member-section-membership">
          <Grid>
            {select('group', 'groups', t('subscribers.form.group'))}
            {select('section', 'sections', t('subscribers.form.section'))}
            {select('category', 'categories', t('subscribers.form.category'))}
            <Field.Root invalid={!!errors.accountStatus}>
              <Field.Label>{t('subscribers.form.accountStatus')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('accountStatus')} data-testid="member-accountStatus">
                  {ACCOUNT_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`accountStatus.${s}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root invalid={!!errors.cardNumber || cardState === 'taken'}>
              <Field.Label>{t('subscribers.form.cardNumber')}</Field.Label>
              <Input inputMode="numeric" {...register('cardNumber')} data-testid="member-cardNumber" />
              {suggestion?.suggestion && cardNumber !== String(suggestion.suggestion) && (
                <HStack gap="2" fontSize="xs" color="fg.muted">
                  <Text>{t('subscribers.form.cardSuggestion', { number: suggestion.suggestion, last: suggestion.number ?? '—' })}</Text>
                  <Button
                    size="2xs"
                    variant="ghost"
                    type="button"
                    onClick={() => setValue('cardNumber', String(suggestion.suggestion), { shouldDirty: true, shouldValidate: true })}
                  >
                    {t('subscribers.form.useSuggestion')}
                  </Button>
                </HStack>
              )}
              <Availability state={cardState} free={t('subscribers.form.cardFree')} testId="member-cardNumber-check" />
              <Field.ErrorText>
                {msg(errors.cardNumber?.message) ?? (cardState === 'taken' ? t('subscribers.form.cardTaken') : undefined)}
              </Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.privacyAcceptedAt}>
              <Field.Label>{t('subscribers.form.privacyAcceptedAt')}</Field.Label>
              <Input type="date" {...register('privacyAcceptedAt')} data-testid="member-privacyAcceptedAt" />
              <Field.ErrorText>{msg(errors.privacyAcceptedAt?.message)}</Field.ErrorText>
            </Field.Root>
          </Grid>
        </Section>

        <Section legend={t('subscribers.form.contacts')} testId="member-section-contacts">
          <Grid>
            {text('phone', t('subscribers.form.phone'), { type: 'tel' })}
            <Field.Root invalid={!!errors.email || emailState === 'taken'}>
              <Field.Label>{t('subscribers.form.email')}</Field.Label>
              <Input type="email" autoComplete="off" {...register('email')} data-testid="member-email" />
              <Availability state={emailState} free={t('subscribers.form.emailFree')} testId="member-email-check" />
              <Field.ErrorText>
                {msg(errors.email?.message) ?? (emailState === 'taken' ? t('subscribers.form.emailTaken') : undefined)}
              </Field.ErrorText>
            </Field.Root>
            {text('secondaryEmail', t('subscribers.form.secondaryEmail'), { type: 'email' })}
          </Grid>
        </Section>

        {ADDRESS_KEYS.map((k) => (
          <Section key={k} legend={t(`subscribers.form.${k}`)}>
            <Controller
              control={control}
              name={k}
              render={({ field, fieldState }) => {
                const e = (fieldState.error ?? {}) as Record<string, { message?: string } | undefined>;
                const errs = Object.fromEntries(
                  (['line', 'city', 'zip', 'state', 'country'] as const).flatMap((f) => (e[f]?.message ? [[f, e[f]!.message!]] : [])),
                );
                return <AddressFields value={field.value} onChange={field.onChange} errors={errs} testId={`member-${k}`} />;
              }}
            />
          </Section>
        ))}

        <Section legend={t('subscribers.form.other')}>
          <Stack gap="4">
            <Field.Root invalid={!!errors.hobbies}>
              <Field.Label>{t('subscribers.form.hobbies')}</Field.Label>
              <Textarea rows={2} {...register('hobbies')} data-testid="member-hobbies" />
              <Field.ErrorText>{msg(errors.hobbies?.message)}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.notes}>
              <Field.Label>{t('subscribers.form.notes')}</Field.Label>
              <Textarea rows={3} {...register('notes')} data-testid="member-notes" />
              <Field.ErrorText>{msg(errors.notes?.message)}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </Section>

        {customDefs.length > 0 && (
          <Section legend={t('subscribers.form.custom')} testId="member-section-custom">
            <Controller
              control={control}
              name="customFields"
              render={({ field, fieldState }) => (
                <CustomFieldInputs
                  defs={customDefs}
                  value={field.value ?? {}}
                  onChange={field.onChange}
                  errors={(fieldState.error ?? {}) as unknown as Record<string, { message?: string } | undefined>}
                />
              )}
            />
          </Section>
        )}

        <HStack justify="flex-end" gap="3" position="sticky" bottom="0" bg="app.bg" py="3" zIndex="1">
          <Button type="button" variant="outline" onClick={onCancel} data-testid="member-cancel">
            {t('subscribers.form.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} data-testid="member-save">
            {mode === 'create' ? t('subscribers.form.create') : t('subscribers.form.save')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function Availability({ state, free, testId }: { state: Availability; free: string; testId: string }) {
  const { t } = useTranslation();
  if (state === 'checking')
    return (
      <Field.HelperText data-testid={testId} data-state={state}>
        {t('subscribers.form.checking')}
      </Field.HelperText>
    );
  if (state === 'free')
    return (
      <Field.HelperText color="green.fg" data-testid={testId} data-state={state}>
        ✓ {free}
      </Field.HelperText>
    );
  return state === 'taken' ? <span data-testid={testId} data-state={state} hidden /> : null;
}

interface CustomProps {
  defs: CustomFieldDoc[];
  value: Record<string, string | number | boolean | string[]>;
  onChange: (v: Record<string, string | number | boolean | string[]>) => void;
  errors: Record<string, { message?: string } | undefined>;
}

/** The organization's custom fields, each by its type (spec §3 Custom field). */
export function CustomFieldInputs({ defs, value, onChange, errors }: CustomProps) {
  const { t } = useTranslation();
  const set = (name: string, v: string | number | boolean | string[]) => onChange({ ...value, [name]: v });
  return (
    <Grid>
      {defs.map((d) => {
        const v = value[d.name];
        const err = errors[d.name]?.message;
        const id = `custom-${d.id}`;
        let control: ReactNode;
        switch (d.type) {
          case 'TEXT':
          case 'NUMBER':
          case 'DATE':
            control = (
              <Input
                id={id}
                type={d.type === 'DATE' ? 'date' : 'text'}
                inputMode={d.type === 'NUMBER' ? 'decimal' : undefined}
                value={v === undefined ? '' : String(v)}
                onChange={(e) => set(d.name, e.currentTarget.value)}
              />
            );
            break;
          case 'SELECT':
            control = (
              <NativeSelect.Root>
                <NativeSelect.Field id={id} value={typeof v === 'string' ? v : ''} onChange={(e) => set(d.name, e.currentTarget.value)}>
                  <option value="">{t('subscribers.form.none')}</option>
                  {(d.allowedValues ?? []).map((a) => (
                    <option key={a} value={a}>
                      {a}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            );
            break;
          case 'RADIO':
          case 'MULTISELECT': {
            const multi = d.type === 'MULTISELECT';
            const chosen = multi ? (Array.isArray(v) ? v : []) : [typeof v === 'string' ? v : ''];
            control = (
              <HStack id={id} role={multi ? 'group' : 'radiogroup'} aria-label={d.name} flexWrap="wrap" gap="4">
                {(d.allowedValues ?? []).map((a) => (
                  <label key={a} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                    <input
                      type={multi ? 'checkbox' : 'radio'}
                      name={id}
                      value={a}
                      checked={chosen.includes(a)}
                      onChange={(e) => set(d.name, multi ? (e.currentTarget.checked ? [...chosen, a] : chosen.filter((x) => x !== a)) : a)}
                    />
                    {a}
                  </label>
                ))}
              </HStack>
            );
            break;
          }
        }
        return (
          <Field.Root key={d.id} invalid={!!err} required={d.required}>
            <Field.Label htmlFor={id}>
              {d.name}
              {d.required && <Field.RequiredIndicator />}
            </Field.Label>
            {control}
            <Field.ErrorText>{err && t(err)}</Field.ErrorText>
          </Field.Root>
        );
      })}
    </Grid>
  );
}
