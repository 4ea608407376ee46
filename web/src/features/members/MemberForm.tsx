import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TAX_CODE_INVALID_KEY } from '@tessera/domain/codiceFiscale';
import { looksLikeEmail } from '@tessera/domain/entities/common';
import type { ListType } from '@tessera/domain/entities/organization';
import { ACCOUNT_STATUSES, cardNumber as cardNumberSchema, type MemberInput } from '@tessera/domain/entities/member';
import { messageKeyFor } from '@tessera/domain/errors';
import { AddressFields } from '../../components/AddressFields';
import { CityAutocomplete } from '../../components/CityAutocomplete';
import { CustomFieldInputs } from '../../components/CustomFieldInputs';
import { notify } from '../../components/toaster';
import { ApiFailure } from '../../lib/api/client';
import { errorText } from '../../lib/api/errorText';
import { useSession } from '../../lib/session/session';
import { usePreferences, useShownMemberFields } from '../../lib/data/usePreferences';
import { useListValueNames } from '../../lib/data/useListValues';
import { checkCardNumber } from './api/checkCardNumber';
import { checkMailAvailability } from './api/checkMailAvailability';
import { lastCard } from './api/lastCard';
import { useCustomFields, type CustomFieldDoc } from '../../lib/data/useCustomFields';
import { AvailabilityHint } from './AvailabilityHint';
import { memberFormResolver } from './memberFormResolver';
import { ADDRESS_KEYS, emptyMemberForm, type MemberFormValues } from './memberFormValues';
import { useAvailability } from './useAvailability';
import { useTaxCodeAssist } from './useTaxCodeAssist';
import { FieldRoot } from '../../components/FieldRoot';
import { LeaveConfirmDialog } from '../../components/LeaveConfirmDialog';
import { MemberPhotoField, usePhotoChoice } from './MemberPhotoField';
import { StickyActionBar } from '../../components/StickyActionBar';
import { useLeaveGuard } from '../../lib/useLeaveGuard';

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
  /** gets the API input (create: the whole of it; edit: the page decides what to send) and, on create, the chosen photo */
  onSubmit: (input: MemberInput, photo: File | null) => Promise<void>;
  onCancel: () => void;
}

/**
 * The member form, shared by create and edit: sections (fieldset/legend) in one column
 * on a phone and two on wider screens. Values are checked with the domain's memberInput (through
 * zodResolver), the tax code with isValidTaxCode and its consistency with the personal data, custom fields
 * with their definitions; email and card number are checked live against the server.
 */
export function MemberForm(props: Props) {
  const { t } = useTranslation();
  const orgId = useSession().profile!.orgId;
  const lists = useListValueNames(orgId);
  const custom = useCustomFields(orgId);
  // The form starts once its options are in: a select given its value before its options shows the first one ("—").
  if (!lists || custom.status === 'loading')
    return <Spinner role="status" aria-label={t('common.loading')} data-testid="member-form-loading" />;
  return <MemberFormFields {...props} lists={lists} customDefs={custom.status === 'success' ? custom.data : NO_CUSTOM_FIELDS} />;
}

const NO_CUSTOM_FIELDS: CustomFieldDoc[] = [];

