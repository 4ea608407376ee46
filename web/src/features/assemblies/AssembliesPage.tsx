import { Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { createAssemblyContract, getAssemblyRulesContract } from '@tessera/domain/contracts/assemblies';
import { ListPageHeader } from '../../components/ListPageHeader';
import { ListRows } from '../../components/ListRows';
import { LiveLoadState } from '../../components/LiveLoadState';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { useSession } from '../../lib/session/session';
import { useAssemblies, type AssemblyDoc } from './api/assemblies';
import { StatusBadge } from './StatusBadge';
import { useCallFormat } from './useCallsFormat';

function AssemblyLink({ row }: { row: AssemblyDoc }) {
  return (
    <Link asChild variant="underline" colorPalette="brand" fontWeight="medium">
      <RouterLink to={`/assemblies/${encodeURIComponent(row.id)}`}>{row.title}</RouterLink>
    </Link>
  );
}

/** The organization's assemblies, the latest first: title, kind, first call and status, live. */
export function AssembliesPage() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const creates = useCallAllowed(createAssemblyContract);
  const readsRules = useCallAllowed(getAssemblyRulesContract);
  const assemblies = useAssemblies(profile.orgId);
  const callFormat = useCallFormat();
  const rows = assemblies.data ?? [];

  return (
    <Stack gap="5" data-testid="assemblies-page">
      <ListPageHeader
        title={t('assemblies.title')}
        count={assemblies.status === 'success' ? t('assemblies.count', { count: rows.length }) : null}
        countTestId="assemblies-count"
        create={creates ? { to: '/assemblies/new', label: t('assemblies.new'), testId: 'assembly-new' } : null}
      >
        {readsRules && (
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/assemblies/rules" data-testid="assembly-rules-link">
              {t('assemblies.rules.link')}
            </RouterLink>
          </Button>
        )}
        {readsRules && (
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/assemblies/book" data-testid="assemblies-book-link">
              {t('assemblies.book.title')}
            </RouterLink>
          </Button>
        )}
      </ListPageHeader>
      <Text color="fg.muted">{t('assemblies.intro')}</Text>
      <LiveLoadState live={assemblies} errorText={t('assemblies.loadError')} onRetry={() => window.location.reload()} />
      {assemblies.status === 'success' && rows.length === 0 && (
        <Text data-testid="assemblies-empty" borderWidth="1px" borderRadius="md" p="4" bg="app.panel">
          {t(creates ? 'assemblies.emptyCreate' : 'assemblies.empty')}
        </Text>
      )}
      {rows.length > 0 && (
        <ListRows
          rows={rows}
          label={t('assemblies.title')}
          rowKey={(r) => r.id}
          rowData={(r) => ({ 'data-testid': 'assembly-row', 'data-id': r.id })}
          tableTestId="assemblies-table"
          card={(r) => (
            <>
              <HStack justify="space-between" align="start" gap="2">
                <AssemblyLink row={r} />
                <StatusBadge status={r.status} />
              </HStack>
              <Text fontSize="sm" color="fg.muted" mt="1">
                {t(`assemblies.kind.${r.kind}`)} · {callFormat(r.firstCall)}
              </Text>
            </>
          )}
          header={
            <>
              <Table.ColumnHeader>{t('assemblies.fields.title')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('assemblies.fields.kind')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('assemblies.fields.firstCall')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('assemblies.fields.status')}</Table.ColumnHeader>
            </>
          }
          cells={(r) => (
            <>
              <Table.Cell>
                <AssemblyLink row={r} />
              </Table.Cell>
              <Table.Cell>{t(`assemblies.kind.${r.kind}`)}</Table.Cell>
              <Table.Cell>{callFormat(r.firstCall)}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={r.status} />
              </Table.Cell>
            </>
          )}
        />
      )}
    </Stack>
  );
}
