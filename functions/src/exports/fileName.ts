import { normalizeSearch } from '@tessera/domain/lists/searchTokens';

/** An export's file name from what it lists and its day: `{prefix}-{name in letters and digits}-{day}.{ext}`. */
export const exportFileName = (prefix: string, name: string, day: string, ext: string, fallback: string) =>
  `${prefix}-${
    normalizeSearch(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || fallback
  }-${day}.${ext}`;
