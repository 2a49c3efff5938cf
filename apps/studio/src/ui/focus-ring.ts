/** The keyboard focus outline of every control (indigo, 2 px, offset), shown only for keyboard focus. */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** The focus treatment of text boxes: an indigo border and a soft ring (red while invalid). */
export function textBoxClasses({ invalid, readOnly, disabled }: { invalid?: boolean; readOnly?: boolean; disabled?: boolean }): string {
  const border = invalid
    ? 'border-red-400 focus-visible:border-red-500 focus-visible:ring-red-500/20'
    : 'border-slate-300 focus-visible:border-indigo-500 focus-visible:ring-indigo-500/20';
  const surface = disabled
    ? 'cursor-not-allowed bg-slate-50 text-slate-400'
    : readOnly
      ? 'cursor-default bg-slate-100 text-slate-600'
      : 'bg-white text-slate-900 hover:border-slate-400';
  return `w-full rounded-lg border text-sm shadow-xs transition-colors placeholder:text-slate-400 focus:outline-none focus-visible:ring-3 ${border} ${surface}`;
}
