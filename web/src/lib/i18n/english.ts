import en from './locales/en.json';
import { withFeatures, type Tree } from './resources';

/**
 * The English texts the login page shows: the shared ones it may need and the sign-in area's. Downloaded alone, when English is
 * the language shown (i18n.ts); the other areas' come with englishAreas.ts.
 */
export const ENGLISH = withFeatures(en, import.meta.glob<Tree>('../../features/auth/locales/en.json', { eager: true, import: 'default' }));
