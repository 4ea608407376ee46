import { useTranslation } from 'react-i18next';
import type { useDateFormatter } from '../../lib/data/usePreferences';
import type { ConventionRow } from './api/useConventions';

/**
 * "01/01/2026 – 31/12/2026", or "from 01/01/2026, no end" for a perpetual convention, in the organization's date format.
 * `formatDate` comes from the list (useDateFormatter once per list, not one preferences listener per row).
 */
export function ConventionPeriod({
  row,
  formatDate,
}: {
  row: Pick<ConventionRow, 'startDate' | 'endDate' | 'perpetual'>;
  formatDate: ReturnType<typeof useDateFormatter>;
}) {
  const { t } = useTranslation();
  const start = formatDate(row.startDate);
  return (
    <>
      {row.perpetual || !row.endDate
        ? t('conventions.perpetualShort', { start })
        : t('conventions.range', { start, end: formatDate(row.endDate) })}
    </>
  );
}
