import { afterEach, describe, expect, it, vi } from 'vitest';
import { createResizePreview, RESIZE_PREVIEW_GRACE_MS } from './resize-preview.ts';

function fakeElement(width = '', height = '') {
  return { style: { width, height } } as unknown as HTMLElement;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createResizePreview', () => {
  it('writes the preview size and puts the remembered inline size back on settle', () => {
    const element = fakeElement('120px', '');
    const preview = createResizePreview();
    preview.begin(element);
    preview.show({ width: 150 });
    expect(element.style.width).toBe('150px');
    preview.show({ width: 160, height: 40 });
    expect(element.style).toEqual({ width: '160px', height: '40px' });
    preview.settle();
    expect(element.style).toEqual({ width: '120px', height: '' });
  });

  it('holds a released preview until the grace time when no answer comes', () => {
    vi.useFakeTimers();
    const element = fakeElement();
    const preview = createResizePreview();
    preview.begin(element);
    preview.show({ height: 90 });
    preview.hold();
    vi.advanceTimersByTime(RESIZE_PREVIEW_GRACE_MS - 1);
    expect(element.style.height).toBe('90px');
    vi.advanceTimersByTime(1);
    expect(element.style.height).toBe('');
  });

  it('ignores sizes outside a gesture and settles the previous element when a new one begins', () => {
    const first = fakeElement('10px');
    const second = fakeElement();
    const preview = createResizePreview();
    preview.show({ width: 99 });
    preview.begin(first);
    preview.show({ width: 50 });
    preview.begin(second);
    expect(first.style.width).toBe('10px');
  });
});
