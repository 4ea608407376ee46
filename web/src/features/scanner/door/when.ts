/** The locale the door's dates and times are written in: Italian, or British English (day first, 24 hours, as in Italy). */
export const doorLocale = (lng: string) => (lng.startsWith('en') ? 'en-GB' : 'it-IT');
