import { useState } from 'react';
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MEMBER_TOGGLED_CONSENTS, type MemberToggledConsent } from '@tessera/domain/privacy/consents';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify, notifyFailure } from '../../components/toaster';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { useSession } from '../../lib/session/session';
import { downloadMyData, setMyConsent, useConsents, useConsentState } from './api/privacy';
import { ConsentBadge, ConsentHistory, DataDownloadButtons, PrivacyPanel, useCurrentConsents } from './ConsentPieces';

/**
 * My data → privacy: the member's consents as they stand and their history; marketing and photo consent withdrawn
 * (after a confirmation) or given again; the privacy consent explained (withdrawing it means asking for erasure); and
 * the download of everything the association holds about them, as PDF and JSON.
 */
export function MyPrivacySection() {
  const { t, i18n } = useTranslation();
  const formatDate = useDateFormatter();
  const profile = useSession().profile!;
  const memberId = profile.memberId ?? '-';
  const member = useConsentState(profile.orgId, memberId);
  const consents = useConsents(profile.orgId, memberId);
  const state = useCurrentConsents(member.data as Record<string, unknown> | null);
  const [asking, setAsking] = useState<MemberToggledConsent | null>(null);
  const [busy, setBusy] = useState<MemberToggledConsent | null>(null);
  if (!profile.memberId) return null;

  const change = async (kind: MemberToggledConsent, given: boolean) => {
    setAsking(null);
    setBusy(kind);
    try {
      await setMyConsent(kind, given);
      notify('success', given ? t('privacy.givenNow') : t('privacy.withdrawnNow'));
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setBusy(null);
    }
  };
  const acceptedAt = member.data?.privacyAcceptedAt as Date | string | null | undefined;

  return (
    <PrivacyPanel title={t('privacy.title')} testId="my-privacy">
      <Stack gap="5">
        <Stack gap="3" as="ul" listStyleType="none" m="0">
          <Stack as="li" gap="1" data-testid="consent-privacy">
            <HStack justify="space-between" gap="2" flexWrap="wrap">
              <Text fontWeight="medium">{t('privacy.kinds.privacy')}</Text>
              <ConsentBadge given={state.privacy} testId="consent-privacy-state" />
            </HStack>
            {state.privacy && acceptedAt && (
              <Text fontSize="sm" color="fg.muted">
                {t('privacy.acceptedOn', { date: formatDate(acceptedAt) })}
              </Text>
            )}
            <Text fontSize="sm" color="fg.muted" data-testid="consent-privacy-explained">
              {t('privacy.privacyExplained')}
            </Text>
          </Stack>
          {MEMBER_TOGGLED_CONSENTS.map((kind) => (
            <Stack as="li" key={kind} gap="1" data-testid={`consent-${kind}`}>
              <HStack justify="space-between" gap="2" flexWrap="wrap">
                <Text fontWeight="medium">{t(`privacy.kinds.${kind}`)}</Text>
                <HStack gap="2">
                  <ConsentBadge given={state[kind]} testId={`consent-${kind}-state`} />
                  <Button
                    size="xs"
                    variant="outline"
                    loading={busy === kind}
                    disabled={member.status !== 'success'}
                    onClick={() => (state[kind] ? setAsking(kind) : void change(kind, true))}
                    data-testid={`consent-${kind}-toggle`}
                  >
                    {state[kind] ? t('privacy.withdraw') : t('privacy.give')}
                  </Button>
                </HStack>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {t(`privacy.explained.${kind}`)}
              </Text>
            </Stack>
          ))}
        </Stack>
        <Stack gap="2">
          <Text fontWeight="medium">{t('privacy.history')}</Text>
          <ConsentHistory consents={consents} />
        </Stack>
        <Stack gap="2">
          <Text fontWeight="medium">{t('privacy.download.title')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('privacy.download.intro')}
          </Text>
          <DataDownloadButtons
            testIdPrefix="my-data-download"
            download={(format) => downloadMyData(format, i18n.language === 'en' ? 'en' : 'it')}
          />
        </Stack>
        {member.status === 'error' && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t('privacy.historyError')}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`privacy.withdrawTitle.${asking}`) : ''}
        messageHtml={asking ? t(`privacy.withdrawMessage.${asking}`) : ''}
        ask
        confirmLabel={t('privacy.withdraw')}
        onConfirm={() => asking && void change(asking, false)}
        onCancel={() => setAsking(null)}
      />
    </PrivacyPanel>
  );
}
