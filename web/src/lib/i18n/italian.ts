import it from './locales/it.json';
import { withFeatures, type Tree } from './resources';

/** The Italian texts: the default language and every missing key's fallback, so they come with the login page. */
export const ITALIAN = withFeatures(it, import.meta.glob<Tree>('../../features/*/locales/it.json', { eager: true, import: 'default' }));
