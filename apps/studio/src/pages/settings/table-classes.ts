/** The look of the settings pages' data tables (a scrolling card on narrow screens). */
export const tableClasses = {
  wrapper: 'relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-xs',
  table: 'min-w-full divide-y divide-slate-200 text-sm',
  head: 'bg-slate-50',
  th: 'px-3 py-2.5 first:pl-4 last:pr-4 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase',
  body: 'divide-y divide-slate-100',
  td: 'px-3 py-3 first:pl-4 last:pr-4 align-middle text-slate-700',
} as const;
