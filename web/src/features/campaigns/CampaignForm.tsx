import { useId, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Field,
  Fieldset,
  Heading,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Controller, useFieldArray, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  CAMPAIGN_FORM_FIELDS_MAX,
  campaignInput,
  DUPLICATE_POLICIES,
  QR_TYPES,
  type CampaignInput,
  type QrType,
} from '@tessera/domain/campaigns/campaign';
import { CUSTOM_FIELD_TYPES } from '@tessera/domain/entities/settings';
import { orgPath } from '@tessera/domain/paths';
import { POLICY_KINDS, type Policies, type PolicyKind } from '@tessera/domain/settings/policies';
import { FieldRoot } from '../../components/FieldRoot';
import { RichTextEditor } from '../../components/RichTextEditor';
import { CrossIcon } from '../../components/icons';
import { notify, notifyFailure } from '../../components/toaster';
import { ApiFailure } from '../../lib/api/client';
import { useLiveDocument } from '../../lib/data/useLiveDocument';
import { useSession } from '../../lib/session/session';
import { saveCampaign } from './api/saveCampaign';

type FieldType = (typeof CUSTOM_FIELD_TYPES)[number];
const CHOICE_TYPES: readonly FieldType[] = ['RADIO', 'SELECT', 'MULTISELECT'];

/** A registration-form field as edited (the schema's shape, every value present). */
interface FieldDraft {
  id: string;
  label: string;
  type: FieldType;
  values: string[];
  required: boolean;
}

/** The form's values as typed: the schema's input (the maximum as text: empty means no limit). */
interface Draft {
  name: string;
  category: string;
  place: string;
  startDate: string;
  endDate: string;
  ctaText: string;
  maxParticipants: string;
  qrType: QrType;
  policies: PolicyKind[];
  formFields: FieldDraft[];
  headerHtml: string;
  confirmationEmail: { subject: string; body: string };
  tags: string[];
  duplicates: (typeof DUPLICATE_POLICIES)[number];
  published: boolean;
}

function draftOf(c: CampaignInput | undefined): Draft {
  return {
    name: c?.name ?? '',
    category: c?.category ?? '',
    place: c?.place ?? '',
    startDate: c?.startDate ?? '',
    endDate: c?.endDate ?? '',
    ctaText: c?.ctaText ?? '',
    maxParticipants: c?.maxParticipants == null ? '' : String(c.maxParticipants),
    qrType: c?.qrType ?? 'ACCESS',
    policies: c?.policies ?? [],
    formFields: (c?.formFields ?? []).map((f) => ({ ...f, values: f.values ?? [], required: f.required ?? false })),
    headerHtml: c?.headerHtml ?? '',
    confirmationEmail: { subject: c?.confirmationEmail.subject ?? '', body: c?.confirmationEmail.body ?? '' },
    tags: c?.tags ?? [],
    duplicates: c?.duplicates ?? 'refuse',
    published: c?.published ?? false,
  };
}

// The domain's schema checks the form (its messages are i18n keys); its output is what the API takes. A day left empty
// is said to be required, not invalid.
const schemaResolver = zodResolver(campaignInput) as unknown as Resolver<Draft, unknown, CampaignInput>;
const resolver: Resolver<Draft, unknown, CampaignInput> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  for (const day of ['startDate', 'endDate'] as const) {
    const error = result.errors[day];
    if (error && values[day] === '') error.message = 'validation.required';
  }
  return result;
};

/** A field's id suggested from its label: "Taglia maglietta" → taglia_maglietta. */
export function fieldIdOf(label: string): string {
  const slug = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return (/^[a-z]/.test(slug) ? slug : `f_${slug}`).slice(0, 40).replace(/_+$/, '');
}

/** The first message found in a (nested) react-hook-form error. */
function messageIn(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as Record<string, unknown>;
  if (typeof e.message === 'string' && e.message) return e.message;
  for (const v of Object.values(e)) {
    if (v && typeof v === 'object' && v !== e.ref) {
      const m = messageIn(v);
      if (m) return m;
    }
  }
  return undefined;
}

/** A server issue's field (`body.formFields.2.values.0` → `formFields.2.values`), where the form shows its message. */
function formPathOf(path: string): string {
  const parts = path.replace(/^body\./, '').split('.');
  if (parts[0] === 'formFields' && parts.length >= 3) return parts.slice(0, 3).join('.');
  if (parts[0] === 'confirmationEmail' && parts.length >= 2) return parts.slice(0, 2).join('.');
  return parts[0]!;
}

/** A list typed as text, comma-separated ("S, M, L"): the text as typed is kept, the values handed on. */
function ListTextInput({ value, onChange, ...props }: { value: string[]; onChange: (v: string[]) => void } & Record<string, unknown>) {
  const [text, setText] = useState(() => value.join(', '));
  return (
    <Input
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        onChange(
          e.currentTarget.value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        );
      }}
      {...props}
    />
  );
}

