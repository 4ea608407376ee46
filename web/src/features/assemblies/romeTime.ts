/**
 * The calls of an assembly are written on the Italian clock whatever the browser's zone: a day and an hour in Rome
 * become an instant with its offset (+01:00 in winter, +02:00 in summer), and back.
 */
const ROME = 'Europe/Rome';
const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ROME,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The day (YYYY-MM-DD) and time (HH:mm) an instant shows on a clock in Rome. */
export function romeWall(at: Date | string): { day: string; time: string } {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return { day: '', time: '' };
  const p = Object.fromEntries(partsFormat.formatToParts(date).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** How many minutes Rome's clock is ahead of UTC at the instant `ms`. */
function offsetAt(ms: number): number {
  const { day, time } = romeWall(new Date(ms));
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return Math.round((Date.UTC(y, m - 1, d, h, min) - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant of `day` at `time` in Rome, ISO with its offset ('2026-12-20T18:00:00+01:00'); '' when either is missing. */
export function romeInstant(day: string, time: string): string {
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const tm = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dm || !tm) return '';
  const wall = Date.UTC(Number(dm[1]), Number(dm[2]) - 1, Number(dm[3]), Number(tm[1]), Number(tm[2]));
  // the offset of the instant itself: a first guess at the wall time's, corrected once across a change of the clocks
  let offset = offsetAt(wall - offsetAt(wall) * 60_000);
  if (offsetAt(wall - offset * 60_000) !== offset) offset = offsetAt(wall - offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${day}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
