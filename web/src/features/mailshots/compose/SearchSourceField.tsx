import { Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useApiQuery } from '../../../lib/api/useApiQuery';
import { fetchMemberSearches } from '../api/fetchMemberSearches';
import type { DraftSectionProps } from './draftProps';
import { DraftSelectField } from './DraftSelectField';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';

/** A saved advanced search in members mode (the caller's own or a shared one); one that cannot run now is marked. */
export function SearchSourceField({ register, errors }: DraftSectionProps) {
  const { t } = useTranslation();
  const searches = useApiQuery('mailshot-searches', fetchMemberSearches);
  if (searches.status === 'loading') return <LoadingSkeleton height="16" />;
  if (searches.status === 'error')
    return (
      <Text color="fg.error" role="alert">
        {t('mailshots.recipients.searchesLoadError')}
      </Text>
    );
  if (searches.data.length === 0)
    return (
      <Text data-testid="mailshot-no-searches">
        {t('mailshots.recipients.noSearches')}{' '}
        <Link asChild variant="underline" colorPalette="brand">
          <RouterLink to="/advanced-search">{t('mailshots.recipients.openSearch')}</RouterLink>
        </Link>
      </Text>
    );
  return (
    <DraftSelectField
      name="searchId"
      register={register}
      errors={errors}
      label={t('mailshots.recipients.search')}
      placeholder={t('mailshots.recipients.chooseSearch')}
      help={t('mailshots.recipients.searchHelp')}
      testId="mailshot-search"
      options={searches.data.map((s) => ({
        value: s.id,
        label: s.broken ? t('mailshots.recipients.searchBroken', { name: s.name }) : s.name,
      }))}
    />
  );
}
