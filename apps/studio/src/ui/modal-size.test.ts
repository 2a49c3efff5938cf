import { describe, expect, it } from 'vitest';
import { MODAL_DEFAULT_HEIGHT, MODAL_DEFAULT_WIDTH, MODAL_FULL_SCREEN_HEIGHT, modalSize, toggleFullScreen } from './modal-size.ts';

describe('modalSize (spec §2 shared controls, §9)', () => {
  it('is 460 px wide and 70vh high by default', () => {
    expect(MODAL_DEFAULT_WIDTH).toBe(460);
    expect(MODAL_DEFAULT_HEIGHT).toBe('70vh');
    expect(modalSize({ fullScreen: false })).toMatchObject({ width: 460, height: '70vh' });
  });

  it('is calc(100vh - 102px) high in full screen, whatever width was asked for', () => {
    expect(MODAL_FULL_SCREEN_HEIGHT).toBe('calc(100vh - 102px)');
    const full = modalSize({ fullScreen: true, width: 720 });
    expect(full.height).toBe('calc(100vh - 102px)');
    expect(full.width).toBe('calc(100vw - 48px)');
  });

  it('takes a custom width only outside full screen', () => {
    expect(modalSize({ fullScreen: false, width: 640 }).width).toBe(640);
    expect(modalSize({ fullScreen: false, width: '50vw' }).width).toBe('50vw');
  });

  it('toggles between the default and the full-screen size', () => {
    let fullScreen = false;
    fullScreen = toggleFullScreen(fullScreen);
    expect(modalSize({ fullScreen }).height).toBe('calc(100vh - 102px)');
    fullScreen = toggleFullScreen(fullScreen);
    expect(modalSize({ fullScreen })).toMatchObject({ width: 460, height: '70vh' });
  });
});
