import { useMemo } from 'react';
import { Box, Heading, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { useTranslation } from 'react-i18next';
import { ListRows } from '../../components/ListRows';
import { AUDIT_TYPES } from '@tessera/domain/entities/audit';
import { isAuditType } from '@tessera/domain/entities/auditFields';
import { auditList } from '@tessera/domain/lists/specs';
import { Pagination, pagingOf } from '../../components/Pagination';
import { PageLoadState } from '../../components/LiveLoadState';
import { useListControls } from '../../lib/data/useListControls';
import { useUrlFilters } from '../../lib/data/useUrlFilters';
import { useSession } from '../../lib/session/session';
import { useListValueNames } from '../../lib/data/useListValues';
import { useDocumentsOnce } from '../../lib/data/useDocumentsOnce';
import { roleLabel } from '../../lib/i18n/codeLabels';
import { useAuditPage, type AuditRow } from './api/useAuditPage';
import { auditChanges, auditDocumentPaths, auditTargetText, type AuditChange, type AuditLookups } from './auditText';

const NO_ROWS: AuditRow[] = [];

const ROME = 'Europe/Rome';
const SHOWN_CHANGES = 8;

/** What a record changed, field by field in the screens' words: "Nome: Gruppo 3 → Roma Est". */
function Changes({ changes, hideEmpty = false }: { changes: AuditChange[]; hideEmpty?: boolean }) {
  const { t } = useTranslation();
  if (changes.length === 0) return hideEmpty ? null : <Text color="fg.muted">—</Text>;
  return (
    <Stack as="ul" gap="0.5" fontSize="sm" listStyleType="none" m="0" p="0" data-testid="audit-changes">
      {changes.slice(0, SHOWN_CHANGES).map((c) => (
        <Text as="li" key={c.field} wordBreak="break-word" data-field={c.field}>
          <Text as="span" color="fg.muted">
            {c.label}:
          </Text>{' '}
          {c.before === null ? c.after : c.after === null ? c.before : `${c.before} → ${c.after}`}
        </Text>
      ))}
      {changes.length > SHOWN_CHANGES && (
        <Text as="li" color="fg.muted">
          {t('settings.audit.more', { count: changes.length - SHOWN_CHANGES })}
        </Text>
      )}
    </Stack>
  );
}

/** Who did it: the address and the role, or the system, or the payment provider. */
function Actor({ by }: { by: AuditRow['by'] }) {
  const { t } = useTranslation();
  if (!by) return <Text color="fg.muted">{t('settings.audit.system')}</Text>;
  if (by.role === 'provider')
    return (
      <>
        <Text>{t('settings.audit.byProvider')}</Text>
        {by.email && (
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
            {by.email}
          </Text>
        )}
      </>
    );
  return (
    <>
      <Text wordBreak="break-all">{by.email ?? '—'}</Text>
      <Text fontSize="xs" color="fg.muted">
        {roleLabel(t, by.role)}
      </Text>
    </>
  );
}

/** What was done and to what, in words. */
function What({ label, target }: { label: string; target: string | null }) {
  return (
    <>
      <Text fontWeight="medium">{label}</Text>
      {target && (
        <Text fontSize="xs" color="fg.muted" wordBreak="break-word" data-testid="audit-target">
          {target}
        </Text>
      )}
    </>
  );
}

/** Settings → activity log: every settings change, deletion and server-side propagation, newest first, by kind. */
export function AuditSection() {
  const formatDate = useDateFormatter();
  const { t, i18n } = useTranslation();
  const profile = useSession().profile!;
  const { filters, setFilters } = useUrlFilters(auditList.filters);
  const { pageSize, setPageSize } = useListControls('audit', auditList.defaultSort);
  const page = useAuditPage(profile, { filters, pageSize, sort: auditList.defaultSort });
  const locale = i18n.language === 'en' ? 'en-GB' : 'it-IT';
  const when = (at: Date | null) =>
    at
      ? `${formatDate(at, { timeZone: ROME })} ${at.toLocaleTimeString(locale, { timeZone: ROME, hour: '2-digit', minute: '2-digit' })}`
      : '—';
  const paging = pagingOf(page, pageSize, setPageSize);
  const typeLabel = (type: string) => (isAuditType(type) ? t(`settings.audit.types.${type}`) : type);
  const lists = useListValueNames(profile.orgId);
  const rows = page.status === 'success' ? page.rows : NO_ROWS;
  const docs = useDocumentsOnce(useMemo(() => auditDocumentPaths(rows, profile.orgId), [rows, profile.orgId]));
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const lookups: AuditLookups = { orgId: profile.orgId, lang, lists, docs, formatDate: (d) => formatDate(d, { timeZone: ROME }) };

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('settings.sections.audit')}
      </Heading>
      <HStack gap="3" flexWrap="wrap">
        <NativeSelect.Root maxW="xs" size="sm">
          <NativeSelect.Field
            aria-label={t('settings.audit.filter')}
            value={filters.type ?? ''}
            onChange={(e) => setFilters({ type: e.currentTarget.value || undefined })}
            data-testid="audit-type-filter"
          >
            <option value="">{t('settings.audit.allTypes')}</option>
            {AUDIT_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {page.status !== 'success' ? (
        <PageLoadState page={page} errorText={t('settings.audit.loadError')} />
      ) : page.rows.length === 0 ? (
        <Text color="fg.muted" data-testid="audit-empty">
          {filters.type ? t('settings.audit.noMatch') : t('settings.audit.empty')}
        </Text>
      ) : (
        <Box borderWidth="1px" borderRadius="md">
          <ListRows
            rows={page.rows}
            label={t('settings.sections.audit')}
            rowKey={(r) => r.id}
            rowData={(r) => ({ 'data-testid': 'audit-row', 'data-type': r.type })}
            tableTestId="audit-table"
            scrollRegion
            header={
              <>
                <Table.ColumnHeader>{t('settings.audit.whenWho')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('settings.audit.what')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('settings.audit.changes')}</Table.ColumnHeader>
              </>
            }
            cells={(r) => (
              <>
                <Table.Cell verticalAlign="top" maxW="56">
                  <Text whiteSpace="nowrap">{when(r.at)}</Text>
                  <Actor by={r.by} />
                </Table.Cell>
                <Table.Cell verticalAlign="top">
                  <What label={typeLabel(r.type)} target={auditTargetText(t, r, lookups)} />
                </Table.Cell>
                <Table.Cell minW="64" whiteSpace="normal" verticalAlign="top">
                  <Changes changes={auditChanges(t, r, lookups)} />
                </Table.Cell>
              </>
            )}
            card={(r) => (
              <Stack gap="1">
                <HStack justify="space-between" align="start" gap="3">
                  <Box minW="0">
                    <What label={typeLabel(r.type)} target={auditTargetText(t, r, lookups)} />
                  </Box>
                  <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                    {when(r.at)}
                  </Text>
                </HStack>
                <Box fontSize="sm">
                  <Actor by={r.by} />
                </Box>
                <Changes changes={auditChanges(t, r, lookups)} hideEmpty />
              </Stack>
            )}
          />
          <Box px="3" py="2" borderTopWidth="1px">
            <Pagination {...paging} />
          </Box>
        </Box>
      )}
    </Stack>
  );
}
