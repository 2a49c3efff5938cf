import { resourcesFor } from './resources.ts';

/** The English strings, bundled with the i18n setup (the language every visit can start in). */
export const english = resourcesFor('en');
