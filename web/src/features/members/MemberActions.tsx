import { useState } from 'react';
import { Badge, Button, Field, HStack, Input, Stack, Switch, Text, Textarea, Wrap } from '@chakra-ui/react';
import { DialogFrame } from '../../components/DialogFrame';
import { useTranslation } from 'react-i18next';
import { patchMemberContract } from '@tessera/domain/contracts/members';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { patchMember } from './api/patchMember';
import { resetPassword } from './api/resetPassword';
import { suspensionCommunication } from './api/suspensionCommunication';
import { updatePolicy } from './api/updatePolicy';
import type { MemberDoc } from './api/useMember';
import { isoDay } from './memberFormValues';
import { Panel, asDate } from './MemberView';
import { useCallAllowed, useDateFormatter } from '../../lib/data/usePreferences';
import { useAction } from '../../lib/api/useAction';
import { useCardDelivery } from './useCardDelivery';
import { escapeHtml } from '@tessera/domain/html';

/**
 * What can be done on a member besides editing: cancellation request, payroll charge,
 * deceased flag, suspension notice, password reset, privacy date, card by email / as PDF.
 * Writers see the buttons; readers see the flags.
 */
export function MemberActions({ member }: { member: MemberDoc }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const canWrite = useCallAllowed(patchMemberContract);
  const { busy, run } = useAction();
  const card = useCardDelivery(member.id);
  const [confirm, setConfirm] = useState<'deceased' | 'reset' | null>(null);
  const [suspensionOpen, setSuspensionOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [privacy, setPrivacy] = useState(isoDay(member.privacyAcceptedAt) || new Date().toISOString().slice(0, 10));
  const fullName = escapeHtml(`${member.name} ${member.surname}`);
  const html = { name: fullName };

  const flag = (on: boolean | undefined) => (
    <Badge colorPalette={on ? 'orange' : 'gray'}>{on ? t('members.detail.yes') : t('members.detail.no')}</Badge>
  );

  return (
    <Stack gap="4">
      <Panel title={t('members.detail.flags')} testId="member-flags">
        <Stack gap="3">
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text>{t('members.detail.cancellationRequested')}</Text>
            <HStack gap="2">
              <span data-testid="flag-cancellation">{flag(member.cancellationRequested)}</span>
              {canWrite && (
                <Button
                  size="xs"
                  variant="outline"
                  loading={busy === 'cancellation'}
                  onClick={() =>
                    void run(
                      'cancellation',
                      () => patchMember(member.id, { cancellationRequested: !member.cancellationRequested }),
                      'members.detail.updated',
                    )
                  }
                  data-testid="action-cancellation"
                >
                  {member.cancellationRequested ? t('members.detail.revokeCancellation') : t('members.detail.requestCancellation')}
                </Button>
              )}
            </HStack>
          </HStack>
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            {canWrite ? (
              <Switch.Root
                checked={!!member.payrollCharge}
                disabled={busy === 'payroll'}
                onCheckedChange={(e) =>
                  void run('payroll', () => patchMember(member.id, { payrollCharge: e.checked }), 'members.detail.updated')
                }
                data-testid="action-payroll"
              >
                <Switch.HiddenInput />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>{t('members.detail.payrollCharge')}</Switch.Label>
              </Switch.Root>
            ) : (
              <>
                <Text>{t('members.detail.payrollCharge')}</Text>
                {flag(member.payrollCharge)}
              </>
            )}
          </HStack>
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text>{t('members.detail.deceased')}</Text>
            <HStack gap="2">
              <span data-testid="flag-deceased">{flag(member.deceased)}</span>
              {canWrite && (
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirm('deceased')} data-testid="action-deceased">
                  {member.deceased ? t('members.detail.unmarkDeceased') : t('members.detail.markDeceased')}
                </Button>
              )}
            </HStack>
          </HStack>
          {member.deceased && member.deceasedSource && (
            <Text fontSize="sm" color="fg.muted" data-testid="deceased-source">
              {t('members.detail.deceasedSource', {
                org: member.deceasedSource.orgName,
                date: formatDate(asDate(member.deceasedSource.at), { timeZone: 'Europe/Rome' }),
              })}
            </Text>
          )}
          <Stack gap="2">
            <Text>
              {t('members.detail.privacy')}:{' '}
              <Text as="span" color="fg.muted" data-testid="privacy-date">
                {member.privacyAcceptedAt
                  ? t('members.detail.privacyAccepted', { date: formatDate(asDate(member.privacyAcceptedAt)) })
                  : t('members.detail.privacyMissing')}
              </Text>
            </Text>
            {canWrite && (
              <HStack gap="2" flexWrap="wrap">
                <Input
                  type="date"
                  size="sm"
                  width="auto"
                  value={privacy}
                  aria-label={t('members.form.privacyAcceptedAt')}
                  onChange={(e) => setPrivacy(e.currentTarget.value)}
                />
                <Button
                  size="xs"
                  variant="outline"
                  disabled={!privacy}
                  loading={busy === 'privacy'}
                  onClick={() => void run('privacy', () => updatePolicy(member.id, privacy), 'members.detail.privacySaved')}
                  data-testid="action-privacy"
                >
                  {t('members.detail.privacySave')}
                </Button>
              </HStack>
            )}
          </Stack>
        </Stack>
      </Panel>

      <Panel title={t('members.detail.actions')} testId="member-actions">
        <Wrap gap="2">
          {card.canDownload && (
            <Button size="sm" variant="outline" loading={card.busy === 'pdf'} onClick={card.download} data-testid="action-card-pdf">
              {t('members.detail.downloadCard')}
            </Button>
          )}
          {card.canSend && (
            <Button size="sm" variant="outline" loading={card.busy === 'resend'} onClick={card.send} data-testid="action-card-mail">
              {t('members.detail.resendCard')}
            </Button>
          )}
          {canWrite && (
            <>
              <Button size="sm" variant="outline" onClick={() => setSuspensionOpen(true)} data-testid="action-suspension">
                {t('members.detail.suspension')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() => setConfirm('reset')}
                data-testid="action-reset-password"
              >
                {t('members.detail.resetPassword')}
              </Button>
            </>
          )}
        </Wrap>
      </Panel>

      <ConfirmDialog
        open={confirm === 'deceased'}
        ask
        icon="sad"
        title={t('members.detail.deceasedTitle')}
        messageHtml={t(member.deceased ? 'members.detail.unmarkDeceasedMessage' : 'members.detail.deceasedMessage', html)}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          void run('deceased', () => patchMember(member.id, { deceased: !member.deceased }), 'members.detail.updated');
        }}
      />
      <ConfirmDialog
        open={confirm === 'reset'}
        ask
        title={t('members.detail.resetTitle')}
        messageHtml={t('members.detail.resetMessage', html)}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          void run(
            'reset',
            () => resetPassword(member.id),
            (answer) => (answer.mode === 'reset-link' ? 'members.detail.resetLinkSent' : 'members.detail.resetDone'),
          );
        }}
      />
      <DialogFrame
        open={suspensionOpen}
        onDismiss={() => setSuspensionOpen(false)}
        title={t('members.detail.suspensionTitle')}
        footer={
          <>
            <Button variant="outline" onClick={() => setSuspensionOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              colorPalette="brand"
              loading={busy === 'suspension'}
              onClick={() =>
                void run(
                  'suspension',
                  () => suspensionCommunication(member.id, reason.trim() || undefined),
                  'members.detail.suspensionSent',
                ).then((ok) => {
                  if (ok) {
                    setSuspensionOpen(false);
                    setReason('');
                  }
                })
              }
              data-testid="suspension-send"
            >
              {t('members.detail.send')}
            </Button>
          </>
        }
      >
        <Field.Root>
          <Field.Label>{t('members.detail.suspensionReason')}</Field.Label>
          <Textarea value={reason} maxLength={500} onChange={(e) => setReason(e.currentTarget.value)} data-testid="suspension-reason" />
        </Field.Root>
      </DialogFrame>
    </Stack>
  );
}
