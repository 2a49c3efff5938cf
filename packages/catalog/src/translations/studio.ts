/** Nested objects whose leaves are strings, with the English table's keys (see common.ts). */
type TableShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : TableShape<T[K]> };

const en = {
  title: 'Design studio',
};

const tr: TableShape<typeof en> = {
  title: 'Tasarım stüdyosu',
};

/** The design studio's shell (toolbar, screens list, modes, saving), read as `studio.<key>`. */
export const studio = { en, tr };
