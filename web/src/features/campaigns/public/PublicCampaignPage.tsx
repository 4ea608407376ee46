import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { LANGUAGES, type Language } from '@tessera/domain/constants';
import { PublicLayout } from '../../../components/PublicLayout';
import { setLanguage } from '../../../lib/i18n/i18n';
import { PublicCampaignView } from './PublicCampaignView';
import { PublicLoadError, PublicLoading, PublicNotFound } from './PublicLoadStates';
import { usePublicCampaign } from './usePublicCampaign';

/**
 * /c/:org/:id — a campaign's public registration page (no sign-in): its header, days and place, then its form (the
 * campaign's own fields, name, surname, email, the policies to accept). Says plainly when the campaign is full, over or
 * not there. A hidden honeypot field catches bots; `utm_source` is passed on as the registration's source.
 */
export function PublicCampaignPage() {
  const { i18n } = useTranslation();
  const { org = '', id = '' } = useParams();
  const [params] = useSearchParams();
  const lang: Language = i18n.language === 'en' ? 'en' : 'it';

  // a link may choose the page's language (?lang=en): a campaign mailed to English speakers
  const wanted = params.get('lang');
  useEffect(() => {
    if (wanted && (LANGUAGES as readonly string[]).includes(wanted) && wanted !== i18n.language) setLanguage(wanted as Language);
    // once, on arrival: the switch decides afterwards
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { loaded, retry } = usePublicCampaign(org, id);

  return (
    <PublicLayout wide>
      {loaded.state === 'loading' && <PublicLoading />}
      {loaded.state === 'notFound' && <PublicNotFound />}
      {loaded.state === 'error' && <PublicLoadError error={loaded.error} onRetry={retry} />}
      {loaded.state === 'ready' && (
        <PublicCampaignView key={loaded.page.campaign.id} org={org} page={loaded.page} lang={lang} source={params.get('utm_source')} />
      )}
    </PublicLayout>
  );
}
