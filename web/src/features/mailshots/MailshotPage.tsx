import { Alert, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../components/BackLink';
import { LiveLoadState } from '../../components/LiveLoadState';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../../lib/session/session';
import { useMailshot } from './api/useMailshot';
import { MailshotCompose } from './compose/MailshotCompose';
import { MailshotBadge } from './MailshotBadge';
import { MailshotMonitor } from './monitor/MailshotMonitor';

/** /campaigns/mailshots/new: the compose form of a new draft; once saved, the draft's own page. */
export function NewMailshotPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <BackLink to="/campaigns/mailshots" label={t('mailshots.back')} />
      <PageTitle>{t('mailshots.newTitle')}</PageTitle>
      <MailshotCompose stored={null} />
    </Stack>
  );
}

/**
 * /campaigns/mailshots/:id — a draft's compose form, or, once sent, its monitor: live, so the page turns into the
 * monitor the moment the send is queued (here or by another admin).
 */
export function MailshotPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const profile = useSession().profile!;
  const live = useMailshot(profile.orgId, id);
  const mailshot = live.status === 'success' ? live.data : null;
  return (
    <Stack gap="5">
      <BackLink to="/campaigns/mailshots" label={t('mailshots.back')} />
      <LiveLoadState
        live={live}
        errorText={t('mailshots.loadError')}
        onRetry={() => window.location.reload()}
        notFound={{ text: t('mailshots.notFound'), testId: 'mailshot-not-found' }}
      />
      {mailshot && (
        <>
          <HStack gap="3" flexWrap="wrap">
            <PageTitle wordBreak="break-word" data-testid="mailshot-title">
              {mailshot.subject || t('mailshots.noSubject')}
            </PageTitle>
            <MailshotBadge state={mailshot.state} stopped={mailshot.stoppedByImport !== null} />
          </HStack>
          {mailshot.state === 'DRAFT' && mailshot.stoppedByImport && (
            <Alert.Root status="warning" data-testid="mailshot-stopped-note">
              <Alert.Indicator />
              <Alert.Title>
                {t('mailshots.stoppedByImport.text', { state: t(`mailshots.stoppedByImport.states.${mailshot.stoppedByImport}`) })}
              </Alert.Title>
            </Alert.Root>
          )}
          {/* keyed by the mailshot: the form keeps what is typed while the stored draft changes under it (its own saves) */}
          {mailshot.state === 'DRAFT' ? <MailshotCompose key={mailshot.id} stored={mailshot} /> : <MailshotMonitor mailshot={mailshot} />}
        </>
      )}
    </Stack>
  );
}
