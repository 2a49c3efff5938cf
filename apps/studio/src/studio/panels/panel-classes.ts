/** The heading of a panel or a panel section: small caps-like, quiet. */
export const panelHeading = 'text-[11px] font-semibold tracking-wide text-slate-500 uppercase';

/**
 * Makes the UI kit's form controls inside a panel compact (32 px boxes, 13 px text, 12 px
 * labels) without forking them: descendant selectors outrank the controls' own height classes.
 */
export const compactFields = [
  '[&_input]:h-8 [&_input]:text-[13px]',
  '[&_textarea]:min-h-0 [&_textarea]:py-1.5 [&_textarea]:text-[13px]',
  '[&_button[role=combobox]]:h-8 [&_button[role=combobox]]:text-[13px]',
  '[&_button[aria-haspopup=dialog]]:h-8 [&_button[aria-haspopup=dialog]_span]:text-[13px]',
  '[&_label]:text-xs',
].join(' ');

/** A compact row of a panel list (28 px), with hover and selected looks set by the caller. */
export const panelRow = 'flex h-7 items-center gap-1.5 px-1.5 text-[13px] select-none';
