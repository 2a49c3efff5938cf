/** Spec §9: a tooltip opens 300 ms after the pointer rests on (or focus reaches) its trigger. */
export const TOOLTIP_DELAY_MS = 300;
