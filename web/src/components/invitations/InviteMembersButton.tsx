import { useState } from 'react';
import { Button, List, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { INVITATION_TTL_DAYS, INVITE_SKIP_REASONS } from '@tessera/domain/members/invitation';
import { inviteMembersContract } from '@tessera/domain/contracts/invitations';
import { DialogFrame } from '../DialogFrame';
import { notify, notifyFailure } from '../toaster';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { inviteMembers, type InviteAnswer, type InviteTarget } from './inviteMembers';

interface Props extends Omit<ButtonProps, 'onClick'> {
  target: InviteTarget;
  label: string;
  testId: string;
}

/**
 * "Invite": first counts whom the invitation would reach (a dry run), then asks, with the counts, before sending;
 * when nobody is left to invite it only says why. Shown to the roles that may mail members.
 */
export function InviteMembersButton({ target, label, testId, ...button }: Props) {
  const { t } = useTranslation();
  const allowed = useCallAllowed(inviteMembersContract);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<InviteAnswer | null>(null);
  if (!allowed) return null;

  async function count() {
    setBusy(true);
    try {
      setPreview(await inviteMembers(target, true));
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setBusy(false);
    }
  }

  async function send() {
    setBusy(true);
    try {
      const answer = await inviteMembers(target);
      setPreview(null);
      notify('success', t('invite.sent', { count: answer.invited }));
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setBusy(false);
    }
  }

  const skipped = preview ? INVITE_SKIP_REASONS.filter((r) => preview.skipped[r] > 0) : [];
  const nobody = preview?.invited === 0;
  return (
    <>
      <Button variant="outline" {...button} loading={busy && !preview} onClick={() => void count()} data-testid={testId}>
        {label}
      </Button>
      <DialogFrame
        open={preview !== null}
        onDismiss={busy ? undefined : () => setPreview(null)}
        role={nobody ? 'dialog' : 'alertdialog'}
        title={t(nobody ? 'invite.nobodyTitle' : 'invite.confirmTitle')}
        testId="invite-dialog"
        footer={
          nobody ? (
            <Button colorPalette="brand" onClick={() => setPreview(null)}>
              {t('common.close')}
            </Button>
          ) : (
            <>
              <Button variant="outline" disabled={busy} onClick={() => setPreview(null)}>
                {t('common.cancel')}
              </Button>
              <Button colorPalette="brand" loading={busy} onClick={() => void send()} data-testid="invite-confirm">
                {t('invite.confirm', { count: preview?.invited ?? 0 })}
              </Button>
            </>
          )
        }
      >
        <Stack gap="3">
          {!nobody && (
            <Text data-testid="invite-count">{t('invite.confirmText', { count: preview?.invited ?? 0, days: INVITATION_TTL_DAYS })}</Text>
          )}
          {skipped.length > 0 && (
            <Stack gap="1">
              <Text fontWeight="medium">{t('invite.skippedTitle')}</Text>
              <List.Root ps="5" data-testid="invite-skipped">
                {skipped.map((r) => (
                  <List.Item key={r}>{t(`invite.skipped.${r}`, { count: preview!.skipped[r] })}</List.Item>
                ))}
              </List.Root>
            </Stack>
          )}
        </Stack>
      </DialogFrame>
    </>
  );
}
