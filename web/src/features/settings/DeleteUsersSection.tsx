import { useState } from 'react';
import { Alert, Badge, Box, Button, Field, Heading, HStack, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../components/ScrollTable';
import type { AnswerOf } from '@tessera/domain/contracts/contract';
import { DELETE_USERS_MAX, type deleteUsersContract } from '@tessera/domain/contracts/settings';
import { cardNumberList } from '@tessera/domain/settings/cardNumberList';
import { escapeHtml } from '@tessera/domain/html';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FieldRoot } from '../../components/FieldRoot';
import { FileDropZone } from '../../components/FileDropZone';
import { notify, notifyFailure } from '../../components/toaster';
import { deleteUsers } from './api/deleteUsers';

type Outcome = AnswerOf<typeof deleteUsersContract>;

/** The members of an outcome (to delete, or deleted) with their card. */
function MemberTable({ rows, testId, label }: { rows: { card: string; name: string }[]; testId: string; label: string }) {
  const { t } = useTranslation();
  return (
    <ScrollTable label={label} borderWidth="1px" borderRadius="md" maxH="80">
      <Table.Root size="sm" stickyHeader data-testid={testId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('settings.deleteUsers.card')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('settings.deleteUsers.member')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.card}>
              <Table.Cell fontFamily="mono">{r.card}</Table.Cell>
              <Table.Cell>{r.name}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}

/** The preview or the report: who goes (or went), and which cards name nobody. */
function OutcomeView({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" data-testid={outcome.dryRun ? 'delete-users-preview' : 'delete-users-report'}>
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette="red" size="lg">
          {t(outcome.dryRun ? 'settings.deleteUsers.toDelete' : 'settings.deleteUsers.deleted', { count: outcome.deleted.length })}
        </Badge>
        <Badge size="lg">{t('settings.deleteUsers.notFound', { count: outcome.notFound.length })}</Badge>
      </HStack>
      {outcome.deleted.length > 0 && (
        <MemberTable rows={outcome.deleted} testId="delete-users-members" label={t('settings.deleteUsers.membersLabel')} />
      )}
      {outcome.notFound.length > 0 && (
        <Text fontSize="sm" data-testid="delete-users-not-found">
          {t('settings.deleteUsers.notFoundList')}{' '}
          <Text as="span" fontFamily="mono">
            {outcome.notFound.join(', ')}
          </Text>
        </Text>
      )}
    </Stack>
  );
}

/**
 * Settings → delete users by card number: paste the numbers or read them from a file, see who would be deleted,
 * confirm, and get the report. The deletion is one request and all-or-nothing on the server.
 */
export function DeleteUsersSection() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Outcome | null>(null);
  const [report, setReport] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { cards, invalid } = cardNumberList(text);
  const tooMany = cards.length > DELETE_USERS_MAX;

  async function readFile(f: File | null) {
    setFile(f);
    if (f) setText((await f.text()).slice(0, 200_000));
    setPreview(null);
  }

  async function run(dryRun: boolean) {
    setBusy(true);
    try {
      const outcome = await deleteUsers(cards, dryRun);
      if (dryRun) setPreview(outcome);
      else {
        setReport(outcome);
        setPreview(null);
        setText('');
        setFile(null);
        notify('success', t('settings.deleteUsers.done', { count: outcome.deleted.length }));
      }
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        {t('settings.sections.deleteUsers')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('settings.deleteUsers.intro', { max: DELETE_USERS_MAX })}
      </Text>
      <FieldRoot invalid={tooMany}>
        <Field.Label>{t('settings.deleteUsers.paste')}</Field.Label>
        <Textarea
          value={text}
          rows={6}
          fontFamily="mono"
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPreview(null);
          }}
          data-testid="delete-users-text"
        />
        {!tooMany && <Field.HelperText>{t('settings.deleteUsers.count', { count: cards.length })}</Field.HelperText>}
        <Field.ErrorText>{t('settings.deleteUsers.tooMany', { max: DELETE_USERS_MAX, count: cards.length })}</Field.ErrorText>
      </FieldRoot>
      <FileDropZone
        label={t('settings.deleteUsers.file')}
        help={t('settings.deleteUsers.fileHelp')}
        accept=".txt,.csv,text/plain,text/csv"
        file={file}
        onFile={(f) => void readFile(f)}
        testId="delete-users-file"
      />
      {invalid.length > 0 && (
        <Alert.Root status="warning" data-testid="delete-users-invalid">
          <Alert.Indicator />
          <Alert.Description>
            {t('settings.deleteUsers.invalid', { count: invalid.length })}{' '}
            <Text as="span" fontFamily="mono">
              {invalid.slice(0, 10).join(', ')}
              {invalid.length > 10 ? '…' : ''}
            </Text>
          </Alert.Description>
        </Alert.Root>
      )}
      <Box>
        <Button
          onClick={() => void run(true)}
          loading={busy && !confirming}
          disabled={cards.length === 0 || tooMany}
          data-testid="delete-users-preview-button"
        >
          {t('settings.deleteUsers.previewButton')}
        </Button>
      </Box>
      {preview && (
        <Stack gap="4">
          <OutcomeView outcome={preview} />
          <Box>
            <Button
              colorPalette="red"
              disabled={preview.deleted.length === 0}
              onClick={() => setConfirming(true)}
              data-testid="delete-users-confirm-open"
            >
              {t('settings.deleteUsers.deleteButton', { count: preview.deleted.length })}
            </Button>
          </Box>
        </Stack>
      )}
      {report && <OutcomeView outcome={report} />}
      <ConfirmDialog
        open={confirming}
        ask
        icon="sad"
        title={t('settings.deleteUsers.confirmTitle', { count: preview?.deleted.length ?? 0 })}
        messageHtml={t('settings.deleteUsers.confirmMessage', {
          count: preview?.deleted.length ?? 0,
          names: escapeHtml(
            (preview?.deleted ?? [])
              .slice(0, 5)
              .map((d) => d.name)
              .join(', '),
          ),
        })}
        confirmLabel={t('settings.deleteUsers.deleteButton', { count: preview?.deleted.length ?? 0 })}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run(false);
        }}
      />
    </Stack>
  );
}
