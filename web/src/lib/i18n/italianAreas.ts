import { withFeatures, type Tree } from './resources';

/** The Italian texts of every area but sign-in (italian.ts has those): one download, with the first other screen. */
export const ITALIAN_AREAS = withFeatures(
  {},
  import.meta.glob<Tree>(['../../features/*/locales/it.json', '!../../features/auth/locales/it.json'], { eager: true, import: 'default' }),
);
