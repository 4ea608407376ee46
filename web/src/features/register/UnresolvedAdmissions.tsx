import { useState } from 'react';
import { Badge, Box, Button, Checkbox, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { registerSettingsOf, type UnresolvedAdmission } from '@tessera/domain/register/resolutions';
import { LiveLoadState, PageLoadState } from '../../components/LiveLoadState';
import { ListRows } from '../../components/ListRows';
import { Pagination, pagingOf } from '../../components/Pagination';
import { notifyFailure } from '../../components/toaster';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { saveRegisterSettings, useRegisterSettings, useUnresolvedPage } from './api/register';
import { ResolutionDialog } from './ResolutionDialog';

const PAGE = 10;

const fullName = (u: UnresolvedAdmission) => [u.surname, u.name].filter(Boolean).join(' ') || '—';

/**
 * The admissions (and opening entries) with no board resolution recorded yet, oldest first, a page at a time: the
 * register's appends keep them as a small collection of their own (functions register/registerStore.ts), so the list
 * and its count never read the whole register. Each can be completed from here with the same resolution form.
 */
function UnresolvedList({ orgId, writes }: { orgId: string; writes: boolean }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const [pageSize, setPageSize] = useState(PAGE);
  const page = useUnresolvedPage(orgId, pageSize);
  const [resolving, setResolving] = useState<UnresolvedAdmission | null>(null);
  const admitted = (u: UnresolvedAdmission) => (u.admissionDate ? formatDate(u.admissionDate) : '—');
  const add = (u: UnresolvedAdmission, testId?: string) =>
    writes && (
      <Button
        size="xs"
        variant="outline"
        onClick={() => setResolving(u)}
        data-testid={testId}
        aria-label={t('register.addResolutionFor', { seq: u.seq, name: fullName(u) })}
      >
        {t('register.addResolution')}
      </Button>
    );

  return (
    <Stack gap="2">
      <HStack gap="2" flexWrap="wrap">
        <Heading as="h3" size="sm" id="register-unresolved-title">
          {t('register.unresolvedTitle')}
        </Heading>
        {page.total !== null && (
          <Badge colorPalette={page.total > 0 ? 'orange' : 'green'} data-testid="register-unresolved-count" data-count={page.total}>
            {page.total}
          </Badge>
        )}
      </HStack>
      {page.status !== 'success' ? (
        <PageLoadState page={page} errorText={t('register.unresolvedLoadError')} />
      ) : page.rows.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" data-testid="register-unresolved-empty">
          {t('register.unresolvedEmpty')}
        </Text>
      ) : (
        <Box borderWidth="1px" borderRadius="md">
          <ListRows
            rows={page.rows}
            label={t('register.unresolvedTitle')}
            rowKey={(u) => String(u.seq)}
            rowData={(u) => ({ 'data-testid': 'register-unresolved-row', 'data-seq': String(u.seq) })}
            tableTestId="register-unresolved-table"
            header={
              <>
                <Table.ColumnHeader>{t('register.seq')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('register.member')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('register.admissionDate')}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <span className="sr-only">{t('register.actions')}</span>
                </Table.ColumnHeader>
              </>
            }
            cells={(u) => (
              <>
                <Table.Cell fontWeight="semibold">{u.seq}</Table.Cell>
                <Table.Cell>
                  <Text>{fullName(u)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t(`register.kinds.${u.kind}`)}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{admitted(u)}</Table.Cell>
                <Table.Cell textAlign="end">{add(u, 'register-unresolved-add')}</Table.Cell>
              </>
            )}
            card={(u) => (
              <Stack gap="1">
                <Text fontWeight="semibold">
                  {t('register.seqShort', { seq: u.seq })} · {fullName(u)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t(`register.kinds.${u.kind}`)} · {t('register.admittedOn', { date: admitted(u) })}
                </Text>
                <Box>{add(u)}</Box>
              </Stack>
            )}
          />
          <Box px="3" py="2" borderTopWidth="1px">
            <Pagination {...pagingOf(page, pageSize, setPageSize)} />
          </Box>
        </Box>
      )}
      {resolving && <ResolutionDialog entry={resolving} onClose={() => setResolving(null)} />}
    </Stack>
  );
}

/**
 * Whether the statute requires a board resolution for every admission (the general admins change it; the other
 * readers of the register see it), and while it does, the admissions still without one.
 */
export function UnresolvedAdmissions({ orgId, writes }: { orgId: string; writes: boolean }) {
  const { t } = useTranslation();
  const live = useRegisterSettings(orgId);
  const [saving, setSaving] = useState(false);
  if (live.status !== 'success')
    return <LiveLoadState live={live} errorText={t('register.unresolvedLoadError')} onRetry={() => window.location.reload()} />;
  const { resolutionRequired } = registerSettingsOf(live.data);
  const change = async (on: boolean) => {
    setSaving(true);
    try {
      await saveRegisterSettings({ resolutionRequired: on });
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" data-testid="register-resolutions" data-required={String(resolutionRequired)}>
      <Checkbox.Root
        checked={resolutionRequired}
        disabled={!writes || saving}
        onCheckedChange={(e) => void change(!!e.checked)}
        alignItems="start"
      >
        <Checkbox.HiddenInput data-testid="register-resolution-required" />
        <Checkbox.Control mt="0.5" />
        <Stack gap="0">
          <Checkbox.Label>{t('register.resolutionRequired')}</Checkbox.Label>
          <Text fontSize="xs" color="fg.muted">
            {t('register.resolutionRequiredHelp')}
          </Text>
        </Stack>
      </Checkbox.Root>
      {resolutionRequired && <UnresolvedList orgId={orgId} writes={writes} />}
    </Stack>
  );
}
