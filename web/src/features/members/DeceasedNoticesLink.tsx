import { Alert, Button, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { decideDeceasedNoticeContract } from '@tessera/domain/contracts/members';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { useSession } from '../../lib/session/session';
import { usePendingDeceasedNotices } from './api/deceasedNotices';

const PATH = '/subscribers/deceased-notices';

/** Beside the members list's title, for the general admins: the deceased reports from other organizations. */
export function DeceasedNoticesLink() {
  const { t } = useTranslation();
  if (!useCallAllowed(decideDeceasedNoticeContract)) return null;
  return (
    <Button asChild variant="outline" size="sm" data-testid="deceased-notices-link">
      <RouterLink to={PATH}>{t('members.deceasedNotice.title')}</RouterLink>
    </Button>
  );
}

/** Above the members list, while a report waits for the general admin's decision (one document read to know). */
export function DeceasedNoticesReminder() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const decides = useCallAllowed(decideDeceasedNoticeContract);
  const pending = usePendingDeceasedNotices(decides ? profile.orgId : null, { limit: 1 });
  if (pending.length === 0) return null;
  return (
    <Alert.Root status="warning" data-testid="deceased-notices-reminder">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('members.deceasedNotice.waiting')}</Alert.Title>
        <Alert.Description>
          <Link asChild variant="underline">
            <RouterLink to={PATH}>{t('members.deceasedNotice.review')}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
