import { Checkbox, Field, Fieldset, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES, type AdminRole } from '@tessera/domain/settings/admins';
import { FieldRoot } from '../../components/FieldRoot';
import { useListValueNames } from '../../lib/data/useListValues';
import { useSession } from '../../lib/session/session';

export interface AdminRoleDraft {
  role: AdminRole | '';
  groups: string[];
}

/** The role, and for a local admin the groups it administers (the organization's groups, by name). */
export function AdminRoleFields({
  draft,
  onChange,
  errors,
  testIdPrefix,
}: {
  draft: AdminRoleDraft;
  onChange: (d: AdminRoleDraft) => void;
  errors: Record<string, string>;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const groups = useListValueNames(useSession().profile!.orgId)?.groups;
  const sorted = [...(groups ?? new Map<string, string>())].sort(([, a], [, b]) => a.localeCompare(b, 'it'));
  return (
    <Stack gap="3">
      <FieldRoot invalid={!!errors.role} required>
        <Field.Label>{t('settings.admins.role')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={draft.role}
            // groups belong to a local admin only: another role drops them
            onChange={(e) => {
              const role = e.currentTarget.value as AdminRole | '';
              onChange({ role, groups: role === 'group' ? draft.groups : [] });
            }}
            data-testid={`${testIdPrefix}-role`}
          >
            <option value="">{t('settings.lists.choose')}</option>
            {ADMIN_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {/* helper and error share one id (FieldRoot): never both in the page */}
        {!errors.role && draft.role && <Field.HelperText>{t(`settings.admins.roleHelp.${draft.role}`)}</Field.HelperText>}
        <Field.ErrorText>{errors.role && t(errors.role)}</Field.ErrorText>
      </FieldRoot>
      {draft.role === 'group' && (
        <Fieldset.Root invalid={!!errors.groups} data-testid={`${testIdPrefix}-groups`}>
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            {t('settings.admins.groups')}
          </Fieldset.Legend>
          <Checkbox.Group value={draft.groups} onValueChange={(groups) => onChange({ ...draft, groups })}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {sorted.map(([id, name]) => (
                <Checkbox.Root key={id} value={id}>
                  <Checkbox.HiddenInput data-testid={`${testIdPrefix}-group-${id}`} />
                  <Checkbox.Control />
                  <Checkbox.Label>{name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Fieldset.ErrorText>{errors.groups && t(errors.groups)}</Fieldset.ErrorText>
        </Fieldset.Root>
      )}
    </Stack>
  );
}
