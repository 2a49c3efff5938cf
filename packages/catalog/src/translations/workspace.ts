/** Strings of the workspace pages (projects, members, settings, billing, logs). */
export const workspace = {
  en: {
    title: 'Workspace',
  },
  tr: {
    title: 'Çalışma alanı',
  },
};
