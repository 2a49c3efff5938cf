import { describe, expect, it } from 'vitest';
import { createPreviewToasts } from './preview-toasts.ts';

describe('createPreviewToasts', () => {
  it('adds messages in order, dismisses one by id and notifies only on change', () => {
    const toasts = createPreviewToasts();
    let notified = 0;
    toasts.subscribe(() => (notified += 1));
    toasts.show('Saved');
    toasts.show('Sent');
    const [saved, sent] = toasts.getToasts();
    expect([saved?.text, sent?.text]).toEqual(['Saved', 'Sent']);
    toasts.dismiss(saved!.id);
    toasts.dismiss(saved!.id);
    expect(toasts.getToasts().map((toast) => toast.text)).toEqual(['Sent']);
    expect(notified).toBe(3);
  });
});
