import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@tessera/domain/constants';
import { setLanguage } from '../lib/i18n/i18n';

/** it/en switch, remembered in local storage. */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('common.language')}
        value={i18n.language}
        onChange={(e) => setLanguage(e.currentTarget.value as Language)}
        color={tone === 'dark' ? 'app.sidebarFg' : undefined}
        bg={tone === 'dark' ? 'transparent' : 'app.panel'}
        data-testid="language-switch"
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} style={{ color: 'black' }}>
            {t(`languages.${l}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator color={tone === 'dark' ? 'app.sidebarFg' : undefined} />
    </NativeSelect.Root>
  );
}
