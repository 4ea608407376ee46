import type { TFunction } from 'i18next';

/** The clock time of `at` as the association's members read it (24-hour, "15:30"), in the browser's time zone. */
const clockTime = (at: Date, timeZone?: string) =>
  new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);

/**
 * "Too many requests: try again in 42 minutes (at 15:30)" for a refusal that carries when to retry: the wait in
 * whole minutes, rounded up (never "0 minutes"), and the time itself. `timeZone` is for the tests.
 */
export function retryText(t: TFunction, retryAt: string, now = Date.now(), timeZone?: string): string {
  const at = new Date(retryAt);
  const minutes = Math.max(1, Math.ceil((at.getTime() - now) / 60_000));
  return t('retry.tooManyUntil', { wait: t('retry.minutes', { count: minutes }), time: clockTime(at, timeZone) });
}
