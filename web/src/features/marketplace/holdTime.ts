/** The time a hold ends, as Italy's clock shows it (the association's), e.g. "14:05". */
export const holdTime = (iso: string | null, lang: string) =>
  iso ? new Date(iso).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' }) : '';

/** The day and time a longer hold ends (a waiting-list offer holds for a day), in Italy's clock, e.g. "28/11, 14:05". */
export const holdDateTime = (iso: string | null, lang: string) =>
  iso
    ? new Date(iso).toLocaleString(lang === 'en' ? 'en-GB' : 'it-IT', {
        day: '2-digit',
        month: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Rome',
      })
    : '';
