import it from './locales/it.json';
import { withFeatures, type Tree } from './resources';

/**
 * The Italian texts the login route shows (the default language and every missing key's fallback): the shared ones
 * and the sign-in area's. Every other area's come with italianAreas.ts, downloaded beside the page and awaited
 * before any other screen renders (lib/lazyNamed.ts): a login page without the texts of thirty screens.
 */
export const ITALIAN = withFeatures(it, import.meta.glob<Tree>('../../features/auth/locales/it.json', { eager: true, import: 'default' }));
