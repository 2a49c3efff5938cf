import type { PublishPreview } from '@tessera/model/releases';
import { describe, expect, it } from 'vitest';
import { isSlug, publishBlock } from './publish-readiness.ts';

const preview = (queue: Partial<PublishPreview['queue']> = {}, firstPublish = false): PublishPreview => ({
  nextNumber: 2,
  slug: 'shop',
  firstPublish,
  pendingMigrations: 0,
  queue: { steps: [], needsConfirmation: false, blocked: false, ...queue },
});

describe('publishBlock', () => {
  it('waits for the preview', () => {
    expect(publishBlock(undefined, { confirmed: true, slug: 'shop' })).toBe('loading');
  });

  it('refuses a blocked queue even when confirmed, and a loss until confirmed', () => {
    expect(publishBlock(preview({ blocked: true, needsConfirmation: true }), { confirmed: true, slug: 'shop' })).toBe('blocked');
    expect(publishBlock(preview({ needsConfirmation: true }), { confirmed: false, slug: 'shop' })).toBe('confirm');
    expect(publishBlock(preview({ needsConfirmation: true }), { confirmed: true, slug: 'shop' })).toBeNull();
  });

  it('asks for a valid address only at the first publish', () => {
    expect(publishBlock(preview({}, true), { confirmed: false, slug: 'My Shop' })).toBe('slug');
    expect(publishBlock(preview({}, true), { confirmed: false, slug: 'my-shop' })).toBeNull();
    expect(publishBlock(preview({}, false), { confirmed: false, slug: '' })).toBeNull();
  });
});

describe('isSlug', () => {
  it('takes lower-case words joined by single hyphens', () => {
    expect(['shop', 'my-shop-2', 'a'].map(isSlug)).toEqual([true, true, true]);
    expect(['', 'Shop', 'my--shop', '-shop', 'shop-', 'my shop', 'a'.repeat(61)].map(isSlug)).toEqual([false, false, false, false, false, false, false]);
  });
});
