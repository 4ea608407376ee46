import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tessera/domain/constants';
import { PageTitle } from '../../../components/PageTitle';
import type { PublicCampaign } from '../api/getPublicCampaign';

/** A calendar day in words ("sabato 10 aprile 2099"), in the page's language. */
function dayText(iso: string, lang: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

/** The public page's heading: the organization, the campaign's name, its days, its place and category. */
export function PublicCampaignHeader({ page, lang }: { page: PublicCampaign; lang: Language }) {
  const { t } = useTranslation();
  const c = page.campaign;
  const days =
    c.startDate === c.endDate
      ? dayText(c.startDate, lang)
      : t('campaigns.public.fromTo', { from: dayText(c.startDate, lang), to: dayText(c.endDate, lang) });

  return (
    <Stack gap="2">
      {page.organization && (
        <Text fontWeight="semibold" color="fg.muted" data-testid="public-organization">
          {page.organization}
        </Text>
      )}
      <PageTitle size={{ base: 'xl', md: '2xl' }} data-testid="public-title">
        {c.name}
      </PageTitle>
      <Text data-testid="public-days">{days}</Text>
      {(c.place || c.category) && (
        <Text color="fg.muted" data-testid="public-place">
          {[c.place, c.category].filter(Boolean).join(' · ')}
        </Text>
      )}
    </Stack>
  );
}
