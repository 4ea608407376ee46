import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { memberAccess } from '@tessera/domain/members/invitation';
import { InviteMembersButton } from '../../components/invitations/InviteMembersButton';
import { MemberAccessBadge } from '../../components/invitations/MemberAccessBadge';
import { useDateFormatter } from '../../lib/data/usePreferences';
import type { MemberDoc } from './api/useMember';
import { Panel } from './MemberView';

/**
 * The member's access to the personal area: signed in, invited (when, until when), invitation expired, or never; and,
 * for the roles that mail members, the invitation (sent again while the member has no sign-in).
 */
export function MemberAccessPanel({ member }: { member: MemberDoc }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const access = memberAccess(member);
  const date = (ms: number | null) => (ms === null ? '' : formatDate(new Date(ms), { timeZone: 'Europe/Rome' }));
  const invitable = access.state !== 'signedIn' && member.deceased !== true;
  return (
    <Panel title={t('members.access.title')} testId="member-access-panel">
      <Stack gap="3">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <MemberAccessBadge member={member} />
          {invitable && (
            <InviteMembersButton
              size="xs"
              target={{ memberIds: [member.id] }}
              label={t(access.state === 'never' ? 'members.access.invite' : 'members.access.resend')}
              testId="action-invite"
            />
          )}
        </HStack>
        {access.state !== 'never' && access.state !== 'signedIn' && (
          <Text fontSize="sm" color="fg.muted" data-testid="member-access-detail">
            {t(access.state === 'invited' ? 'members.access.invitedDetail' : 'members.access.expiredDetail', {
              sent: date(access.sentAt),
              until: date(access.expiresAt),
            })}
          </Text>
        )}
        {access.state === 'never' && (
          <Text fontSize="sm" color="fg.muted">
            {t(member.email ? 'members.access.neverDetail' : 'members.access.noEmail')}
          </Text>
        )}
      </Stack>
    </Panel>
  );
}
