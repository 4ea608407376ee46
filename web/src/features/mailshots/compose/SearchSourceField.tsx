import { Field, Link, NativeSelect, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FieldRoot } from '../../../components/FieldRoot';
import { useApiQuery } from '../../../lib/api/useApiQuery';
import { fetchMemberSearches } from '../api/fetchMemberSearches';
import type { DraftSectionProps } from './draftProps';

/** A saved advanced search in members mode (the caller's own or a shared one); one that cannot run now is marked. */
export function SearchSourceField({ register, errors }: DraftSectionProps) {
  const { t } = useTranslation();
  const searches = useApiQuery('mailshot-searches', fetchMemberSearches);
  if (searches.status === 'loading') return <Skeleton height="16" aria-busy="true" aria-label={t('common.loading')} />;
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
    <FieldRoot invalid={!!errors.searchId} required>
      <Field.Label>
        {t('mailshots.recipients.search')}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...register('searchId')} data-testid="mailshot-search">
          <option value="">{t('mailshots.recipients.chooseSearch')}</option>
          {searches.data.map((s) => (
            <option key={s.id} value={s.id}>
              {s.broken ? t('mailshots.recipients.searchBroken', { name: s.name }) : s.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {!errors.searchId && <Field.HelperText>{t('mailshots.recipients.searchHelp')}</Field.HelperText>}
      <Field.ErrorText>{errors.searchId?.message && t(errors.searchId.message)}</Field.ErrorText>
    </FieldRoot>
  );
}
