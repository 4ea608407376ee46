import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { LANGUAGES, type Language } from '@tessera/domain/constants';
import { PageTitle } from '../../../components/PageTitle';
import { PublicLayout } from '../../../components/PublicLayout';
import { setLanguage } from '../../../lib/i18n/i18n';
import { confirmUnsubscribe } from '../api/confirmUnsubscribe';

type Outcome = 'idle' | 'busy' | 'done' | 'invalid' | 'failed';

/**
 * /unsubscribe/:token — the page a newsletter's visible "unsubscribe" link opens, signed in or not. It
 * only asks: mail scanners follow every GET link, so opening it changes nothing; the button posts the one-click
 * unsubscribe (the same endpoint the List-Unsubscribe header names) and says how it went.
 */
export function UnsubscribePage() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>('idle');

  // the link may name the newsletter's language (?lang=en), as its footer was written in
  const wanted = params.get('lang');
  useEffect(() => {
    if (wanted && (LANGUAGES as readonly string[]).includes(wanted) && wanted !== i18n.language) setLanguage(wanted as Language);
    // once, on arrival: the switch decides afterwards
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function confirm() {
    setOutcome('busy');
    try {
      setOutcome(await confirmUnsubscribe(token));
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <PublicLayout>
      <Stack gap="5" data-testid="unsubscribe-page">
        <PageTitle size="xl">{t('mailshots.unsubscribe.title')}</PageTitle>
        {outcome === 'done' ? (
          <Alert.Root status="success" role="status" data-testid="unsubscribe-done">
            <Alert.Indicator />
            <Alert.Title>{t('mailshots.unsubscribe.done')}</Alert.Title>
          </Alert.Root>
        ) : outcome === 'invalid' ? (
          <Alert.Root status="error" role="alert" data-testid="unsubscribe-invalid">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('errors.UNSUBSCRIBE_LINK_INVALID')}</Alert.Title>
              <Alert.Description>{t('mailshots.unsubscribe.invalidHelp')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <>
            <Text>{t('mailshots.unsubscribe.text')}</Text>
            {outcome === 'failed' && (
              <Alert.Root status="error" role="alert" data-testid="unsubscribe-failed">
                <Alert.Indicator />
                <Alert.Title>{t('mailshots.unsubscribe.failed')}</Alert.Title>
              </Alert.Root>
            )}
            <Button
              colorPalette="brand"
              alignSelf="start"
              loading={outcome === 'busy'}
              onClick={() => void confirm()}
              data-testid="unsubscribe-confirm"
            >
              {t('mailshots.unsubscribe.confirm')}
            </Button>
          </>
        )}
      </Stack>
    </PublicLayout>
  );
}
