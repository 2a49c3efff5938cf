import type { PublishPreview } from '@tessera/model/releases';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@tessera/model/releases';

/** Why Publish cannot be pressed yet, or null when it can. */
export type PublishBlock = 'loading' | 'blocked' | 'confirm' | 'slug' | null;

/**
 * Whether the dialog may publish: the preview is in, live's queue is not blocked by rows that
 * cannot take it, a data loss is confirmed, and the address (asked at the first publish) is a slug.
 */
export function publishBlock(preview: PublishPreview | undefined, input: { confirmed: boolean; slug: string }): PublishBlock {
  if (!preview) return 'loading';
  if (preview.queue.blocked) return 'blocked';
  if (preview.queue.needsConfirmation && !input.confirmed) return 'confirm';
  if (preview.firstPublish && !isSlug(input.slug)) return 'slug';
  return null;
}

/** True for lower-case words joined by single hyphens, within the length. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}
