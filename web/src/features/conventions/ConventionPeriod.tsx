import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../../lib/data/usePreferences';
import type { ConventionRow } from './api/useConventions';

/** "01/01/2026 – 31/12/2026", or "from 01/01/2026, no end" for a perpetual convention, in the organization's date format. */
export function ConventionPeriod({ row }: { row: Pick<ConventionRow, 'startDate' | 'endDate' | 'perpetual'> }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const start = formatDate(row.startDate);
  return (
    <>
      {row.perpetual || !row.endDate
        ? t('conventions.perpetualShort', { start })
        : t('conventions.range', { start, end: formatDate(row.endDate) })}
    </>
  );
}
