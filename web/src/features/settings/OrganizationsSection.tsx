import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { organizationInput } from '@tessera/domain/settings/organizations';
import type { AnswerOf } from '@tessera/domain/contracts/contract';
import type { listOrganizationsContract } from '@tessera/domain/contracts/organizations';
import { LiveLoadState } from '../../components/LiveLoadState';
import { EMPTY_ORGANIZATION, OrganizationFields, organizationInputOf, type OrganizationValues } from '../../components/OrganizationFields';
import { SubmitForm } from '../../components/SubmitForm';
import { ActionDialog } from '../../components/ActionDialog';
import { notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { useOrganizations } from './api/useOrganizations';
import { useDomains } from './api/useDomains';
import { DomainsDialog } from './DomainsDialog';
import { createOrganization } from './api/createOrganization';
import { setOrganizationStatus } from './api/setOrganizationStatus';
import { useSchemaSubmit } from '../../components/useSchemaSubmit';
import { RecordTable } from '../../components/RecordTable';
import { useSession } from '../../lib/session/session';
import { ImpersonateDialog } from './ImpersonateDialog';
import { OrganizationsSummary } from './OrganizationsSummary';
import { PageTitle } from '../../components/PageTitle';

type Organization = AnswerOf<typeof listOrganizationsContract>['organizations'][number];

/**
 * Settings → organizations, for the platform admin: every association with its plan, members and status;
 * a new one with its first general admin, who is invited by mail; suspend and reactivate after a confirmation; the
 * domains where each one's pages open (DomainsDialog).
 * `asPage`: the platform's own screen (/organizations), its title the page's heading. `tools`: other ways to add an
 * association, given by the app (the import from an archive), shown beside the form that creates one.
 */
export function OrganizationsSection({ asPage = false, tools }: { asPage?: boolean; tools?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { live, reload } = useOrganizations();
  const [changing, setChanging] = useState<Organization | null>(null);
  const [entering, setEntering] = useState<Organization | null>(null);
  const [domainsOf, setDomainsOf] = useState<Organization | null>(null);
  const domains = useDomains();
  const hostsOf = (org: string) => (domains.live.data?.domains ?? []).filter((d) => d.org === org).map((d) => d.host);
  const ownOrg = useSession().profile?.orgId;
  const rows = live.data?.organizations ?? [];
  const n = (v: number) => v.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'it-IT');
  return (
    <Stack gap="4">
      {asPage ? (
        <PageTitle>{t('settings.organizations.pageTitle')}</PageTitle>
      ) : (
        <Heading as="h2" size="lg">
          {t('settings.sections.organizations')}
        </Heading>
      )}
      <Text color="fg.muted" fontSize="sm">
        {t('settings.organizations.help')}
      </Text>
      {live.data && <OrganizationsSummary rows={rows} />}
      <LiveLoadState live={live} errorText={t('settings.organizations.loadError')} onRetry={reload} />
      <RecordTable
        label={t('settings.sections.organizations')}
        testId="organizations-table"
        rows={rows}
        rowKey={(o) => o.id}
        rowData={(o) => ({ 'data-testid': 'organization-row', 'data-id': o.id })}
        columns={[
          {
            key: 'name',
            header: t('settings.organizations.name'),
            primary: true,
            cell: (o) => (
              <>
                <Text fontWeight="medium">{o.name}</Text>
                <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                  {o.id}
                </Text>
                {o.suspended && (
                  <Badge colorPalette="red" mt="1" data-testid="organization-suspended">
                    {t('settings.organizations.suspended')}
                  </Badge>
                )}
              </>
            ),
          },
          {
            key: 'domains',
            header: t('settings.domains.column'),
            cell: (o) => (
              <Stack gap="0" data-testid="organization-domains">
                {hostsOf(o.id).map((h) => (
                  <Text key={h} fontSize="xs" fontFamily="mono" wordBreak="break-all">
                    {h}
                  </Text>
                ))}
              </Stack>
            ),
          },
          { key: 'plan', header: t('settings.organizations.plan'), cell: (o) => o.plan },
          { key: 'members', header: t('settings.organizations.members'), align: 'end', cell: (o) => n(o.members) },
        ]}
        actions={{
          label: t('settings.lists.actions'),
          align: 'end',
          cell: (o) => (
            <Stack direction={{ base: 'column', lg: 'row' }} gap="2" justify="end" align="end">
              {o.id !== ownOrg && (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setEntering(o)}
                  aria-label={t('settings.organizations.impersonateOf', { name: o.name })}
                  data-testid="organization-impersonate"
                >
                  {t('settings.organizations.impersonate')}
                </Button>
              )}
              <Button
                size="xs"
                variant="outline"
                onClick={() => setDomainsOf(o)}
                aria-label={t('settings.domains.manageOf', { name: o.name })}
                data-testid="organization-domains-edit"
              >
                {t('settings.domains.manage')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette={o.suspended ? undefined : 'red'}
                onClick={() => setChanging(o)}
                aria-label={t(o.suspended ? 'settings.organizations.reactivateOf' : 'settings.organizations.suspendOf', {
                  name: o.name,
                })}
                data-testid="organization-status"
              >
                {t(o.suspended ? 'settings.organizations.reactivate' : 'settings.organizations.suspend')}
              </Button>
            </Stack>
          ),
        }}
      />
      {live.data?.more && <Text fontSize="sm">{t('settings.organizations.more')}</Text>}
      {/* the associations first: they are what the platform admin comes for; a new one is added below them */}
      <CreateOrganizationForm onCreated={reload} />
      {tools}
      <StatusDialog organization={changing} onClose={() => setChanging(null)} onChanged={reload} />
      <ImpersonateDialog organization={entering} onClose={() => setEntering(null)} />
      <DomainsDialog
        organization={domainsOf}
        hosts={domainsOf ? hostsOf(domainsOf.id) : []}
        onClose={() => setDomainsOf(null)}
        onChanged={domains.reload}
      />
    </Stack>
  );
}

function CreateOrganizationForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<OrganizationValues>(EMPTY_ORGANIZATION);
  const { errors, busy, submit } = useSchemaSubmit(organizationInput);

  async function create() {
    const ok = await submit(organizationInputOf(values), createOrganization, (answer) =>
      t(answer.invited ? 'settings.organizations.createdInvited' : 'settings.organizations.created', {
        name: values.name.trim(),
        email: values.email.trim(),
      }),
    );
    if (!ok) return;
    setValues(EMPTY_ORGANIZATION);
    onCreated();
  }

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="organization-create">
      <SubmitForm labelledBy="organization-create-title" onSubmit={() => void create()}>
        <Heading as="h3" size="sm" id="organization-create-title">
          {t('settings.organizations.createTitle')}
        </Heading>
        <OrganizationFields values={values} onChange={setValues} errors={errors} testId="organization-create" />
        <Box>
          <Button type="submit" colorPalette="brand" loading={busy} data-testid="organization-create-submit">
            {t('settings.organizations.create')}
          </Button>
        </Box>
      </SubmitForm>
    </Box>
  );
}

/** Suspending asks first and says what it does; reactivating too. */
function StatusDialog({
  organization,
  onClose,
  onChanged,
}: {
  organization: Organization | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { busy, run } = useBusyAction();
  const suspend = !organization?.suspended;
  function confirm() {
    if (!organization) return;
    void run(async () => {
      try {
        await setOrganizationStatus(organization.id, suspend);
        notify(
          'success',
          t(suspend ? 'settings.organizations.suspendedToast' : 'settings.organizations.reactivatedToast', { name: organization.name }),
        );
        onClose();
      } finally {
        onChanged();
      }
    });
  }
  return (
    <ActionDialog
      open={organization !== null}
      onClose={onClose}
      title={t(suspend ? 'settings.organizations.suspendTitle' : 'settings.organizations.reactivateTitle', {
        name: organization?.name ?? '',
      })}
      testId="organization-status-dialog"
      action={{
        label: t(suspend ? 'settings.organizations.suspend' : 'settings.organizations.reactivate'),
        run: confirm,
        busy,
        testId: 'organization-status-confirm',
        danger: true,
      }}
    >
      <Text>{t(suspend ? 'settings.organizations.suspendBody' : 'settings.organizations.reactivateBody')}</Text>
    </ActionDialog>
  );
}
