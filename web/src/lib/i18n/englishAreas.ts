import { withFeatures, type Tree } from './resources';

/** The English texts of every area but sign-in (english.ts has those): one download, with the first other screen. */
export const ENGLISH_AREAS = withFeatures(
  {},
  import.meta.glob<Tree>(['../../features/*/locales/en.json', '!../../features/auth/locales/en.json'], { eager: true, import: 'default' }),
);
