import en from './locales/en.json';
import { withFeatures, type Tree } from './resources';

/** The English texts, downloaded when English is chosen or is the remembered or browser language (i18n.ts). */
export const ENGLISH = withFeatures(en, import.meta.glob<Tree>('../../features/*/locales/en.json', { eager: true, import: 'default' }));
