import { useEffect, useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tessera/domain/constants';
import { RichTextView } from '../../../components/RichTextView';
import type { PublicCampaign } from '../api/getPublicCampaign';
import { PublicCampaignHeader } from './PublicCampaignHeader';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationOutcomeNotice, type Outcome } from './RegistrationOutcome';

/** A loaded campaign's public page: its heading and header text, then the registration form or what stands in its place. */
export function PublicCampaignView({
  org,
  page,
  lang,
  source,
}: {
  org: string;
  page: PublicCampaign;
  lang: Language;
  source: string | null;
}) {
  const { t } = useTranslation();
  const c = page.campaign;
  const [outcome, setOutcome] = useState<Outcome>(
    c.ended ? { kind: 'ended' } : c.full ? { kind: 'full' } : c.privacy === null ? { kind: 'closed' } : null,
  );

  useEffect(() => {
    document.title = `${c.name} · ${page.organization || t('app.name')}`;
  }, [c.name, page.organization, t]);

  return (
    <Stack gap="5" data-testid="public-campaign">
      <PublicCampaignHeader page={page} lang={lang} />
      {c.headerHtml && <RichTextView html={c.headerHtml} data-testid="public-header" />}
      <RegistrationOutcomeNotice outcome={outcome} />
      {outcome === null && c.privacy && (
        <RegistrationForm org={org} page={page} privacy={c.privacy} lang={lang} source={source} onOutcome={setOutcome} />
      )}
    </Stack>
  );
}
