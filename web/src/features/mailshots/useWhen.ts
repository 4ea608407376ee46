import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../../lib/data/usePreferences';

const ROME = 'Europe/Rome';

/** An instant as the organization writes days, with the time (Italian time, like every instant the app shows); '—' for none. */
export function useWhen(): (at: Date | null) => string {
  const formatDate = useDateFormatter();
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'it-IT';
  return (at) =>
    at
      ? `${formatDate(at, { timeZone: ROME })} ${at.toLocaleTimeString(locale, { timeZone: ROME, hour: '2-digit', minute: '2-digit' })}`
      : '—';
}
