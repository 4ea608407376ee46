import { useState } from 'react';
import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RequestDecision } from '@tessera/domain/entities/memberRequest';
import { formatCents } from '@tessera/domain/locale/money';
import { ActionDialog } from '../../components/ActionDialog';
import { FieldRoot } from '../../components/FieldRoot';
import { notify, notifyFailure } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { decideRequest } from './api/decideRequest';
import type { RequestRow } from './requestRows';

const NOTE_MAX = 500;
const CONFIRM_KEY = { REFUND: 'refund', CANCELLATION: 'cancellation', ERASURE: 'erasure' } as const;

/**
 * Accepting or refusing a request, confirmed: what will happen (a refund goes back the way it was paid; a refused
 * cancellation keeps the membership; an accepted erasure erases the member's data for good), and a note the member
 * reads in the mail that tells them: required to refuse an erasure, so the member learns why.
 */
export function DecideDialog({ row, decision, onClose }: { row: RequestRow; decision: RequestDecision; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const [note, setNote] = useState('');
  const { busy, run } = useBusyAction();
  const accept = decision === 'accept';
  const what = `${CONFIRM_KEY[row.type]}.${decision}`;
  const noteRequired = row.type === 'ERASURE' && !accept;
  const [missing, setMissing] = useState(false);

  function confirm() {
    if (noteRequired && !note.trim()) return setMissing(true);
    void run(
      async () => {
        const answer = await decideRequest({ id: row.id, decision, note: note.trim() || undefined });
        notify('success', t(answer.refund === 'PENDING' ? 'requests.done.refundPending' : `requests.done.${decision}`));
        onClose();
      },
      (e) => notifyFailure(t, e),
    );
  }

  return (
    <ActionDialog
      open
      onClose={onClose}
      title={t(`requests.confirm.${what}.title`)}
      testId="request-decide-dialog"
      action={{
        label: t(accept ? 'requests.accept' : 'requests.refuse'),
        danger: accept && row.type !== 'CANCELLATION',
        busy,
        testId: 'request-decide-confirm',
        run: confirm,
      }}
    >
      <Stack gap="3">
        <Text>
          {t(`requests.confirm.${what}.text`, {
            holder: row.holder,
            object: row.object ?? '',
            amount: row.amount === null ? '' : formatCents(row.amount, lang),
          })}
        </Text>
        <FieldRoot invalid={missing} required={noteRequired}>
          <Field.Label>{t(noteRequired ? 'requests.reason' : 'requests.note')}</Field.Label>
          <Textarea
            value={note}
            maxLength={NOTE_MAX}
            rows={3}
            onChange={(e) => {
              setNote(e.currentTarget.value);
              setMissing(false);
            }}
            data-testid="request-decide-note"
          />
          <Field.HelperText>{t(noteRequired ? 'requests.reasonHelp' : 'requests.noteHelp')}</Field.HelperText>
          <Field.ErrorText>{t('validation.required')}</Field.ErrorText>
        </FieldRoot>
      </Stack>
    </ActionDialog>
  );
}
