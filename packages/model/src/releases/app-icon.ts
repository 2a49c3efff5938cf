import * as z from 'zod/mini';

/**
 * An app's icon: one square image the builder uploads in the run settings, stored once per sha256
 * of its bytes and served from an address that never changes (`appAssetAddress`). The project
 * names its draft icon; a release freezes the one it was published with, so the live app keeps
 * its icon until the next publish and a rollback brings the older one back.
 */
export const appIconPaths = {
  /** GET the project's draft icon; POST a new one (the image as the raw body); DELETE it. */
  icon: '/api/projects/:projectId/app-icon',
} as const;

/** Public and immutable: an asset by the sha256 (hex) of its bytes. */
export const appAssetPaths = {
  asset: '/api/app-assets/:hash',
} as const;

/** The largest icon file accepted, in bytes. */
export const APP_ICON_MAX_BYTES = 1024 * 1024;
/** The smallest side accepted, in pixels (the web manifest's smaller install size). */
export const APP_ICON_MIN_SIDE = 192;
/** The largest side accepted, in pixels. */
export const APP_ICON_MAX_SIDE = 4096;
/** The image types accepted (PNG: what every browser and launcher shows). */
export const appIconMediaTypes = ['image/png'] as const;
export type AppIconMediaType = (typeof appIconMediaTypes)[number];

export const ASSET_HASH_PATTERN = /^[0-9a-f]{64}$/;

export const appIconSchema = z.object({
  /** The sha256 (hex) of the image's bytes: its address. */
  hash: z.string().check(z.regex(ASSET_HASH_PATTERN)),
  mediaType: z.enum(appIconMediaTypes),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
});
export type AppIcon = z.infer<typeof appIconSchema>;

/** What the icon routes answer: the project's draft icon, null for the default one. */
export const appIconAnswerSchema = z.object({ icon: z.nullable(appIconSchema) });
export type AppIconAnswer = z.infer<typeof appIconAnswerSchema>;

/** The address of an asset (`/api/app-assets/<hash>`). */
export function appAssetAddress(hash: string): string {
  return appAssetPaths.asset.replace(':hash', hash);
}

/** The manifest's `sizes` of an icon (`512x512`). */
export function iconSizes(icon: Pick<AppIcon, 'width' | 'height'>): string {
  return `${icon.width}x${icon.height}`;
}
