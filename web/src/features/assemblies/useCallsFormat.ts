import { useDateFormatter } from '../../lib/data/usePreferences';
import { romeWall } from './romeTime';

/** A call's day and time as Italy's clock shows it, the day in the organization's format: "20/12/2026, 18:00". */
export function useCallFormat(): (iso: string | null | undefined) => string {
  const formatDate = useDateFormatter();
  return (iso) => {
    if (!iso) return '';
    const { day, time } = romeWall(iso);
    return day ? `${formatDate(day)}, ${time}` : '';
  };
}
