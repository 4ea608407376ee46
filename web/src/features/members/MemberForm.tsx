import { useMemo } from 'react';
import { Button, Spinner, Stack } from '@chakra-ui/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MemberInput } from '@tessera/domain/entities/member';
import { messageKeyFor } from '@tessera/domain/errors';
import { LeaveConfirmDialog } from '../../components/LeaveConfirmDialog';
import { StickyActionBar } from '../../components/StickyActionBar';
import { notify } from '../../components/toaster';
import { ApiFailure } from '../../lib/api/client';
import { errorText } from '../../lib/api/errorText';
import { useCustomFields, type CustomFieldDoc } from '../../lib/data/useCustomFields';
import { useListValueNames } from '../../lib/data/useListValues';
import { usePreferences, useShownMemberFields } from '../../lib/data/usePreferences';
import { useSession } from '../../lib/session/session';
import { useLeaveGuard } from '../../lib/useLeaveGuard';
import { MemberAddressSections } from './MemberAddressSections';
import { MemberBirthSection } from './MemberBirthSection';
import { MemberContactsSection } from './MemberContactsSection';
import { MemberCustomFieldsSection } from './MemberCustomFieldsSection';
import type { MemberFormLists } from './memberFormFields';
import { memberFormResolver } from './memberFormResolver';
import { MemberFormSection } from './MemberFormSection';
import { emptyMemberForm, type MemberFormValues } from './memberFormValues';
import { MemberMembershipSection } from './MemberMembershipSection';
import { MemberOtherSection } from './MemberOtherSection';
import { MemberPersonalSection } from './MemberPersonalSection';
import { MemberPhotoField, usePhotoChoice } from './MemberPhotoField';
import { MemberTaxCodeSection } from './MemberTaxCodeSection';
import { useTaxCodeAssist } from './useTaxCodeAssist';

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
 * with their definitions; email and card number are checked live against the server. Each section is a file of its
 * own (Member*Section.tsx) and reads the form through react-hook-form's context.
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
}: Props & { lists: MemberFormLists; customDefs: CustomFieldDoc[] }) {
  const { t } = useTranslation();
  const shown = useShownMemberFields();
  const start = useMemo(() => initial ?? emptyMemberForm(), [initial]);

  const resolver = useMemo(() => memberFormResolver(customDefs), [customDefs]);
  const photoRequired = usePreferences()?.photoRequired ?? false;
  const photo = usePhotoChoice(mode === 'create' && photoRequired);
  const form = useForm<MemberFormValues>({
    resolver,
    defaultValues: start,
    // Checked once a value changes or on submit, not when the focus merely passes an empty field.
    mode: 'onChange',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, setValue, setError, getValues, formState } = form;
  const leaveGuard = useLeaveGuard(formState.isDirty && !formState.isSubmitSuccessful);
  const [name, surname, gender, birthDate, ssn] = useWatch({ control, name: ['name', 'surname', 'gender', 'birthDate', 'ssn'] });

  const { setBelfiore, ...taxCodeAssist } = useTaxCodeAssist(
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

  return (
    <FormProvider {...form}>
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
          <MemberPersonalSection lists={lists} start={start} shown={shown} />
          {mode === 'create' && (
            <MemberFormSection legend={t('photo.title')} testId="member-section-photo">
              <MemberPhotoField choice={photo} />
            </MemberFormSection>
          )}
          <MemberBirthSection setBelfiore={setBelfiore} />
          <MemberTaxCodeSection assist={taxCodeAssist} />
          <MemberMembershipSection creating={mode === 'create'} lists={lists} start={start} shown={shown} />
          <MemberContactsSection start={start} />
          <MemberAddressSections />
          <MemberOtherSection />
          {customDefs.length > 0 && <MemberCustomFieldsSection defs={customDefs} />}
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
    </FormProvider>
  );
}
