import { useState } from 'react';
import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { escapeHtml } from '@tessera/domain/html';
import { decideDeceasedNoticeContract } from '@tessera/domain/contracts/members';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAction } from '../../lib/api/useAction';
import { useCallAllowed, useDateFormatter } from '../../lib/data/usePreferences';
import { useSession } from '../../lib/session/session';
import { decideDeceasedNotice, usePendingDeceasedNotices, type DeceasedNoticeRow } from './api/deceasedNotices';
import type { MemberDoc } from './api/useMember';

/**
 * On a member's page, for the general admins who decide them: each pending report from another organization that
 * this member is deceased. Nothing has changed on the member; Confirm (after a confirmation) flags it, Dismiss leaves
 * it as it is. Other roles cannot read the reports and see nothing.
 */
export function DeceasedNoticeBanner({ member }: { member: MemberDoc }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const profile = useSession().profile!;
  const decides = useCallAllowed(decideDeceasedNoticeContract);
  const notices = usePendingDeceasedNotices(decides ? profile.orgId : null, { memberId: member.id });
  const { busy, run } = useAction();
  const [confirming, setConfirming] = useState<DeceasedNoticeRow | null>(null);
  if (notices.length === 0) return null;
  const date = (at: Date | null) => formatDate(at, { timeZone: 'Europe/Rome' });

  return (
    <Stack gap="2">
      {notices.map((n) => (
        <Alert.Root key={n.id} status="warning" data-testid="deceased-notice" flexWrap="wrap">
          <Alert.Indicator />
          <Alert.Content minW="0" flex="1 1 16rem">
            <Alert.Title>{t('members.deceasedNotice.reported', { org: n.orgName, date: date(n.at) })}</Alert.Title>
            <Alert.Description>{t('members.deceasedNotice.explain')}</Alert.Description>
          </Alert.Content>
          <HStack gap="2" alignSelf="center">
            <Button
              size="sm"
              colorPalette="red"
              loading={busy === `confirm ${n.id}`}
              onClick={() => setConfirming(n)}
              data-testid="deceased-notice-confirm"
            >
              {t('members.deceasedNotice.confirm')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              loading={busy === `dismiss ${n.id}`}
              onClick={() => void run(`dismiss ${n.id}`, () => decideDeceasedNotice(n.id, 'dismiss'), 'members.deceasedNotice.dismissed')}
              data-testid="deceased-notice-dismiss"
            >
              {t('members.deceasedNotice.dismiss')}
            </Button>
          </HStack>
        </Alert.Root>
      ))}
      <ConfirmDialog
        open={confirming !== null}
        ask
        icon="sad"
        title={t('members.deceasedNotice.confirmTitle')}
        messageHtml={t('members.deceasedNotice.confirmMessage', {
          name: escapeHtml(`${member.name} ${member.surname}`),
          org: escapeHtml(confirming?.orgName ?? ''),
        })}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const n = confirming!;
          setConfirming(null);
          void run(`confirm ${n.id}`, () => decideDeceasedNotice(n.id, 'confirm'), 'members.deceasedNotice.confirmed');
        }}
      />
    </Stack>
  );
}
