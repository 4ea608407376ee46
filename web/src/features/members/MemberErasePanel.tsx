import { useState } from 'react';
import { Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { eraseMemberContract } from '@tessera/domain/contracts/erasure';
import { ActionDialog } from '../../components/ActionDialog';
import { FieldRoot } from '../../components/FieldRoot';
import { notify, notifyFailure } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { eraseMember } from './api/eraseMember';
import type { MemberDoc } from './api/useMember';
import { Panel } from './MemberView';

/**
 * A general administrator erases the member's personal data directly (a request received by letter, a court order):
 * the dialog names the member, asks why, and asks for the surname typed again before the red button works.
 */
export function MemberErasePanel({ member }: { member: MemberDoc }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useCallAllowed(eraseMemberContract);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const { busy, run } = useBusyAction();
  if (!allowed) return null;
  const name = `${member.name} ${member.surname}`;
  const ready = reason.trim().length >= 3 && typed.trim().toLowerCase() === String(member.surname).trim().toLowerCase();

  function erase() {
    void run(
      async () => {
        await eraseMember(member.id, reason.trim());
        notify('success', t('members.erase.done'));
        void navigate('/subscribers');
      },
      (e) => notifyFailure(t, e),
    );
  }

  return (
    <Panel title={t('members.erase.title')} testId="member-erase">
      <Stack gap="3">
        <Text color="fg.muted">{t('members.erase.help')}</Text>
        <Button alignSelf="start" variant="outline" colorPalette="red" onClick={() => setOpen(true)} data-testid="member-erase-open">
          {t('members.erase.open')}
        </Button>
      </Stack>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('members.erase.confirmTitle', { name })}
        testId="member-erase-dialog"
        action={{ label: t('members.erase.confirm'), danger: true, busy, disabled: !ready, testId: 'member-erase-confirm', run: erase }}
      >
        <Stack gap="3">
          <Text>{t('members.erase.confirmText', { name })}</Text>
          <FieldRoot required>
            <Field.Label>{t('members.erase.reason')}</Field.Label>
            <Textarea
              value={reason}
              maxLength={300}
              rows={2}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-testid="member-erase-reason"
            />
          </FieldRoot>
          <FieldRoot required>
            <Field.Label>{t('members.erase.typeSurname', { surname: member.surname })}</Field.Label>
            <Input value={typed} autoComplete="off" onChange={(e) => setTyped(e.currentTarget.value)} data-testid="member-erase-surname" />
          </FieldRoot>
        </Stack>
      </ActionDialog>
    </Panel>
  );
}
