import { useState } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Operation } from '@tessera/domain/entities/operation';
import { createOperationContract } from '@tessera/domain/contracts/operations';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { ActionDialog } from '../../components/ActionDialog';
import { LiveLoadState } from '../../components/LiveLoadState';
import { PageTitle } from '../../components/PageTitle';
import { RowActions } from '../../components/RowActions';
import { notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { RecordTable } from '../../components/RecordTable';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { deleteOperation, listOperations } from './api/operations';
import { OperationDialog } from './OperationDialog';

const CODES = ['b1Aggregate', 'project', 'account', 'cdc'] as const;

/**
 * /payments/operations: the accounting classifications payments are filed under. The administration
 * adds, changes and deletes them (deletion asks first: filed payments keep their copied codes); staff read them.
 */
export function OperationsPage() {
  const { t } = useTranslation();
  const canWrite = useCallAllowed(createOperationContract);
  const [version, setVersion] = useState(0);
  const live = useApiQuery(`operations:${version}`, listOperations);
  const reload = () => setVersion((v) => v + 1);
  const [editing, setEditing] = useState<Operation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Operation | null>(null);
  const remove = useBusyAction();
  const operations = live.status === 'success' ? live.data : [];

  return (
    <Stack gap="5" maxW="5xl">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <PageTitle>{t('payments.operations.title')}</PageTitle>
        {canWrite && (
          <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')} data-testid="operation-add">
            {t('payments.operations.add')}
          </Button>
        )}
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {t('payments.operations.intro')}
      </Text>
      <LiveLoadState live={live} errorText={t('payments.operations.loadError')} onRetry={reload} />
      {live.status === 'success' && operations.length === 0 && (
        <Text color="fg.muted" data-testid="operations-empty">
          {t('payments.operations.empty')}
        </Text>
      )}
      <RecordTable
        label={t('payments.operations.title')}
        testId="operations-table"
        rows={operations}
        rowKey={(o) => o.id}
        rowData={(o) => ({ 'data-testid': 'operation-row', 'data-name': o.name })}
        columns={[
          {
            key: 'name',
            header: t('payments.operations.name'),
            primary: true,
            cell: (o) => (
              <>
                <Text as="span" fontWeight="medium">
                  {o.name}
                </Text>
                {!o.active && (
                  <Badge ms="2" data-testid="operation-inactive">
                    {t('payments.operations.inactive')}
                  </Badge>
                )}
              </>
            ),
          },
          ...CODES.map((c) => ({
            key: c,
            header: t(`payments.operations.codes.${c}`),
            cell: (o: (typeof operations)[number]) => (
              <Text as="span" fontFamily="mono">
                {o[c] ?? '—'}
              </Text>
            ),
          })),
        ]}
        actions={
          canWrite
            ? {
                label: t('payments.operations.actions'),
                cell: (o) => (
                  <RowActions
                    edit={{
                      label: t('payments.operations.edit'),
                      ariaLabel: t('payments.operations.editOf', { name: o.name }),
                      onClick: () => setEditing(o),
                      testId: 'operation-edit',
                    }}
                    remove={{
                      label: t('payments.operations.delete'),
                      ariaLabel: t('payments.operations.deleteOf', { name: o.name }),
                      onClick: () => setDeleting(o),
                      testId: 'operation-delete',
                    }}
                  />
                ),
              }
            : undefined
        }
      />
      {editing && (
        <OperationDialog
          key={editing === 'new' ? 'new' : editing.id}
          operation={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      )}
      <ActionDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('payments.operations.deleteTitle', { name: deleting?.name ?? '' })}
        testId="operation-delete-dialog"
        action={{
          label: t('payments.operations.delete'),
          busy: remove.busy,
          danger: true,
          testId: 'operation-delete-confirm',
          run: () =>
            void remove.run(async () => {
              await deleteOperation(deleting!.id);
              setDeleting(null);
              notify('success', t('payments.operations.deleted'));
              reload();
            }),
        }}
      >
        <Text>{t('payments.operations.deleteBody')}</Text>
      </ActionDialog>
    </Stack>
  );
}
