import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { memberAccess, type MemberAccessFields, type MemberAccessState } from '@tessera/domain/members/invitation';

const PALETTE: Record<MemberAccessState, string> = { signedIn: 'green', invited: 'blue', invitationExpired: 'orange', never: 'gray' };

/** Where a member stands with the personal area: signed in, invited, invitation expired, never signed in. */
export function MemberAccessBadge({ member }: { member: MemberAccessFields }) {
  const { t } = useTranslation();
  const { state } = memberAccess(member);
  return (
    <Badge colorPalette={PALETTE[state]} data-testid="member-access" data-state={state}>
      {t(`invite.state.${state}`)}
    </Badge>
  );
}
