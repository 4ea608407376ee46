import { useState } from 'react';
import { Alert, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/toaster';
import { errorText } from '../../lib/api/errorText';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { askErasure, useErasureRequest } from './api/erasureRequest';

/**
 * The member's own data: ask for its erasure (decided by the association in Richieste), or withdraw the request. A
 * refusal stays in view with the association's reason (the same words the member received by email) until the member
 * asks again.
 */
export function ErasurePanel({ orgId, memberId }: { orgId: string; memberId: string }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const request = useErasureRequest(orgId, memberId);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const requested = request?.status === 'PENDING';
  const refused = request?.status === 'REFUSED' ? request : null;

  async function toggle() {
    setAsking(false);
    setBusy(true);
    try {
      await askErasure(!requested);
      notify('success', t(requested ? 'my-area.erasure.withdrawn' : 'my-area.erasure.sent'));
    } catch (e) {
      notify('error', errorText(t, e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="erasure-title" maxW="md" w="full" data-testid="erasure-panel">
      <Heading id="erasure-title" size="md">
        {t('my-area.erasure.title')}
      </Heading>
      {request === undefined ? (
        <Skeleton height="10" aria-busy="true" aria-label={t('common.loading')} />
      ) : (
        <>
          {refused && (
            <Alert.Root status="warning" data-testid="erasure-refused">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {refused.decidedAt
                    ? t('my-area.erasure.refusedOn', { date: formatDate(refused.decidedAt) })
                    : t('my-area.erasure.refused')}
                </Alert.Title>
                {refused.note && (
                  <Alert.Description data-testid="erasure-refused-reason">
                    {t('my-area.erasure.refusedReason', { reason: refused.note })}
                  </Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}
          <Text color={requested ? 'orange.fg' : 'fg.muted'} data-testid={requested ? 'erasure-pending' : 'erasure-help'}>
            {t(requested ? 'my-area.erasure.pending' : refused ? 'my-area.erasure.askAgain' : 'my-area.erasure.help')}
          </Text>
          <Button
            alignSelf="start"
            variant="outline"
            colorPalette={requested ? 'gray' : 'red'}
            loading={busy}
            onClick={() => setAsking(true)}
            data-testid={requested ? 'erasure-withdraw' : 'erasure-request'}
          >
            {t(requested ? 'my-area.erasure.withdraw' : 'my-area.erasure.request')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={asking}
        ask
        icon={requested ? 'happy' : 'sad'}
        title={t(requested ? 'my-area.erasure.withdraw' : 'my-area.erasure.request')}
        messageHtml={t(requested ? 'my-area.erasure.withdrawConfirm' : 'my-area.erasure.requestConfirm')}
        confirmLabel={t(requested ? 'my-area.erasure.withdraw' : 'my-area.erasure.send')}
        onConfirm={() => void toggle()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
