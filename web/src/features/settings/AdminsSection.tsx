import { useState } from 'react';
import { Badge, Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { adminInput, GENERAL_ADMIN_ROLE } from '@tessera/domain/settings/admins';
import { RowActions } from '../../components/RowActions';
import { LiveLoadState } from '../../components/LiveLoadState';
import { FieldRoot } from '../../components/FieldRoot';
import { SubmitForm } from '../../components/SubmitForm';
import { useListValueNames } from '../../lib/data/useListValues';
import { useSession } from '../../lib/session/session';
import { useAdmins } from './api/useAdmins';
import { addAdmin } from './api/addAdmin';
import { AdminRoleFields, type AdminRoleDraft } from './AdminRoleFields';
import { useSchemaSubmit } from '../../components/useSchemaSubmit';
import { EditAdminDialog } from './EditAdminDialog';
import { RemoveAdminDialog } from './RemoveAdminDialog';
import { resendInvitation } from './api/resendInvitation';
import { useBusyAction } from '../../components/useBusyAction';
import { notify } from '../../components/toaster';
import { RecordTable } from '../../components/RecordTable';
import type { SettingsAdmin } from './admin';

/**
 * Settings → administrators: who administers the association, with which role and, for a
 * local admin, which groups. Adding an email invites it (a new sign-in) or gives it one more profile; the last
 * general admin can be neither removed nor given another role (the server refuses too).
 */
export function AdminsSection() {
  const { t } = useTranslation();
  const { live, reload } = useAdmins();
  const [editing, setEditing] = useState<SettingsAdmin | null>(null);
  const [removing, setRemoving] = useState<SettingsAdmin | null>(null);
  const groupNames = useListValueNames(useSession().profile!.orgId)?.groups;
  const admins = live.data?.users ?? [];
  const generals = admins.filter((a) => a.role === GENERAL_ADMIN_ROLE).length;
  const isLastGeneral = (a: SettingsAdmin) => a.role === GENERAL_ADMIN_ROLE && generals <= 1;

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('settings.sections.admins')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('settings.admins.help')}
      </Text>
      <AddAdminForm onAdded={reload} />
      <LiveLoadState live={live} errorText={t('settings.admins.loadError')} onRetry={reload} />
      <RecordTable
        label={t('settings.sections.admins')}
        testId="admins-table"
        rows={admins}
        rowKey={(a) => a.id}
        rowData={(a) => ({ 'data-testid': 'admin-row', 'data-email': a.email })}
        columns={[
          {
            key: 'who',
            header: t('settings.admins.who'),
            primary: true,
            cell: (a) => (
              <>
                <Text fontWeight="medium" wordBreak="break-all">
                  {a.email}
                </Text>
                {a.display_name && a.display_name !== a.email && (
                  <Text fontSize="xs" color="fg.muted">
                    {a.display_name}
                  </Text>
                )}
                {a.invited && (
                  <HStack gap="2" mt="1" flexWrap="wrap">
                    <Badge colorPalette="orange" data-testid="admin-invited">
                      {t('settings.admins.invited')}
                    </Badge>
                    <ResendInvitationButton admin={a} />
                  </HStack>
                )}
              </>
            ),
          },
          {
            key: 'role',
            header: t('settings.admins.roleAndGroups'),
            cell: (a) => (
              <>
                <Text data-testid="admin-role">{t(`roles.${a.role}`)}</Text>
                {a.groups.length > 0 && (
                  <Text fontSize="xs" color="fg.muted" data-testid="admin-groups">
                    {a.groups.map((g) => groupNames?.get(g) ?? g).join(', ')}
                  </Text>
                )}
              </>
            ),
          },
        ]}
        actions={{
          label: t('settings.lists.actions'),
          cell: (a) => (
            <RowActions
              edit={{
                label: t('settings.lists.edit'),
                ariaLabel: t('settings.admins.editOf', { email: a.email }),
                onClick: () => setEditing(a),
                testId: 'admin-edit',
              }}
              remove={{
                label: t('settings.admins.remove'),
                ariaLabel: t('settings.admins.removeOf', { email: a.email }),
                onClick: () => setRemoving(a),
                testId: 'admin-remove',
                disabled: isLastGeneral(a),
                title: isLastGeneral(a) ? t('errors.LAST_GENERAL_ADMIN') : undefined,
              }}
            />
          ),
        }}
      />
      <EditAdminDialog
        key={`edit-${editing?.id}`}
        admin={editing}
        lastGeneral={!!editing && isLastGeneral(editing)}
        onClose={() => setEditing(null)}
        onSaved={reload}
      />
      <RemoveAdminDialog admin={removing} onClose={() => setRemoving(null)} onRemoved={reload} />
    </Stack>
  );
}

const EMPTY = { email: '', display_name: '', role: '', groups: [] } as const;

function AddAdminForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roleDraft, setRoleDraft] = useState<AdminRoleDraft>({ role: EMPTY.role, groups: [] });
  const { errors, busy, submit } = useSchemaSubmit(adminInput);

  async function add() {
    const values = { email, role: roleDraft.role || undefined, groups: roleDraft.groups, ...(name.trim() ? { display_name: name } : {}) };
    const address = email.trim().toLowerCase();
    const ok = await submit(values, addAdmin, (answer) =>
      t(answer.invited ? 'settings.admins.invitedSent' : 'settings.admins.added', { email: address }),
    );
    if (!ok) return;
    setEmail(EMPTY.email);
    setName(EMPTY.display_name);
    setRoleDraft({ role: EMPTY.role, groups: [] });
    onAdded();
  }

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="admin-add">
      <SubmitForm labelledBy="admin-add-title" onSubmit={() => void add()}>
        <Heading as="h3" size="sm" id="admin-add-title">
          {t('settings.admins.addTitle')}
        </Heading>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3">
          <FieldRoot invalid={!!errors.email} required flex="1">
            <Field.Label>{t('settings.admins.email')}</Field.Label>
            <Input
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              data-testid="admin-add-email"
            />
            <Field.ErrorText>{errors.email && t(errors.email)}</Field.ErrorText>
          </FieldRoot>
          <FieldRoot invalid={!!errors.display_name} flex="1">
            <Field.Label>{t('settings.admins.displayName')}</Field.Label>
            <Input value={name} maxLength={80} onChange={(e) => setName(e.currentTarget.value)} data-testid="admin-add-name" />
            <Field.ErrorText>{errors.display_name && t(errors.display_name)}</Field.ErrorText>
          </FieldRoot>
        </Stack>
        <AdminRoleFields draft={roleDraft} onChange={setRoleDraft} errors={errors} testIdPrefix="admin-add" />
        <Box>
          <Button type="submit" colorPalette="brand" loading={busy} data-testid="admin-add-submit">
            {t('settings.admins.add')}
          </Button>
        </Box>
      </SubmitForm>
    </Box>
  );
}

/** A new invitation link for an admin who has not used the first (it lasts an hour). */
function ResendInvitationButton({ admin }: { admin: SettingsAdmin }) {
  const { t } = useTranslation();
  const { busy, run } = useBusyAction();
  return (
    <Button
      size="xs"
      variant="outline"
      loading={busy}
      aria-label={t('settings.admins.resendOf', { email: admin.email })}
      onClick={() =>
        void run(async () => {
          await resendInvitation(admin.id);
          notify('success', t('settings.admins.resent', { email: admin.email }));
        })
      }
      data-testid="admin-resend-invitation"
    >
      {t('settings.admins.resend')}
    </Button>
  );
}
