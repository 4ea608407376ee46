import { useState } from 'react';
import { Alert, Badge, Box, Button, Heading, HStack, Link, Spinner, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SYSTEM_LIST_TYPES, MEMBER_FIELD_OF_LIST, type SystemListType } from '@tessera/domain/settings/listValues';
import { formatCents } from '@tessera/domain/locale/money';
import { MEMBER_FILTERS } from '@tessera/domain/lists/specs';
import type { Language } from '@tessera/domain/constants';
import { ApiFailure } from '../../lib/api/client';
import { notify, notifyFailure } from '../../components/toaster';
import { useSystemList } from './api/useSystemList';
import { addListValue } from './api/addListValue';
import { checkDraft, emptyDraft, ListValueFields, type ListValueDraft } from './ListValueFields';
import { EditListValueDialog } from './EditListValueDialog';
import { DeleteListValueDialog } from './DeleteListValueDialog';
import type { SettingsListValue } from './listValue';

const isListType = (v: string | undefined): v is SystemListType => (SYSTEM_LIST_TYPES as readonly string[]).includes(v ?? '');

/** Settings → system lists: one tab per list (groups, sections, categories, marital statuses), the tab in the address. */
export function SystemListsSection() {
  const { t } = useTranslation();
  const { type } = useParams();
  const navigate = useNavigate();
  if (!isListType(type)) return <Navigate to="../lists/groups" replace />;
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('settings.sections.lists')}
      </Heading>
      <Tabs.Root value={type} onValueChange={(e) => navigate(`../lists/${e.value}`)} variant="line" lazyMount unmountOnExit>
        <Tabs.List overflowX="auto">
          {SYSTEM_LIST_TYPES.map((l) => (
            <Tabs.Trigger key={l} value={l} data-testid={`list-tab-${l}`}>
              {t(`settings.lists.types.${l}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SYSTEM_LIST_TYPES.map((l) => (
          <Tabs.Content key={l} value={l}>
            <ListEditor type={l} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

function AddValue({ type, onAdded }: { type: SystemListType; onAdded: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const [draft, setDraft] = useState<ListValueDraft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const withPrice = type === 'categories';

  async function submit() {
    const checked = checkDraft(draft, withPrice, lang);
    setErrors(checked.errors ?? {});
    if (!checked.value) return;
    setBusy(true);
    try {
      await addListValue(type, checked.value);
      notify('success', t('settings.lists.added', { name: checked.value.name }));
      setDraft(emptyDraft);
      onAdded();
    } catch (e) {
      // a taken name belongs to the field; anything else is a toast
      if (e instanceof ApiFailure && e.code === 'LIST_VALUE_NAME_TAKEN') setErrors({ name: 'errors.LIST_VALUE_NAME_TAKEN' });
      else notifyFailure(t, e);
    } finally {
      setBusy(false);
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
          <ListValueFields draft={draft} onChange={setDraft} errors={errors} withPrice={withPrice} testIdPrefix="list-add" />
        </Box>
        <Button type="submit" colorPalette="brand" loading={busy} flexShrink={0} data-testid="list-add-submit">
          {t('settings.lists.add')}
        </Button>
      </Stack>
    </Box>
  );
}

function ListEditor({ type }: { type: SystemListType }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { live, reload } = useSystemList(type);
  const [editing, setEditing] = useState<SettingsListValue | null>(null);
  const [deleting, setDeleting] = useState<SettingsListValue | null>(null);
  const withPrice = type === 'categories';
  const values = live.data?.values ?? [];
  // the members list filters by group, section and category: a count links to the members it counts
  const field = MEMBER_FIELD_OF_LIST[type];
  const filterKey = (MEMBER_FILTERS as readonly string[]).includes(field) ? field : null;

  return (
    <Stack gap="4" pt="2">
      <Text color="fg.muted" fontSize="sm">
        {t(`settings.lists.help.${type}`)}
      </Text>
      <AddValue type={type} onAdded={reload} />
      {live.status === 'loading' && <Spinner aria-label={t('common.loading')} role="status" alignSelf="center" />}
      {live.status === 'error' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('settings.lists.loadError')}</Alert.Title>
          <Button size="xs" variant="outline" ms="auto" onClick={reload}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      )}
      {live.status === 'success' && values.length === 0 && (
        <Text color="fg.muted" data-testid="list-empty">
          {t('settings.lists.empty')}
        </Text>
      )}
      {values.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" data-testid="list-values">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('settings.lists.name')}</Table.ColumnHeader>
                {withPrice && <Table.ColumnHeader textAlign="end">{t('settings.lists.price')}</Table.ColumnHeader>}
                <Table.ColumnHeader textAlign="end">{t('settings.lists.members')}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Box srOnly>{t('settings.lists.actions')}</Box>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {values.map((v) => (
                <Table.Row key={v.id} data-testid="list-value" data-id={v.id}>
                  <Table.Cell>
                    <Text as="span" fontWeight="medium">
                      {v.name}
                    </Text>
                    {withPrice && v.offered && (
                      <Badge ms="2" colorPalette="green">
                        {t('settings.lists.offeredBadge')}
                      </Badge>
                    )}
                  </Table.Cell>
                  {withPrice && <Table.Cell textAlign="end">{v.amount === undefined ? '—' : formatCents(v.amount, lang)}</Table.Cell>}
                  <Table.Cell textAlign="end">
                    {v.members > 0 && filterKey ? (
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
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="2" justify="end">
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setEditing(v)}
                        aria-label={t('settings.lists.editOf', { name: v.name })}
                        data-testid="list-edit"
                      >
                        {t('settings.lists.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => setDeleting(v)}
                        aria-label={t('settings.lists.deleteOf', { name: v.name })}
                        data-testid="list-delete"
                      >
                        {t('settings.lists.delete')}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
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
