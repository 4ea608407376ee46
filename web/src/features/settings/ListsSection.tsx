import { useState } from 'react';
import { Badge, Box, Button, Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../components/RowActions';
import { LiveLoadState } from '../../components/LiveLoadState';
import { RecordTable } from '../../components/RecordTable';
import { COMPANY_LIST_TYPES, SYSTEM_LIST_TYPES, MEMBER_FIELD_OF_LIST, isCompanyList } from '@tessera/domain/settings/listValues';
import type { ListType } from '@tessera/domain/entities/organization';
import { formatCents } from '@tessera/domain/locale/money';
import { MEMBER_FILTERS } from '@tessera/domain/lists/specs';
import { useListValueNames } from '../../lib/data/useListValues';
import { useSession } from '../../lib/session/session';
import type { Language } from '@tessera/domain/constants';
import { useSystemList } from './api/useSystemList';
import { addListValue } from './api/addListValue';
import { emptyDraft, ListValueFields } from './ListValueFields';
import { useListValueDraft } from './useListValueDraft';
import { EditListValueDialog } from './EditListValueDialog';
import { DeleteListValueDialog } from './DeleteListValueDialog';
import type { SettingsListValue } from './listValue';

/** The two settings sections of list values: the system lists members hold, and the company lists. */
const SECTIONS = {
  lists: { types: SYSTEM_LIST_TYPES, titleKey: 'settings.sections.lists' },
  companies: { types: COMPANY_LIST_TYPES, titleKey: 'settings.sections.companies' },
} as const;

/**
 * Settings → system lists (groups, sections, categories, marital statuses) or convertible companies (group, external
 * and convention companies): one tab per list, the tab in the address (`/settings/<section>/<type>`).
 */
export function ListsSection({ section }: { section: keyof typeof SECTIONS }) {
  const { t } = useTranslation();
  const { type } = useParams();
  const navigate = useNavigate();
  const { types, titleKey } = SECTIONS[section];
  if (!(types as readonly string[]).includes(type ?? '')) return <Navigate to={`/settings/${section}/${types[0]}`} replace />;
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t(titleKey)}
      </Heading>
      <Tabs.Root value={type} onValueChange={(e) => navigate(`/settings/${section}/${e.value}`)} variant="line" lazyMount unmountOnExit>
        <Tabs.List overflowX="auto">
          {types.map((l) => (
            <Tabs.Trigger key={l} value={l} data-testid={`list-tab-${l}`}>
              {t(`settings.lists.types.${l}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {types.map((l) => (
          <Tabs.Content key={l} value={l}>
            <ListEditor type={l} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

function AddValue({ type, onAdded }: { type: ListType; onAdded: () => void }) {
  const { t } = useTranslation();
  const { draft, setDraft, errors, busy, submit: send } = useListValueDraft(type, emptyDraft);

  async function submit() {
    if (await send((value) => addListValue(type, value), 'settings.lists.added')) {
      setDraft(emptyDraft);
      onAdded();
    }
  }

  return (
    <Box
      as="form"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        void submit();
      }}
      aria-label={t('settings.lists.addTitle')}
      data-testid="list-add"
    >
      <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
        <Box flex="1">
          <ListValueFields draft={draft} onChange={setDraft} errors={errors} type={type} testIdPrefix="list-add" />
        </Box>
        <Button type="submit" colorPalette="brand" loading={busy} flexShrink={0} data-testid="list-add-submit">
          {t('settings.lists.add')}
        </Button>
      </Stack>
    </Box>
  );
}

function ListEditor({ type }: { type: ListType }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { live, reload } = useSystemList(type);
  const [editing, setEditing] = useState<SettingsListValue | null>(null);
  const [deleting, setDeleting] = useState<SettingsListValue | null>(null);
  const withPrice = type === 'categories';
  const company = isCompanyList(type);
  const values = live.data?.values ?? [];
  // the members list filters by group, section and category: a count links to the members it counts
  const field = MEMBER_FIELD_OF_LIST[type];
  const filterKey = field && (MEMBER_FILTERS as readonly string[]).includes(field) ? field : null;
  const groupNames = useListValueNames(useSession().profile!.orgId)?.groups;

  return (
    <Stack gap="4" pt="2">
      <Text color="fg.muted" fontSize="sm">
        {t(`settings.lists.help.${type}`)}
      </Text>
      <AddValue type={type} onAdded={reload} />
      <LiveLoadState live={live} errorText={t('settings.lists.loadError')} onRetry={reload} />
      {live.status === 'success' && values.length === 0 && (
        <Text color="fg.muted" data-testid="list-empty">
          {t('settings.lists.empty')}
        </Text>
      )}
      <RecordTable
        label={t(`settings.lists.types.${type}`)}
        testId="list-values"
        rows={values}
        rowKey={(v) => v.id}
        rowData={(v) => ({ 'data-testid': 'list-value', 'data-id': v.id })}
        columns={[
          {
            key: 'name',
            header: t('settings.lists.name'),
            primary: true,
            cell: (v) => (
              <>
                <Text as="span" fontWeight="medium">
                  {v.name}
                </Text>
                {withPrice && v.offered && (
                  <Badge ms="2" colorPalette="green">
                    {t('settings.lists.offeredBadge')}
                  </Badge>
                )}
              </>
            ),
          },
          company && {
            key: 'code',
            header: t('settings.lists.code'),
            cell: (v) => (
              <Text as="span" fontFamily="mono">
                {v.code ?? '—'}
              </Text>
            ),
          },
          type === 'group_companies' && {
            key: 'group',
            header: t('settings.lists.group'),
            cell: (v) => (v.group && groupNames?.get(v.group)) ?? v.group ?? '—',
          },
          withPrice && {
            key: 'price',
            header: t('settings.lists.price'),
            align: 'end',
            cell: (v) => (v.amount === undefined ? '—' : formatCents(v.amount, lang)),
          },
          !company && {
            key: 'members',
            header: t('settings.lists.members'),
            align: 'end',
            cell: (v) =>
              (v.members ?? 0) > 0 && filterKey ? (
                <Link asChild colorPalette="brand">
                  <RouterLink
                    to={`/subscribers?${filterKey}=${encodeURIComponent(v.id)}`}
                    aria-label={t('settings.lists.membersOf', { count: v.members, name: v.name })}
                  >
                    {v.members}
                  </RouterLink>
                </Link>
              ) : (
                v.members
              ),
          },
        ]}
        actions={{
          label: t('settings.lists.actions'),
          cell: (v) => (
            <RowActions
              edit={{
                label: t('settings.lists.edit'),
                ariaLabel: t('settings.lists.editOf', { name: v.name }),
                onClick: () => setEditing(v),
                testId: 'list-edit',
              }}
              remove={{
                label: t('settings.lists.delete'),
                ariaLabel: t('settings.lists.deleteOf', { name: v.name }),
                onClick: () => setDeleting(v),
                testId: 'list-delete',
              }}
            />
          ),
        }}
      />
      <EditListValueDialog key={`edit-${editing?.id}`} type={type} value={editing} onClose={() => setEditing(null)} onSaved={reload} />
      <DeleteListValueDialog
        key={`delete-${deleting?.id}`}
        type={type}
        value={deleting}
        others={values.filter((v) => v.id !== deleting?.id)}
        onClose={() => setDeleting(null)}
        onDeleted={reload}
      />
    </Stack>
  );
}
