import { useState } from 'react';
import { Button, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/toaster';
import { errorText } from '../../lib/api/errorText';
import type { Membership } from './api/fetchMyCard';
import { requestCancellation } from './api/requestCancellation';

/** Membership status, renewal date and the cancellation request (request, and revoke while pending). */
export function MembershipPanel({ membership, onChanged }: { membership: Membership; onChanged: () => void }) {
  const formatDate = useDateFormatter();
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const requested = membership.cancellationRequested;

  async function toggle() {
    setAsking(false);
    setBusy(true);
    try {
      await requestCancellation(!requested);
      notify('success', t(requested ? 'my-area.cancellationRevoked' : 'my-area.cancellationSent'));
      onChanged();
    } catch (e) {
      notify('error', errorText(t, e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack as="section" gap="4" aria-labelledby="membership-title" maxW="md" w="full">
      <Heading id="membership-title" size="md">
        {t('my-area.membership')}
      </Heading>
      <DataList.Root orientation="horizontal" size="md">
        <DataList.Item>
          <DataList.ItemLabel>{t('my-area.status')}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="membership-status">
            {membership.accountStatus ? t(`accountStatus.${membership.accountStatus}`) : '—'}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('my-area.renewal')}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="membership-renewal">
            {membership.renewalDate ? formatDate(membership.renewalDate) : '—'}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {requested && (
        <Text color="orange.fg" data-testid="cancellation-pending">
          {t('my-area.cancellationPending', {
            date: membership.cancellationRequestedAt ? formatDate(membership.cancellationRequestedAt) : '—',
          })}
        </Text>
      )}
      <Button
        alignSelf="start"
        variant="outline"
        colorPalette={requested ? 'gray' : 'red'}
        loading={busy}
        onClick={() => setAsking(true)}
        data-testid={requested ? 'cancellation-revoke' : 'cancellation-request'}
      >
        {t(requested ? 'my-area.revokeCancellation' : 'my-area.requestCancellation')}
      </Button>
      <ConfirmDialog
        open={asking}
        ask
        icon={requested ? 'happy' : 'sad'}
        title={t(requested ? 'my-area.revokeCancellation' : 'my-area.requestCancellation')}
        messageHtml={t(requested ? 'my-area.revokeConfirm' : 'my-area.requestConfirm')}
        onConfirm={() => void toggle()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
