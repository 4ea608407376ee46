import { todayInItaly } from '@tessera/domain/locale/dates';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A call's date and time as the convocation states it, on the Italian clock wherever the member reads it: "lunedì 14
 * dicembre 2026 alle ore 18:00" / "Monday, 14 December 2026 at 18:00".
 */
export function formatCall(iso: string, lang: string): string {
  const locale = lang === 'en' ? 'en-GB' : 'it-IT';
  let f = formatters.get(locale);
  if (!f)
    formatters.set(
      locale,
      (f = new Intl.DateTimeFormat(locale, {
        timeZone: 'Europe/Rome',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })),
    );
  return f.format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD) written out: "1 marzo 2027" / "1 March 2027". */
export function formatDay(day: string, lang: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'it-IT', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** Whether today, in Italy, is the day of either call: joining by video is offered from then. */
export function isCallDay(a: { firstCall: string; secondCall: string }, now = new Date()): boolean {
  const today = todayInItaly(now);
  return [a.firstCall, a.secondCall].some((c) => todayInItaly(new Date(c)) === today);
}