function MemberFormFields({
  mode,
  initial,
  onSubmit,
  onCancel,
  lists,
  customDefs,
}: Props & { lists: Record<ListType, Map<string, string>>; customDefs: CustomFieldDoc[] }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const profile = useSession().profile!;
  const shown = useShownMemberFields();
  const start = useMemo(() => initial ?? emptyMemberForm(), [initial]);
  const [suggestion, setSuggestion] = useState<{ number: string | null; suggestion: string } | null>(null);

  const resolver = useMemo(() => memberFormResolver(customDefs), [customDefs]);
  const photoRequired = usePreferences()?.photoRequired ?? false;
  const photo = usePhotoChoice(mode === 'create' && photoRequired);
  const { register, control, handleSubmit, setValue, setError, getValues, resetField, formState } = useForm<MemberFormValues>({
    resolver,
    defaultValues: start,
    // Checked once a value changes or on submit, not when the focus merely passes an empty field.
    mode: 'onChange',
    reValidateMode: 'onChange',
  });
  const errors = formState.errors;
  const leaveGuard = useLeaveGuard(formState.isDirty && !formState.isSubmitSuccessful);
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
        // The suggestion becomes the starting value: an untouched new form stays clean (Cancel leaves without asking).
        if (!getValues('cardNumber') && r.suggestion) resetField('cardNumber', { defaultValue: String(r.suggestion) });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [mode, getValues, resetField]);

  const emailState = useAvailability(email, start.email, looksLikeEmail, checkMailAvailability);
  const cardState = useAvailability(cardNumber, start.cardNumber, isCardNumber, checkCardNumber);

  const { ssnInvalid, consistency, compute, setBelfiore } = useTaxCodeAssist(
    { name, surname, gender, birthDate, ssn, birthPlace: () => getValues('birthPlace'), birthProvince: () => getValues('birthProvince') },
    (value) => setValue('ssn', value, { shouldDirty: true, shouldValidate: true, shouldTouch: true }),
  );

  async function submit(values: MemberFormValues) {
    if (mode === 'create' && !photo.check()) return notify('error', t('members.form.fixErrors'));
    try {
      // the page may move to the saved member: that is no leaving with unsaved changes
      await leaveGuard.allowDuring(() => onSubmit(values as unknown as MemberInput, photo.file));
    } catch (e) {
      if (e instanceof ApiFailure) {
        const fieldIssues = (e.issues ?? []).filter((i) => i.path.startsWith('body.'));
        for (const i of fieldIssues) {
          if (i.path.startsWith('body.photo')) {
            photo.setError(i.message);
            continue;
          }
          const field = i.path.slice('body.'.length) as keyof MemberFormValues;
          setError(field, { type: 'server', message: i.message });
        }
        if (e.code === 'CARD_NUMBER_ALREADY_USED') setError('cardNumber', { type: 'server', message: messageKeyFor(e.code) });
        if (e.code === 'EMAIL_ALREADY_USED') setError('email', { type: 'server', message: messageKeyFor(e.code) });
      }
      notify('error', errorText(t, e));
    }
  }

  /** The type's values by name; a stored value no longer listed stays an option, so the form never shows it as "—". */
  const listOptions = (type: 'groups' | 'sections' | 'categories' | 'marital', current: string, only?: readonly string[]) => {
    const options = [...lists[type].entries()].filter(([id]) => !only || only.includes(id)).sort((a, b) => a[1].localeCompare(b[1], 'it'));
    return current && !options.some(([id]) => id === current)
      ? [...options, [current, t('members.form.unlisted', { id: current })]]
      : options;
  };

  const select = (
    field: 'group' | 'section' | 'category' | 'maritalStatus',
    type: 'groups' | 'sections' | 'categories' | 'marital',
    label: string,
  ) => (
    <FieldRoot invalid={!!errors[field]}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(field)} data-testid={`member-${field}`}>
          <option value="">{t('members.form.none')}</option>
          {listOptions(type, start[field], field === 'group' && profile.role === 'group' ? profile.groups : undefined).map(([id, n]) => (
            <option key={id} value={id}>
              {n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{msg(errors[field]?.message)}</Field.ErrorText>
    </FieldRoot>
  );

  const text = (
    field: 'name' | 'surname' | 'title' | 'cid' | 'phone' | 'secondaryEmail',
    label: string,
    extra: { type?: string; required?: boolean } = {},
  ) => (
    <FieldRoot invalid={!!errors[field]} required={extra.required}>
      <Field.Label>
        {label}
        {extra.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input type={extra.type ?? 'text'} {...register(field)} data-testid={`member-${field}`} />
      <Field.ErrorText>{msg(errors[field]?.message)}</Field.ErrorText>
    </FieldRoot>
  );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        // the page stays usable while saving (no overlay): Enter in a field must not send the save twice
        if (formState.isSubmitting) return e.preventDefault();
        void handleSubmit(submit, () => {
          if (mode === 'create') photo.check();
          notify('error', t('members.form.fixErrors'));
        })(e);
      }}
      data-testid="member-form"
    >
      <Stack gap="5">
        <Section legend={t('members.form.personal')} testId="member-section-personal">
          <Grid>
            {text('name', t('members.form.name'), { required: true })}
            {text('surname', t('members.form.surname'), { required: true })}
            <FieldRoot invalid={!!errors.gender}>
              <Field.Label>{t('members.form.gender')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('gender')} data-testid="member-gender">
                  <option value="">{t('members.form.none')}</option>
                  <option value="M">{t('members.form.genderM')}</option>
                  <option value="F">{t('members.form.genderF')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{msg(errors.gender?.message)}</Field.ErrorText>
            </FieldRoot>
            {text('title', t('members.form.title'))}
            {shown.maritalStatus && select('maritalStatus', 'marital', t('members.form.maritalStatus'))}
            {text('cid', t('members.form.cid'))}
          </Grid>
        </Section>

        {mode === 'create' && (
          <Section legend={t('photo.title')} testId="member-section-photo">
            <MemberPhotoField choice={photo} />
          </Section>
        )}

        <Section legend={t('members.form.birth')} testId="member-section-birth">
          <Grid>
            <FieldRoot invalid={!!errors.birthDate}>
              <Field.Label>{t('members.form.birthDate')}</Field.Label>
              <Input type="date" {...register('birthDate')} data-testid="member-birthDate" />
              <Field.ErrorText>{msg(errors.birthDate?.message)}</Field.ErrorText>
            </FieldRoot>
            <FieldRoot invalid={!!errors.birthPlace}>
              <Controller
                control={control}
                name="birthPlace"
                render={({ field }) => (
                  <CityAutocomplete
                    label={t('members.form.birthPlace')}
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
            </FieldRoot>
            <FieldRoot invalid={!!errors.birthProvince}>
              <Field.Label>{t('members.form.birthProvince')}</Field.Label>
              <Input maxLength={2} {...register('birthProvince')} data-testid="member-birthProvince" />
              <Field.ErrorText>{msg(errors.birthProvince?.message)}</Field.ErrorText>
            </FieldRoot>
          </Grid>
        </Section>

        <Section legend={t('members.form.taxCode')} testId="member-section-taxcode">
          <FieldRoot invalid={!!errors.ssn || ssnInvalid} required>
            <Field.Label>
              {t('members.form.ssn')}
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
                {t('members.form.compute')}
              </Button>
            </HStack>
            <Field.ErrorText data-testid="member-ssn-error">
              {msg(errors.ssn?.message) ?? (ssnInvalid ? t(TAX_CODE_INVALID_KEY) : undefined)}
            </Field.ErrorText>
          </FieldRoot>
          {consistency && !consistency.valid && (
            <Alert.Root status="warning" mt="3" size="sm" data-testid="member-ssn-warning">
              <Alert.Indicator />
              <Alert.Title>
                {t('members.form.consistency', {
                  fields: consistency.mismatches.map((m) => t(`members.form.mismatch.${m}`)).join(', '),
                })}
              </Alert.Title>
            </Alert.Root>
          )}
        </Section>

        <Section legend={t('members.form.membership')} testId="member-section-membership">
          <Grid>
            {shown.group && select('group', 'groups', t('members.form.group'))}
            {shown.section && select('section', 'sections', t('members.form.section'))}
            {select('category', 'categories', t('members.form.category'))}
            <FieldRoot invalid={!!errors.accountStatus}>
              <Field.Label>{t('members.form.accountStatus')}</Field.Label>
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
            </FieldRoot>
            <FieldRoot invalid={!!errors.cardNumber || cardState === 'taken'}>
              <Field.Label>{t('members.form.cardNumber')}</Field.Label>
              <Input inputMode="numeric" {...register('cardNumber')} data-testid="member-cardNumber" />
              {suggestion?.suggestion && cardNumber !== String(suggestion.suggestion) && (
                <HStack gap="2" fontSize="xs" color="fg.muted">
                  <Text>{t('members.form.cardSuggestion', { number: suggestion.suggestion, last: suggestion.number ?? '—' })}</Text>
                  <Button
                    size="2xs"
                    variant="ghost"
                    type="button"
                    onClick={() => setValue('cardNumber', String(suggestion.suggestion), { shouldDirty: true, shouldValidate: true })}
                  >
                    {t('members.form.useSuggestion')}
                  </Button>
                </HStack>
              )}
              <AvailabilityHint state={cardState} free={t('members.form.cardFree')} testId="member-cardNumber-check" />
              <Field.ErrorText>
                {msg(errors.cardNumber?.message) ?? (cardState === 'taken' ? t('members.form.cardTaken') : undefined)}
              </Field.ErrorText>
            </FieldRoot>
            <FieldRoot invalid={!!errors.privacyAcceptedAt}>
              <Field.Label>{t('members.form.privacyAcceptedAt')}</Field.Label>
              <Input type="date" {...register('privacyAcceptedAt')} data-testid="member-privacyAcceptedAt" />
              <Field.ErrorText>{msg(errors.privacyAcceptedAt?.message)}</Field.ErrorText>
            </FieldRoot>
          </Grid>
        </Section>

        <Section legend={t('members.form.contacts')} testId="member-section-contacts">
          <Grid>
            {text('phone', t('members.form.phone'), { type: 'tel' })}
            <FieldRoot invalid={!!errors.email || emailState === 'taken'}>
              <Field.Label>{t('members.form.email')}</Field.Label>
              <Input type="email" autoComplete="off" {...register('email')} data-testid="member-email" />
              <AvailabilityHint state={emailState} free={t('members.form.emailFree')} testId="member-email-check" />
              <Field.ErrorText>
                {msg(errors.email?.message) ?? (emailState === 'taken' ? t('members.form.emailTaken') : undefined)}
              </Field.ErrorText>
            </FieldRoot>
            {text('secondaryEmail', t('members.form.secondaryEmail'), { type: 'email' })}
          </Grid>
        </Section>

        {ADDRESS_KEYS.map((k) => (
          <Section key={k} legend={t(`members.form.${k}`)}>
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

        <Section legend={t('members.form.other')}>
          <Stack gap="4">
            <FieldRoot invalid={!!errors.hobbies}>
              <Field.Label>{t('members.form.hobbies')}</Field.Label>
              <Textarea rows={2} {...register('hobbies')} data-testid="member-hobbies" />
              <Field.ErrorText>{msg(errors.hobbies?.message)}</Field.ErrorText>
            </FieldRoot>
            <FieldRoot invalid={!!errors.notes}>
              <Field.Label>{t('members.form.notes')}</Field.Label>
              <Textarea rows={3} {...register('notes')} data-testid="member-notes" />
              <Field.ErrorText>{msg(errors.notes?.message)}</Field.ErrorText>
            </FieldRoot>
          </Stack>
        </Section>

        {customDefs.length > 0 && (
          <Section legend={t('members.form.custom')} testId="member-section-custom">
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

        <StickyActionBar>
          <Button type="button" variant="outline" onClick={() => leaveGuard.confirm(onCancel)} data-testid="member-cancel">
            {t('members.form.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} data-testid="member-save">
            {mode === 'create' ? t('members.form.create') : t('members.form.save')}
          </Button>
        </StickyActionBar>
      </Stack>
      <LeaveConfirmDialog guard={leaveGuard} />
    </form>
  );
}
