import screens from './locales/it.screens.json';
import { withFeatures, type Tree } from './resources';

/**
 * The Italian texts of every area but sign-in (italian.ts has those), with the shared texts only other screens show
 * (lists, uploads, payments, addresses…): one download, with the first other screen.
 */
export const ITALIAN_AREAS = withFeatures(
  screens,
  import.meta.glob<Tree>(['../../features/*/locales/it.json', '!../../features/auth/locales/it.json'], { eager: true, import: 'default' }),
);
