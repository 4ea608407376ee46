import { useState } from 'react';
import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { clearSuppressionContract } from '@tessera/domain/contracts/mailshots';
import { escapeHtml } from '@tessera/domain/html';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify, notifyFailure } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { useCallAllowed, useDateFormatter } from '../../lib/data/usePreferences';
import { useSession } from '../../lib/session/session';
import { clearSuppression } from './api/clearSuppression';
import { useSuppression, type Suppression } from './api/useSuppression';
import type { MemberDoc } from './api/useMember';

/** The notice and its Clear button, once a suppression is known. */
function SuppressionNotice({ suppression }: { suppression: Suppression }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const [asking, setAsking] = useState(false);
  const { busy, run } = useBusyAction();
  const reason = t(`members.suppression.reasons.${suppression.reason}`, { count: suppression.softBounces });
  const clear = () =>
    void run(
      async () => {
        setAsking(false);
        await clearSuppression(suppression.email);
        // the notice goes by itself: the suppression's live read sees it deleted
        notify('success', t('members.suppression.cleared', { email: suppression.email }));
      },
      (e) => notifyFailure(t, e),
    );
  return (
    <Alert.Root status="warning" data-testid="member-suppression" data-reason={suppression.reason}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('members.suppression.title', { email: suppression.email })}</Alert.Title>
        <Alert.Description>
          {suppression.at
            ? t('members.suppression.reasonSince', { reason, date: formatDate(suppression.at, { timeZone: 'Europe/Rome' }) })
            : reason}
        </Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="outline"
        alignSelf="center"
        loading={busy}
        onClick={() => setAsking(true)}
        data-testid="member-suppression-clear"
      >
        {t('members.suppression.clear')}
      </Button>
      <ConfirmDialog
        open={asking}
        ask
        title={t('members.suppression.clearTitle')}
        // the dialog's message is HTML and the address is data (i18next does not escape here): escaped
        messageHtml={t('members.suppression.clearText', { email: escapeHtml(suppression.email) })}
        confirmLabel={t('members.suppression.clear')}
        onConfirm={clear}
        onCancel={() => setAsking(false)}
      />
    </Alert.Root>
  );
}

/**
 * On a member's page: when newsletters no longer reach the member's address (they unsubscribed, it
 * bounced, they complained), says so and why, with a Clear button — for the roles that may clear it (the mail roles,
 * who alone read suppressions).
 */
export function MemberSuppression({ member }: { member: MemberDoc }) {
  const profile = useSession().profile!;
  const allowed = useCallAllowed(clearSuppressionContract);
  const suppression = useSuppression(profile.orgId, allowed && member.email ? member.email : null);
  if (suppression.status !== 'success' || !suppression.data) return null;
  return <SuppressionNotice suppression={suppression.data} />;
}
