import { Alert, Box, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/ActionDialog';
import { notify, notifyFailure } from '../../../components/toaster';
import { useBusyAction } from '../../../components/useBusyAction';
import { ApiFailure } from '../../../lib/api/client';
import { errorText } from '../../../lib/api/errorText';
import { useApiQuery } from '../../../lib/api/useApiQuery';
import { getRecipients, type RecipientsAnswer } from '../api/getRecipients';
import { sendMailshot } from '../api/sendMailshot';

const EXCLUDED = ['duplicates', 'invalid', 'suppressed', 'noConsent'] as const;

/**
 * Whether the send can start: an audience chosen, someone in it to send to, within the quota left this month (the API
 * decides again, up front).
 */
export function sendBlock(
  answer: Pick<RecipientsAnswer, 'audience' | 'count' | 'quota'>,
): 'noAudience' | 'noRecipients' | 'overQuota' | null {
  if (answer.audience === null) return 'noAudience';
  if (answer.count.recipients === 0) return 'noRecipients';
  return answer.count.recipients > answer.quota.left ? 'overQuota' : null;
}

/** The audience as the confirmation names it: its kind and the names of what was chosen. */
function AudienceLine({ audience }: { audience: NonNullable<RecipientsAnswer['audience']> }) {
  const { t, i18n } = useTranslation();
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(audience.names);
  return (
    <Text data-testid="mailshot-send-audience" data-kind={audience.kind}>
      <Text as="span" fontWeight="medium">
        {t('mailshots.send.audienceTitle')}:{' '}
      </Text>
      {t(`mailshots.send.audience.${audience.kind}`, { names })}
    </Text>
  );
}

/**
 * The last step before a send: the audience named, how many will receive it and how many are left out and why, the
 * month's quota left, and the warning that it cannot be stopped once started. The confirm button stays disabled with
 * no recipients or over the quota; the API refuses the same (QUOTAS_EXCEEDED) and reserves the whole send up front.
 */
export function SendDialog({ mailshotId, onClose }: { mailshotId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const recipients = useApiQuery(`mailshot-send:${mailshotId}`, () => getRecipients(mailshotId));
  const { busy, run } = useBusyAction();
  const answer = recipients.status === 'success' ? recipients.data : null;
  const block = answer ? sendBlock(answer) : null;

  const send = () => {
    // the button is disabled then; Enter in the dialog's form must not get round it
    if (!answer || block) return;
    void run(
      async () => {
        const sent = await sendMailshot(mailshotId);
        notify('success', t('mailshots.send.started', { count: sent.count.recipients }));
        onClose();
      },
      (e) => {
        const issue = e instanceof ApiFailure ? e.issues?.[0]?.message : undefined;
        const code = e instanceof ApiFailure ? e.code : null;
        notifyFailure(t, e, code === 'QUOTAS_EXCEEDED' ? t('mailshots.send.quotaExceeded') : issue ? t(issue) : undefined);
      },
    );
  };

  return (
    <ActionDialog
      open
      onClose={onClose}
      title={t('mailshots.send.title')}
      testId="mailshot-send-dialog"
      action={{
        label: answer ? t('mailshots.send.confirm', { count: answer.count.recipients }) : t('mailshots.actions.send'),
        run: send,
        busy,
        disabled: !answer || block !== null,
        testId: 'mailshot-send-confirm',
      }}
    >
      {recipients.status === 'loading' && <Spinner role="status" aria-label={t('mailshots.send.counting')} />}
      {recipients.status === 'error' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorText(t, recipients.error)}</Alert.Title>
        </Alert.Root>
      )}
      {answer && (
        <Stack gap="4">
          {answer.audience && <AudienceLine audience={answer.audience} />}
          {answer.audience && (
            <Box>
              <Text fontSize="lg" fontWeight="semibold" data-testid="mailshot-send-count" data-count={answer.count.recipients}>
                {t('mailshots.send.recipients', { count: answer.count.recipients, shown: number(answer.count.recipients) })}
              </Text>
              <List.Root gap="0.5" mt="2" fontSize="sm" ps="5">
                {EXCLUDED.map((k) => (
                  <List.Item key={k} data-testid={`mailshot-send-${k}`} data-count={answer.count[k]}>
                    {t(`mailshots.send.excluded.${k}`, { count: answer.count[k], shown: number(answer.count[k]) })}
                  </List.Item>
                ))}
              </List.Root>
            </Box>
          )}
          <Text data-testid="mailshot-send-quota" data-left={answer.quota.left}>
            {t('mailshots.send.quota', { left: number(answer.quota.left), quota: number(answer.quota.quota) })}
          </Text>
          {block && (
            <Alert.Root status="error" data-testid="mailshot-send-blocked" data-reason={block}>
              <Alert.Indicator />
              <Alert.Title>
                {block === 'noAudience'
                  ? t('mailshots.send.noAudience')
                  : block === 'noRecipients'
                    ? t('mailshots.send.noRecipients')
                    : t('mailshots.send.overQuota', { count: number(answer.count.recipients), left: number(answer.quota.left) })}
              </Alert.Title>
            </Alert.Root>
          )}
          <Alert.Root status="warning" data-testid="mailshot-send-warning">
            <Alert.Indicator />
            <Alert.Title>{t('mailshots.send.cannotStop')}</Alert.Title>
          </Alert.Root>
        </Stack>
      )}
    </ActionDialog>
  );
}
