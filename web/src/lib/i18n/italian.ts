import it from './locales/it.json';
import { withFeatures, type Tree } from './resources';

/**
 * The Italian texts the login page shows: the shared ones it may need and the sign-in area's. Downloaded alone, when Italian is
 * the language shown (i18n.ts); the other areas' come with italianAreas.ts.
 */
export const ITALIAN = withFeatures(it, import.meta.glob<Tree>('../../features/auth/locales/it.json', { eager: true, import: 'default' }));
