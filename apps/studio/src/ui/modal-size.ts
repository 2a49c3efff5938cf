/** Spec §9: a modal is 460 px wide by default. */
export const MODAL_DEFAULT_WIDTH = 460;
/** Spec §9: a modal is 70 % of the viewport high by default. */
export const MODAL_DEFAULT_HEIGHT = '70vh';
/** Spec §9: a full-screen modal leaves 102 px of the viewport's height free. */
export const MODAL_FULL_SCREEN_HEIGHT = 'calc(100vh - 102px)';
/** Full screen leaves the same 24 px margin left and right as the 51 px above and below it allow. */
export const MODAL_FULL_SCREEN_WIDTH = 'calc(100vw - 48px)';
/** A default-size modal never overflows a narrow viewport. */
export const MODAL_MAX_WIDTH = 'calc(100vw - 32px)';

/** The CSS size of a modal's panel. */
export interface ModalSize {
  width: number | string;
  height: string;
  maxWidth: string;
}

/**
 * The size of a modal: 460 × 70vh by default (or the caller's `width`), and
 * `calc(100vw - 48px)` × `calc(100vh - 102px)` in full screen.
 */
export function modalSize({ fullScreen, width }: { fullScreen: boolean; width?: number | string | undefined }): ModalSize {
  if (fullScreen) return { width: MODAL_FULL_SCREEN_WIDTH, height: MODAL_FULL_SCREEN_HEIGHT, maxWidth: MODAL_FULL_SCREEN_WIDTH };
  return { width: width ?? MODAL_DEFAULT_WIDTH, height: MODAL_DEFAULT_HEIGHT, maxWidth: MODAL_MAX_WIDTH };
}

/** The next full-screen state when the toggle button is pressed. */
export function toggleFullScreen(fullScreen: boolean): boolean {
  return !fullScreen;
}
