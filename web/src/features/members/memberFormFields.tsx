import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ListType } from '@tessera/domain/entities/organization';
import type { ShownMemberFields } from '@tessera/domain/settings/shownFields';
import { FieldRoot } from '../../components/FieldRoot';
import { useSession } from '../../lib/session/session';
import type { MemberFormValues } from './memberFormValues';

/** The member form's lists by type: each value's name by its id. */
export type MemberFormLists = Record<ListType, Map<string, string>>;

/** The optional member fields the organization shows (settings → preferences). */
export type { ShownMemberFields };

/**
 * What a section of the member form works with: the form (react-hook-form's context, given by MemberForm), its
 * errors, and `msg` for an error's message (i18n keys such as validation.* and errors.* translated, anything else as is).
 */
export function useMemberForm() {
  const { t } = useTranslation();
  const form = useFormContext<MemberFormValues>();
  const msg = (m: string | undefined) => (m ? t(m) : undefined);
  return { ...form, errors: form.formState.errors, msg };
}

/** A text field of the member form (`member-<field>`), with its error. */
export function MemberTextField({
  field,
  label,
  type = 'text',
  required,
}: {
  field: 'name' | 'surname' | 'title' | 'cid' | 'phone' | 'secondaryEmail';
  label: string;
  type?: string;
  required?: boolean;
}) {
  const { register, errors, msg } = useMemberForm();
  return (
    <FieldRoot invalid={!!errors[field]} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input type={type} {...register(field)} data-testid={`member-${field}`} />
      <Field.ErrorText>{msg(errors[field]?.message)}</Field.ErrorText>
    </FieldRoot>
  );
}

type ListField = 'group' | 'section' | 'category' | 'maritalStatus';
type ListFieldType = 'groups' | 'sections' | 'categories' | 'marital';

/**
 * A field of the member form that takes a value of one of the organization's lists, by name. A stored value no longer
 * listed stays an option, so the form never shows it as "—"; a group admin picks among their own groups.
 */
export function MemberListSelect({
  field,
  type,
  label,
  lists,
  current,
}: {
  field: ListField;
  type: ListFieldType;
  label: string;
  lists: MemberFormLists;
  /** the member's value when the form opened */
  current: string;
}) {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const { register, errors, msg } = useMemberForm();
  const only = field === 'group' && profile.role === 'group' ? profile.groups : undefined;
  const listed = [...lists[type].entries()].filter(([id]) => !only || only.includes(id)).sort((a, b) => a[1].localeCompare(b[1], 'it'));
  const options =
    current && !listed.some(([id]) => id === current) ? [...listed, [current, t('members.form.unlisted', { id: current })]] : listed;
  return (
    <FieldRoot invalid={!!errors[field]}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(field)} data-testid={`member-${field}`}>
          <option value="">{t('members.form.none')}</option>
          {options.map(([id, n]) => (
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
}
