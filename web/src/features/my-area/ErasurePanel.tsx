import { useState } from 'react';
import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/toaster';
import { errorText } from '../../lib/api/errorText';
import { askErasure, usePendingErasure } from './api/erasureRequest';

/** The member's own data: ask for its erasure (decided by the association in Richieste), or withdraw the request. */
export function ErasurePanel({ orgId, memberId }: { orgId: string; memberId: string }) {
  const { t } = useTranslation();
  const pending = usePendingErasure(orgId, memberId);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const requested = pending != null;

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
      {pending === undefined ? (
        <Skeleton height="10" aria-busy="true" aria-label={t('common.loading')} />
      ) : (
        <>
          <Text color={requested ? 'orange.fg' : 'fg.muted'} data-testid={requested ? 'erasure-pending' : 'erasure-help'}>
            {t(requested ? 'my-area.erasure.pending' : 'my-area.erasure.help')}
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
        onConfirm={() => void toggle()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
