import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { photoMissing } from '@tessera/domain/members/photo';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/toaster';
import { errorText } from '../../lib/api/errorText';
import { useSession } from '../../lib/session/session';
import { useCallAllowed, useDateFormatter, usePreferences } from '../../lib/data/usePreferences';
import { useOwnMember } from './api/useOwnMember';
import { myCardPdfContract } from '@tessera/domain/contracts/my-area';
import { downloadMyCardPdf } from './api/downloadMyCardPdf';
import { useMyCard } from './api/useMyCard';
import { DigitalCard } from './DigitalCard';
import { WalletButtons } from './WalletButtons';
import { MembershipPanel } from './MembershipPanel';
import { ErasurePanel } from './ErasurePanel';
import { PageTitle } from '../../components/PageTitle';

function CardArea() {
  const { t, i18n } = useTranslation();
  const state = useMyCard();
  const [downloading, setDownloading] = useState(false);
  // the organization's pdfCards preference, as the API decides
  const canDownload = useCallAllowed(myCardPdfContract);

  if (state.status === 'loading')
    return (
      <Stack gap="4" role="status" aria-busy="true" aria-label={t('common.loading')} data-testid="my-area-loading">
        <Skeleton height="96" maxW="md" borderRadius="2xl" />
        <Skeleton height="24" maxW="md" />
      </Stack>
    );
  if (state.status === 'error')
    return (
      <Stack gap="3" role="alert" align="start">
        <Text color="red.fg">{errorText(t, state.error)}</Text>
        <Button variant="outline" onClick={state.reload}>
          {t('common.retry')}
        </Button>
      </Stack>
    );

  // no network: the card as last loaded here, and when (the member at the door without signal)
  const offlineNote = state.offlineSince !== undefined && <OfflineNote since={state.offlineSince} />;

  async function download() {
    setDownloading(true);
    try {
      await downloadMyCardPdf(i18n.language === 'en' ? 'en' : 'it');
    } catch (e) {
      notify('error', errorText(t, e));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Flex gap="8" direction={{ base: 'column', lg: 'row' }} align={{ base: 'stretch', lg: 'start' }}>
      <Stack gap="4" maxW="md" w="full">
        {offlineNote}
        {state.card ? (
          <>
            <DigitalCard card={state.card} />
            {canDownload && (
              <Button colorPalette="brand" onClick={() => void download()} loading={downloading} data-testid="download-card-pdf">
                {t('my-area.downloadPdf')}
              </Button>
            )}
            <WalletButtons card={state.card} />
          </>
        ) : (
          <Text color="fg.muted" data-testid="no-card">
            {t('my-area.noCard')}
          </Text>
        )}
      </Stack>
      <MembershipPanel membership={state.membership} onChanged={state.reload} />
    </Flex>
  );
}

/** "Offline — card as of <date> <time>": the card shown is the copy kept on this device, not the server's answer. */
function OfflineNote({ since }: { since: number }) {
  const { t, i18n } = useTranslation();
  const formatDate = useDateFormatter();
  const at = new Date(since);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(at);
  return (
    <Alert.Root status="info" data-testid="card-offline-note">
      <Alert.Indicator />
      <Alert.Title>{t('my-area.offline', { date: formatDate(at, { timeZone }), time })}</Alert.Title>
    </Alert.Root>
  );
}

/** While the organization requires photos and the member has none: a warning that leads to my-data's photo. */
function PhotoPrompt({ orgId, memberId }: { orgId: string; memberId: string }) {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const member = useOwnMember(orgId, memberId);
  if (!prefs || member.status !== 'success' || !photoMissing(prefs, member.data)) return null;
  return (
    <Alert.Root status="warning" data-testid="my-area-photo-missing">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('my-area.photo.prompt')}</Alert.Title>
        <Alert.Description>
          <Link asChild variant="underline">
            <RouterLink to="/my-data#my-photo">{t('my-area.photo.promptLink')}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Area Personale: the digital card with its QR, the PDF, the membership and the cancellation request, the request to
 * erase one's data; `extra` is what
 * other areas add below (the marketplace's links).
 */
export function MyAreaPage({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <PageTitle>{t('my-area.title')}</PageTitle>
        <Text color="fg.muted" data-testid="my-area-welcome">
          {t('my-area.welcome')}
        </Text>
      </Stack>
      {profile.memberId && <PhotoPrompt orgId={profile.orgId} memberId={profile.memberId} />}
      {profile.memberId ? <CardArea /> : <Text color="fg.muted">{t('my-area.noMember')}</Text>}
      {profile.memberId && <ErasurePanel orgId={profile.orgId} memberId={profile.memberId} />}
      {extra}
    </Stack>
  );
}
