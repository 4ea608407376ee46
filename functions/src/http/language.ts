/** The language of a call's mail when the caller has not chosen one: the browser's Accept-Language, Italian unless English comes first. */
export function requestLanguage(req: { acceptsLanguages(...langs: string[]): string | false }): 'it' | 'en' {
  return req.acceptsLanguages('it', 'en') === 'en' ? 'en' : 'it';
}
