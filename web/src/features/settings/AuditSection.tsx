import { Box, Heading, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../components/ScrollTable';
import { AUDIT_TYPES } from '@tessera/domain/entities/audit';
import { auditList } from '@tessera/domain/lists/specs';
import { Pagination, pagingOf } from '../../components/Pagination';
import { LiveLoadState } from '../../components/LiveLoadState';
import { useListControls } from '../../lib/data/useListControls';
import { useUrlFilters } from '../../lib/data/useUrlFilters';
import { useSession } from '../../lib/session/session';
import { useAuditPage, type AuditRow } from './api/useAuditPage';

const ROME = 'Europe/Rome';
const short = (v: unknown): string => {
  if (v === null || v === undefined) return '—';
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** What a record changed, key by key: "name: Gruppo 3 → Roma Est". */
function Changes({ row }: { row: AuditRow }) {
  const keys = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  if (keys.length === 0) return <Text color="fg.muted">—</Text>;
  return (
    <Stack gap="0.5" fontSize="xs" fontFamily="mono">
      {keys.slice(0, 8).map((k) => (
        <Text key={k} wordBreak="break-word">
          {k}: {short(row.before?.[k])} → {short(row.after?.[k])}
        </Text>
      ))}
    </Stack>
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
  const typeLabel = (type: string) => ((AUDIT_TYPES as readonly string[]).includes(type) ? t(`settings.audit.types.${type}`) : type);

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
        <LiveLoadState
          live={
            page.status === 'error'
              ? { status: 'error', data: undefined, error: page.error! }
              : { status: 'loading', data: undefined, error: undefined }
          }
          errorText={t('settings.audit.loadError')}
          onRetry={() => page.goTo(0)}
        />
      ) : page.rows.length === 0 ? (
        <Text color="fg.muted" data-testid="audit-empty">
          {filters.type ? t('settings.audit.noMatch') : t('settings.audit.empty')}
        </Text>
      ) : (
        <Box borderWidth="1px" borderRadius="md">
          <ScrollTable label={t('settings.sections.audit')}>
            <Table.Root size="sm" data-testid="audit-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('settings.audit.when')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('settings.audit.who')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('settings.audit.what')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('settings.audit.changes')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.rows.map((r) => (
                  <Table.Row key={r.id} data-testid="audit-row" data-type={r.type} verticalAlign="top">
                    <Table.Cell whiteSpace="nowrap">{when(r.at)}</Table.Cell>
                    <Table.Cell>
                      {r.by ? (
                        <>
                          <Text>{r.by.email ?? '—'}</Text>
                          <Text fontSize="xs" color="fg.muted">
                            {t(`roles.${r.by.role}`, { defaultValue: r.by.role })}
                          </Text>
                        </>
                      ) : (
                        <Text color="fg.muted">{t('settings.audit.system')}</Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Text fontWeight="medium">{typeLabel(r.type)}</Text>
                      <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                        {r.target}
                      </Text>
                    </Table.Cell>
                    <Table.Cell minW="60" whiteSpace="normal">
                      <Changes row={r} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollTable>
          <Box px="3" py="2" borderTopWidth="1px">
            <Pagination {...paging} />
          </Box>
        </Box>
      )}
    </Stack>
  );
}
