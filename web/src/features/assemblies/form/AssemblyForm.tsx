import { Box, Button, Checkbox, Field, Fieldset, Heading, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TITLE_MAX, type AssemblyInput } from '@tessera/domain/assemblies/assembly';
import { MEETING_URL_MAX } from '@tessera/domain/assemblies/documents';
import { ASSEMBLY_KINDS } from '@tessera/domain/assemblies/rules';
import { FieldRoot } from '../../../components/FieldRoot';
import { notify } from '../../../components/toaster';
import { ApiFailure } from '../../../lib/api/client';
import { saveDraft } from '../api/assemblies';
import { notifyAssemblyFailure } from '../errors';
import { AgendaEditor } from './AgendaEditor';
import { draftOf, formPathOf, resolver, type Draft } from './assemblyDraft';

interface Props {
  /** the stored draft and its id; none for a new assembly */
  stored?: { id: string; draft: Draft };
  onSaved: (id: string) => void;
}

/**
 * An assembly in draft: its kind and title, the first and second call on the Italian clock, where it is held (a place,
 * by video, or both) and its agenda, checked with the API's own schema before sending.
 */
export function AssemblyForm({ stored, onSaved }: Props) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, setError, formState } = useForm<Draft, unknown, AssemblyInput>({
    resolver,
    defaultValues: stored?.draft ?? draftOf(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = formState.errors;
  const online = useWatch({ control, name: 'online' });
  const msg = (m: string | undefined) => (m ? t(m) : undefined);

  const save = handleSubmit(
    async (values) => {
      try {
        const id = await saveDraft(stored?.id ?? null, values);
        notify('success', t(stored ? 'assemblies.form.saved' : 'assemblies.form.created'));
        onSaved(id);
      } catch (e) {
        const issues = e instanceof ApiFailure ? (e.issues ?? []).filter((i) => i.path.startsWith('body.')) : [];
        for (const i of issues) {
          const path = i.path.replace(/^body\.(assembly\.)?/, '').split('.');
          setError(formPathOf(path) as FieldPath<Draft>, { type: 'server', message: i.message });
        }
        if (issues.length) notify('error', t('assemblies.form.fixErrors'));
        else notifyAssemblyFailure(t, e);
      }
    },
    () => notify('error', t('assemblies.form.fixErrors')),
  );

  const call = (which: 'first' | 'second') => (
    <Fieldset.Root invalid={!!errors[`${which}Day`] || !!errors[`${which}Time`]}>
      <Fieldset.Legend fontWeight="medium">{t(`assemblies.fields.${which}Call`)}</Fieldset.Legend>
      <SimpleGrid columns={2} gap="3">
        <FieldRoot invalid={!!errors[`${which}Day`]} required>
          <Field.Label>{t('assemblies.form.day')}</Field.Label>
          <Input type="date" {...register(`${which}Day`)} data-testid={`assembly-${which}-day`} />
        </FieldRoot>
        <FieldRoot invalid={!!errors[`${which}Time`]} required>
          <Field.Label>{t('assemblies.form.time')}</Field.Label>
          <Input type="time" {...register(`${which}Time`)} data-testid={`assembly-${which}-time`} />
        </FieldRoot>
      </SimpleGrid>
      <Fieldset.HelperText>{t('assemblies.form.italianTime')}</Fieldset.HelperText>
      <Fieldset.ErrorText data-testid={`assembly-${which}-error`}>
        {which === 'second' && errors.secondDay?.message === 'validation.endBeforeStart'
          ? t('assemblies.form.secondBeforeFirst')
          : msg(errors[`${which}Day`]?.message ?? errors[`${which}Time`]?.message)}
      </Fieldset.ErrorText>
    </Fieldset.Root>
  );

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid="assembly-form">
      <form noValidate aria-labelledby="assembly-form-title" onSubmit={(e) => void save(e)}>
        <Stack gap="6">
          <Heading as="h2" size="md" id="assembly-form-title">
            {t(stored ? 'assemblies.form.editTitle' : 'assemblies.form.newTitle')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FieldRoot required>
              <Field.Label>{t('assemblies.fields.kind')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('kind')} data-testid="assembly-kind">
                  {ASSEMBLY_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`assemblies.kind.${k}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FieldRoot>
            <FieldRoot invalid={!!errors.title} required gridColumn={{ md: 'span 2' }}>
              <Field.Label>{t('assemblies.fields.title')}</Field.Label>
              <Input {...register('title')} maxLength={TITLE_MAX} data-testid="assembly-title" />
              <Field.ErrorText>{msg(errors.title?.message)}</Field.ErrorText>
            </FieldRoot>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {call('first')}
            {call('second')}
          </SimpleGrid>
          <Stack gap="3">
            <FieldRoot invalid={!!errors.place}>
              <Field.Label>{t('assemblies.fields.place')}</Field.Label>
              <Input {...register('place')} maxLength={TITLE_MAX} data-testid="assembly-place" />
              {!errors.place && <Field.HelperText>{t('assemblies.form.placeHelp')}</Field.HelperText>}
              <Field.ErrorText>{errors.place && t('assemblies.form.placeOrOnline')}</Field.ErrorText>
            </FieldRoot>
            <Controller
              control={control}
              name="online"
              render={({ field }) => (
                <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                  <Checkbox.HiddenInput data-testid="assembly-online" onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('assemblies.form.online')}</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
            {online && (
              <FieldRoot invalid={!!errors.meetingUrl}>
                <Field.Label>{t('assemblies.fields.meetingUrl')}</Field.Label>
                <Input
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  {...register('meetingUrl')}
                  maxLength={MEETING_URL_MAX}
                  data-testid="assembly-meeting-url"
                />
                {!errors.meetingUrl && <Field.HelperText>{t('assemblies.form.meetingUrlHelp')}</Field.HelperText>}
                <Field.ErrorText data-testid="assembly-meeting-url-error">{msg(errors.meetingUrl?.message)}</Field.ErrorText>
              </FieldRoot>
            )}
          </Stack>
          <AgendaEditor control={control} register={register} errors={errors} />
          <Box>
            <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} data-testid="assembly-save">
              {t('assemblies.form.save')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
