/** The time a hold ends, as Italy's clock shows it (the association's), e.g. "14:05". */
export const holdTime = (iso: string | null, lang: string) =>
  iso ? new Date(iso).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' }) : '';
