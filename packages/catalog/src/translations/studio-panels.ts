/** Nested objects whose leaves are strings, with the English table's keys (see common.ts). */
type TableShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : TableShape<T[K]> };

const en = {
  title: 'Design studio',
};

const tr: TableShape<typeof en> = {
  title: 'Tasarım stüdyosu',
};

/** The design studio's side panels (palette, layers, properties), read as `studioPanels.<key>`. */
export const studioPanels = { en, tr };
