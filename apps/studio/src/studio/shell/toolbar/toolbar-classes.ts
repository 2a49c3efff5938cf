/** A thin vertical divider between toolbar groups. */
export const toolbarDivider = 'mx-1 h-6 w-px shrink-0 bg-slate-200';