interface Props {
  /** the stored campaign's fields and id; none for a new one */
  stored?: { id: string; input: CampaignInput };
  onSaved: (id: string) => void;
}

/**
 * The campaign's fields (issue 16 §2), checked with the API's own schema (campaignInput) before sending: what, where
 * and when, the call to action, the places, the QR it gives, the policies to accept, the registration form's fields
 * (added, removed, moved), the page's header in the rich-text editor, the confirmation email, tags, duplicates and
 * whether the public page takes registrations.
 */
export function CampaignForm({ stored, onSaved }: Props) {
  const { t } = useTranslation();
  const orgId = useSession().profile!.orgId;
  const org = useLiveDocument<{ policies?: Policies }>(orgPath(orgId));
  const published = org.data?.policies ?? {};
  const headerLabel = `campaign-header-${useId()}`;
  const { register, control, handleSubmit, setError, getValues, setValue, formState } = useForm<Draft, unknown, CampaignInput>({
    resolver,
    defaultValues: draftOf(stored?.input),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = formState.errors;
  const rows = useFieldArray({ control, name: 'formFields', keyName: 'key' });
  const types = useWatch({ control, name: 'formFields' });
  const msg = (error: unknown) => {
    const m = messageIn(error);
    return m ? t(m) : undefined;
  };

  const save = handleSubmit(
    async (values) => {
      try {
        const answer = await saveCampaign(stored?.id ?? null, values);
        notify('success', t(stored ? 'campaigns.saved' : 'campaigns.created'));
        onSaved(answer.id);
      } catch (e) {
        const issues = e instanceof ApiFailure ? (e.issues ?? []).filter((i) => i.path.startsWith('body.')) : [];
        for (const i of issues) setError(formPathOf(i.path) as FieldPath<Draft>, { type: 'server', message: i.message });
        if (issues.length) notify('error', t('campaigns.fixErrors'));
        else notifyFailure(t, e);
      }
    },
    () => notify('error', t('campaigns.fixErrors')),
  );

  const field = (
    key: 'name' | 'category' | 'place' | 'startDate' | 'endDate' | 'ctaText' | 'maxParticipants',
    opts: { required?: boolean; wide?: boolean; help?: string; input?: Record<string, unknown> } = {},
  ) => (
    <FieldRoot invalid={!!errors[key]} required={opts.required} gridColumn={opts.wide ? { md: 'span 2' } : undefined}>
      <Field.Label>
        {t(`campaigns.fields.${key}`)}
        {opts.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input {...register(key)} data-testid={`campaign-${key}`} {...opts.input} />
      {opts.help && !errors[key] && <Field.HelperText>{opts.help}</Field.HelperText>}
      <Field.ErrorText>{msg(errors[key])}</Field.ErrorText>
    </FieldRoot>
  );
  const select = (key: 'qrType' | 'duplicates', options: readonly string[], help?: string) => (
    <FieldRoot invalid={!!errors[key]}>
      <Field.Label>{t(`campaigns.fields.${key}`)}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(key)} data-testid={`campaign-${key}`}>
          {options.map((o) => (
            <option key={o} value={o}>
              {t(`campaigns.${key}Options.${o}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {help && !errors[key] && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{msg(errors[key])}</Field.ErrorText>
    </FieldRoot>
  );

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid="campaign-form">
      <form noValidate aria-labelledby="campaign-form-title" onSubmit={(e) => void save(e)}>
        <Stack gap="6">
          <Heading as="h2" size="md" id="campaign-form-title">
            {t('campaigns.formTitle')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {field('name', { required: true, wide: true, input: { maxLength: 200 } })}
            {field('category', { input: { maxLength: 100 } })}
            {field('place', { input: { maxLength: 200 } })}
            {field('startDate', { required: true, input: { type: 'date' } })}
            {field('endDate', { required: true, input: { type: 'date' } })}
            {field('maxParticipants', { help: t('campaigns.help.maxParticipants'), input: { inputMode: 'numeric' } })}
            {field('ctaText', { help: t('campaigns.help.ctaText'), input: { maxLength: 60 } })}
            {select('qrType', QR_TYPES, t('campaigns.help.qrType'))}
            {select('duplicates', DUPLICATE_POLICIES, t('campaigns.help.duplicates'))}
            <FieldRoot invalid={!!errors.tags} gridColumn={{ md: 'span 2' }}>
              <Field.Label>{t('campaigns.fields.tags')}</Field.Label>
              <Controller
                control={control}
                name="tags"
                render={({ field: f }) => <ListTextInput value={f.value} onChange={f.onChange} data-testid="campaign-tags" />}
              />
              {!errors.tags && <Field.HelperText>{t('campaigns.help.commaList')}</Field.HelperText>}
              <Field.ErrorText>{msg(errors.tags)}</Field.ErrorText>
            </FieldRoot>
          </SimpleGrid>

          <Controller
            control={control}
            name="policies"
            render={({ field: f }) => (
              <Fieldset.Root invalid={!!errors.policies} data-testid="campaign-policies">
                <Fieldset.Legend fontWeight="medium">{t('campaigns.fields.policies')}</Fieldset.Legend>
                <Fieldset.HelperText>{t('campaigns.help.policies')}</Fieldset.HelperText>
                <Stack gap="2">
                  {POLICY_KINDS.map((kind) => {
                    const available = published[kind] !== undefined;
                    return (
                      <Checkbox.Root
                        key={kind}
                        checked={f.value.includes(kind)}
                        disabled={!available && !f.value.includes(kind)}
                        onCheckedChange={(e) => f.onChange(e.checked ? [...f.value, kind] : f.value.filter((k) => k !== kind))}
                      >
                        <Checkbox.HiddenInput data-testid={`campaign-policy-${kind}`} />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          {t(`campaigns.policyKinds.${kind}`)}
                          {available
                            ? ` (${t('campaigns.policyVersion', { version: published[kind]!.version })})`
                            : ` (${t('campaigns.policyMissing')})`}
                        </Checkbox.Label>
                      </Checkbox.Root>
                    );
                  })}
                </Stack>
                <Fieldset.ErrorText>{msg(errors.policies)}</Fieldset.ErrorText>
              </Fieldset.Root>
            )}
          />

          <Fieldset.Root invalid={!!errors.formFields?.root || !!errors.formFields?.message} data-testid="campaign-fields">
            <Fieldset.Legend fontWeight="medium">{t('campaigns.fields.formFields')}</Fieldset.Legend>
            <Fieldset.HelperText>{t('campaigns.help.formFields')}</Fieldset.HelperText>
            <Stack gap="3">
              {rows.fields.map((row, i) => {
                const rowErrors = errors.formFields?.[i];
                const type = types?.[i]?.type ?? row.type;
                const n = i + 1;
                const cell = (label: string, invalid: boolean, control: ReactNode, error?: unknown, gridColumn?: object) => (
                  <FieldRoot invalid={invalid} gridColumn={gridColumn}>
                    <Field.Label fontSize="sm">{label}</Field.Label>
                    {control}
                    <Field.ErrorText>{msg(error)}</Field.ErrorText>
                  </FieldRoot>
                );
                return (
                  <Box key={row.key} borderWidth="1px" borderRadius="md" p="3" data-testid="campaign-field-row">
                    <SimpleGrid columns={{ base: 1, md: 6 }} gap="3" alignItems="start">
                      {cell(
                        t('campaigns.formField.label', { n }),
                        !!rowErrors?.label,
                        <Input
                          maxLength={100}
                          {...register(`formFields.${i}.label`, {
                            onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
                              if (!getValues(`formFields.${i}.id`) && e.target.value.trim())
                                setValue(`formFields.${i}.id`, fieldIdOf(e.target.value), { shouldDirty: true });
                            },
                          })}
                          data-testid="campaign-field-label"
                        />,
                        rowErrors?.label,
                        { md: 'span 2' },
                      )}
                      {cell(
                        t('campaigns.formField.id', { n }),
                        !!rowErrors?.id,
                        <Input maxLength={40} {...register(`formFields.${i}.id`)} data-testid="campaign-field-id" />,
                        rowErrors?.id,
                        { md: 'span 2' },
                      )}
                      {cell(
                        t('campaigns.formField.type', { n }),
                        !!rowErrors?.type,
                        <NativeSelect.Root>
                          <NativeSelect.Field {...register(`formFields.${i}.type`)} data-testid="campaign-field-type">
                            {CUSTOM_FIELD_TYPES.map((ft) => (
                              <option key={ft} value={ft}>
                                {t(`campaigns.fieldTypes.${ft}`)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>,
                        rowErrors?.type,
                        { md: 'span 2' },
                      )}
                      {CHOICE_TYPES.includes(type) && (
                        <FieldRoot invalid={!!rowErrors?.values} gridColumn={{ md: 'span 6' }} required>
                          <Field.Label fontSize="sm">
                            {t('campaigns.formField.values', { n })}
                            <Field.RequiredIndicator />
                          </Field.Label>
                          <Controller
                            control={control}
                            name={`formFields.${i}.values`}
                            render={({ field: f }) => (
                              <ListTextInput value={f.value} onChange={f.onChange} data-testid="campaign-field-values" />
                            )}
                          />
                          {!rowErrors?.values && <Field.HelperText>{t('campaigns.help.commaList')}</Field.HelperText>}
                          <Field.ErrorText>{msg(rowErrors?.values)}</Field.ErrorText>
                        </FieldRoot>
                      )}
                    </SimpleGrid>
                    <HStack justify="space-between" mt="3" gap="2" flexWrap="wrap">
                      <Controller
                        control={control}
                        name={`formFields.${i}.required`}
                        render={({ field: f }) => (
                          <Checkbox.Root size="sm" checked={f.value} onCheckedChange={(e) => f.onChange(!!e.checked)}>
                            <Checkbox.HiddenInput data-testid="campaign-field-required" />
                            <Checkbox.Control />
                            <Checkbox.Label>{t('campaigns.formField.required')}</Checkbox.Label>
                          </Checkbox.Root>
                        )}
                      />
                      <HStack gap="1">
                        <IconButton
                          size="sm"
                          variant="ghost"
                          aria-label={t('campaigns.formField.up', { n })}
                          disabled={i === 0}
                          onClick={() => rows.move(i, i - 1)}
                          data-testid="campaign-field-up"
                        >
                          ↑
                        </IconButton>
                        <IconButton
                          size="sm"
                          variant="ghost"
                          aria-label={t('campaigns.formField.down', { n })}
                          disabled={i === rows.fields.length - 1}
                          onClick={() => rows.move(i, i + 1)}
                          data-testid="campaign-field-down"
                        >
                          ↓
                        </IconButton>
                        <IconButton
                          size="sm"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={t('campaigns.formField.remove', { n })}
                          onClick={() => rows.remove(i)}
                          data-testid="campaign-field-remove"
                        >
                          <CrossIcon />
                        </IconButton>
                      </HStack>
                    </HStack>
                  </Box>
                );
              })}
              {rows.fields.length === 0 && (
                <Text color="fg.muted" fontSize="sm">
                  {t('campaigns.formField.none')}
                </Text>
              )}
              <Box>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={rows.fields.length >= CAMPAIGN_FORM_FIELDS_MAX}
                  onClick={() => rows.append({ id: '', label: '', type: 'TEXT', values: [], required: false })}
                  data-testid="campaign-field-add"
                >
                  {t('campaigns.formField.add')}
                </Button>
              </Box>
            </Stack>
            <Fieldset.ErrorText>
              {msg(errors.formFields?.root ?? (errors.formFields?.message ? errors.formFields : undefined))}
            </Fieldset.ErrorText>
          </Fieldset.Root>

          <Stack gap="1">
            <Text as="span" id={headerLabel} fontWeight="medium" fontSize="sm">
              {t('campaigns.fields.headerHtml')}
            </Text>
            <Controller
              control={control}
              name="headerHtml"
              render={({ field: f }) => (
                <RichTextEditor value={f.value} onChange={f.onChange} labelledBy={headerLabel} testId="campaign-header" />
              )}
            />
            {errors.headerHtml && (
              <Text color="fg.error" fontSize="sm">
                {msg(errors.headerHtml)}
              </Text>
            )}
          </Stack>

          <Fieldset.Root data-testid="campaign-email">
            <Fieldset.Legend fontWeight="medium">{t('campaigns.fields.confirmationEmail')}</Fieldset.Legend>
            <Fieldset.HelperText>{t('campaigns.help.confirmationEmail')}</Fieldset.HelperText>
            <Stack gap="3">
              <FieldRoot invalid={!!errors.confirmationEmail?.subject}>
                <Field.Label>{t('campaigns.fields.emailSubject')}</Field.Label>
                <Input maxLength={200} {...register('confirmationEmail.subject')} data-testid="campaign-email-subject" />
                <Field.ErrorText>{msg(errors.confirmationEmail?.subject)}</Field.ErrorText>
              </FieldRoot>
              <FieldRoot invalid={!!errors.confirmationEmail?.body}>
                <Field.Label>{t('campaigns.fields.emailBody')}</Field.Label>
                <Textarea rows={4} maxLength={5000} {...register('confirmationEmail.body')} data-testid="campaign-email-body" />
                <Field.ErrorText>{msg(errors.confirmationEmail?.body)}</Field.ErrorText>
              </FieldRoot>
            </Stack>
          </Fieldset.Root>

          <Controller
            control={control}
            name="published"
            render={({ field: f }) => (
              <Switch.Root checked={f.value} onCheckedChange={(e) => f.onChange(e.checked)} colorPalette="brand" alignItems="start">
                <Switch.HiddenInput aria-describedby="campaign-published-help" data-testid="campaign-published-switch" />
                <Switch.Control mt="0.5">
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>
                  {t('campaigns.fields.published')}
                  <Text as="span" display="block" fontWeight="normal" fontSize="sm" color="fg.muted" id="campaign-published-help">
                    {t('campaigns.help.published')}
                  </Text>
                </Switch.Label>
              </Switch.Root>
            )}
          />
          <Box>
            <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} data-testid="campaign-save">
              {t('campaigns.save')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
