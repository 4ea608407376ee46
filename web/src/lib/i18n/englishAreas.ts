import screens from './locales/en.screens.json';
import { withFeatures, type Tree } from './resources';

/**
 * The English texts of every area but sign-in (english.ts has those), with the shared texts only other screens show
 * (lists, uploads, payments, addresses…): one download, with the first other screen.
 */
export const ENGLISH_AREAS = withFeatures(
  screens,
  import.meta.glob<Tree>(['../../features/*/locales/en.json', '!../../features/auth/locales/en.json'], { eager: true, import: 'default' }),
);
