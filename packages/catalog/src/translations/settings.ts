/** Strings of the members, settings, billing and logs pages. */
export const settings = {
  en: {
    title: 'Settings',
  },
  tr: {
    title: 'Ayarlar',
  },
};
