import { useState } from 'react';
import { Badge, Button, HStack, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SettingsCustomField } from '@tessera/domain/contracts/customFields';
import { MAX_CUSTOM_FIELDS } from '@tessera/domain/settings/customFields';
import { RowActions } from '../../components/RowActions';
import { LiveLoadState } from '../../components/LiveLoadState';
import { notify, notifyFailure } from '../../components/toaster';
import { RecordTable } from '../../components/RecordTable';
import { useFieldSettings } from './api/useFieldSettings';
import { reorderFields } from './api/reorderFields';
import { FieldDialog } from './FieldDialog';
import { DeleteFieldDialog } from './DeleteFieldDialog';

/**
 * Settings → custom user fields: the fields in the order the member form shows
 * them, each with how many members hold a value; add, edit, move up or down, delete.
 */
export function FieldsSection() {
  const { t } = useTranslation();
  const { live, reload } = useFieldSettings();
  // 'new' opens the dialog empty; a field opens it on that field
  const [editing, setEditing] = useState<SettingsCustomField | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SettingsCustomField | null>(null);
  const [moving, setMoving] = useState(false);
  const fields = live.data?.fields ?? [];

  async function move(index: number, by: -1 | 1) {
    const ids = fields.map((f) => f.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    setMoving(true);
    try {
      await reorderFields(ids);
      notify('success', t('settings.fields.moved', { name: fields[index]!.name }));
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setMoving(false);
      reload();
    }
  }

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('settings.sections.fields')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('settings.fields.help')}
      </Text>
      <HStack>
        <Button
          colorPalette="brand"
          onClick={() => setEditing('new')}
          disabled={fields.length >= MAX_CUSTOM_FIELDS}
          title={fields.length >= MAX_CUSTOM_FIELDS ? t('errors.TOO_MANY_CUSTOM_FIELDS') : undefined}
          data-testid="field-add"
        >
          {t('settings.fields.add')}
        </Button>
      </HStack>
      <LiveLoadState live={live} errorText={t('settings.fields.loadError')} onRetry={reload} />
      {live.status === 'success' && fields.length === 0 && (
        <Text color="fg.muted" data-testid="fields-empty">
          {t('settings.fields.empty')}
        </Text>
      )}
      <RecordTable
        label={t('settings.sections.fields')}
        testId="fields-table"
        rows={fields}
        rowKey={(f) => f.id}
        rowData={(f) => ({ 'data-testid': 'field-row', 'data-name': f.name })}
        columns={[
          {
            key: 'order',
            header: t('settings.fields.order'),
            cell: (f, i) => (
              <HStack gap="1" justify={{ base: 'end', md: 'start' }}>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('settings.fields.moveUp', { name: f.name })}
                  disabled={i === 0 || moving}
                  onClick={() => void move(i, -1)}
                  data-testid="field-up"
                >
                  ↑
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('settings.fields.moveDown', { name: f.name })}
                  disabled={i === fields.length - 1 || moving}
                  onClick={() => void move(i, 1)}
                  data-testid="field-down"
                >
                  ↓
                </IconButton>
              </HStack>
            ),
          },
          {
            key: 'name',
            header: t('settings.fields.name'),
            primary: true,
            cell: (f) => (
              <>
                <Text as="span" fontWeight="medium">
                  {f.name}
                </Text>
                <HStack gap="1" wrap="wrap" mt="1">
                  {f.required && <Badge colorPalette="orange">{t('settings.fields.requiredBadge')}</Badge>}
                  {f.visibleToMember && <Badge colorPalette="green">{t('settings.fields.visibleBadge')}</Badge>}
                  {f.deleting && <Badge colorPalette="red">{t('settings.fields.deletingBadge')}</Badge>}
                </HStack>
              </>
            ),
          },
          {
            key: 'type',
            header: t('settings.fields.type'),
            cell: (f) => (
              <>
                <Text>{t(`settings.fields.types.${f.type}`)}</Text>
                {f.allowedValues.length > 0 && (
                  <Text fontSize="xs" color="fg.muted" lineClamp={2} maxW="xs">
                    {f.allowedValues.join(', ')}
                  </Text>
                )}
              </>
            ),
          },
          { key: 'members', header: t('settings.fields.members'), align: 'end', testId: 'field-members', cell: (f) => f.members },
        ]}
        actions={{
          label: t('settings.lists.actions'),
          cell: (f) => (
            <RowActions
              edit={{
                label: t('settings.lists.edit'),
                ariaLabel: t('settings.fields.editOf', { name: f.name }),
                onClick: () => setEditing(f),
                testId: 'field-edit',
                disabled: f.deleting,
              }}
              remove={{
                label: t('settings.lists.delete'),
                ariaLabel: t('settings.fields.deleteOf', { name: f.name }),
                onClick: () => setDeleting(f),
                testId: 'field-delete',
              }}
            />
          ),
        }}
      />
      <FieldDialog
        key={editing === 'new' ? 'new' : `edit-${editing?.id}`}
        field={editing}
        onClose={() => setEditing(null)}
        onSaved={reload}
      />
      <DeleteFieldDialog key={`delete-${deleting?.id}`} field={deleting} onClose={() => setDeleting(null)} onDeleted={reload} />
    </Stack>
  );
}
