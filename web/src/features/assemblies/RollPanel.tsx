import { useState } from 'react';
import { Badge, Box, Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EXCEPTION_NOTE_MAX } from '@tessera/domain/assemblies/entitlement';
import { assemblyExceptionContract } from '@tessera/domain/contracts/assemblies';
import { DialogFrame } from '../../components/DialogFrame';
import { FieldRoot } from '../../components/FieldRoot';
import { LiveLoadState } from '../../components/LiveLoadState';
import { notify } from '../../components/toaster';
import { useCallAllowed, useDateFormatter } from '../../lib/data/usePreferences';
import type { Live } from '../../lib/data/live';
import { setException } from './api/assemblies';
import type { Roll, RollLine } from './api/useRoll';
import { notifyAssemblyFailure } from './errors';

const SHOWN = 30;
/** A reason inside a sentence: its first letter lower-cased ("ammesso in deroga: non è nel libro dei soci"). */
const midSentence = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Why a member does not vote (or, entitled by exception, what was waived), in words. */
export function useReasonText() {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  return (line: Pick<RollLine, 'reason' | 'eligibleFrom'>) =>
    line.reason ? t(`assemblies.reason.${line.reason}`, { date: formatDate(line.eligibleFrom) }) : '';
}

/** Grants an exception (a not entitled member votes all the same), or withdraws one: a note says why, both audited. */
function ExceptionDialog({
  assemblyId,
  line,
  onClose,
  onDone,
}: {
  assemblyId: string;
  line: RollLine;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const granting = !line.exception;
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const send = async () => {
    if (!note.trim()) return setInvalid(true);
    setBusy(true);
    try {
      await setException(assemblyId, line.memberId, granting, note.trim());
      notify('success', t(granting ? 'assemblies.roll.granted' : 'assemblies.roll.withdrawn', { name: line.name }));
      onDone();
      onClose();
    } catch (e) {
      notifyAssemblyFailure(t, e);
      setBusy(false);
    }
  };
  return (
    <DialogFrame
      open
      role={granting ? 'dialog' : 'alertdialog'}
      onDismiss={onClose}
      onSubmit={() => void send()}
      testId="exception-dialog"
      title={t(granting ? 'assemblies.roll.grantTitle' : 'assemblies.roll.withdrawTitle', { name: line.name })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette={granting ? 'brand' : 'red'} loading={busy} data-testid="exception-confirm">
            {t(granting ? 'assemblies.roll.grant' : 'assemblies.roll.withdraw')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{t(granting ? 'assemblies.roll.grantText' : 'assemblies.roll.withdrawText', { reason: midSentence(reasonText(line)) })}</Text>
        <FieldRoot invalid={invalid} required>
          <Field.Label>{t('assemblies.roll.note')}</Field.Label>
          <Textarea
            value={note}
            maxLength={EXCEPTION_NOTE_MAX}
            onChange={(e) => {
              setNote(e.currentTarget.value);
              setInvalid(false);
            }}
            data-testid="exception-note"
          />
          {!invalid && <Field.HelperText>{t('assemblies.roll.noteHelp')}</Field.HelperText>}
          <Field.ErrorText>{t('validation.required')}</Field.ErrorText>
        </FieldRoot>
      </Stack>
    </DialogFrame>
  );
}

/**
 * The roll: every member, entitled or why not (reckoned on the first call's day), searched by name and filtered; an
 * admin grants or withdraws an exception, with a note.
 */
export function RollPanel({
  assemblyId,
  roll,
  reload,
  closed,
}: {
  assemblyId: string;
  roll: Live<Roll | null>;
  reload: () => void;
  closed: boolean;
}) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const manages = useCallAllowed(assemblyExceptionContract) && !closed;
  const [typed, setTyped] = useState('');
  const [which, setWhich] = useState<'all' | 'entitled' | 'not'>('all');
  const [editing, setEditing] = useState<RollLine | null>(null);
  const members = roll.data?.members ?? [];
  const words = fold(typed).split(/\s+/).filter(Boolean);
  const shown = members.filter(
    (m) => (which === 'all' || (which === 'entitled') === m.entitled) && words.every((w) => fold(m.name).includes(w)),
  );

  return (
    <Stack gap="3" data-testid="roll-panel">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontWeight="medium" data-testid="roll-summary" data-entitled={roll.data?.entitled ?? ''}>
          {roll.data ? t('assemblies.roll.summary', { entitled: roll.data.entitled, count: members.length }) : ''}
        </Text>
        <Button size="sm" variant="outline" onClick={reload} data-testid="roll-reload">
          {t('assemblies.roll.reload')}
        </Button>
      </HStack>
      <LiveLoadState live={roll} errorText={t('assemblies.roll.loadError')} onRetry={reload} />
      {roll.data && (
        <>
          <HStack gap="3" flexWrap="wrap" align="end">
            <FieldRoot flex="1" minW="48">
              <Field.Label>{t('assemblies.roll.search')}</Field.Label>
              <Input type="search" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} data-testid="roll-search" />
            </FieldRoot>
            <FieldRoot w="auto">
              <Field.Label>{t('assemblies.roll.show')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={which}
                  onChange={(e) => setWhich(e.currentTarget.value as typeof which)}
                  data-testid="roll-filter"
                >
                  {(['all', 'entitled', 'not'] as const).map((w) => (
                    <option key={w} value={w}>
                      {t(`assemblies.roll.filter.${w}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FieldRoot>
          </HStack>
          <Stack
            as="ul"
            listStyleType="none"
            m="0"
            p="0"
            gap="0"
            aria-label={t('assemblies.roll.title')}
            borderWidth="1px"
            borderRadius="md"
          >
            {shown.slice(0, SHOWN).map((m) => (
              <HStack
                as="li"
                key={m.memberId}
                justify="space-between"
                gap="3"
                px="3"
                py="2"
                borderBottomWidth="1px"
                flexWrap="wrap"
                data-testid="roll-line"
                data-id={m.memberId}
                data-entitled={String(m.entitled)}
              >
                <Box minW="0">
                  <Text fontWeight="medium">{m.name || m.memberId}</Text>
                  {m.reason && (
                    <Text fontSize="sm" color="fg.muted" data-testid="roll-reason">
                      {m.entitled ? t('assemblies.roll.waived', { reason: midSentence(reasonText(m)) }) : reasonText(m)}
                    </Text>
                  )}
                  {m.exception && (
                    <Text fontSize="sm" color="fg.muted" data-testid="roll-exception">
                      {t('assemblies.roll.exceptionNote', { note: m.exception })}
                    </Text>
                  )}
                </Box>
                <HStack gap="2">
                  <Badge colorPalette={m.entitled ? 'green' : 'gray'}>
                    {t(m.entitled ? 'assemblies.roll.entitled' : 'assemblies.roll.notEntitled')}
                  </Badge>
                  {manages && (m.exception || !m.entitled) && (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setEditing(m)}
                      data-testid={m.exception ? 'roll-withdraw' : 'roll-grant'}
                    >
                      {t(m.exception ? 'assemblies.roll.withdraw' : 'assemblies.roll.grant')}
                    </Button>
                  )}
                </HStack>
              </HStack>
            ))}
            {shown.length === 0 && (
              <Text as="li" px="3" py="2" color="fg.muted">
                {t('assemblies.search.none')}
              </Text>
            )}
          </Stack>
          {shown.length > SHOWN && (
            <Text fontSize="sm" color="fg.muted">
              {t('assemblies.roll.more', { shown: SHOWN, count: shown.length })}
            </Text>
          )}
        </>
      )}
      {editing && <ExceptionDialog assemblyId={assemblyId} line={editing} onClose={() => setEditing(null)} onDone={reload} />}
    </Stack>
  );
}
