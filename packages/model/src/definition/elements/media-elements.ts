import * as z from 'zod/mini';
import { declareElement } from './element-declaration.ts';
import { isSafeMediaSource, UNSAFE_MEDIA_SOURCE_MESSAGE } from './safe-url.ts';

/** The five Material icon families of the icon catalogue (spec §3). */
export const iconFamilies = [
  'Material Icons',
  'Material Icons Outlined',
  'Material Icons Round',
  'Material Icons Sharp',
  'Material Icons Two Tone',
] as const;
/** One of `iconFamilies`. */
export type IconFamily = (typeof iconFamilies)[number];

const fit = z.enum(['cover', 'contain', 'fill', 'none']);

/** A picture from a URL or an uploaded asset (150×60 by default, as the component designer's img). */
export const imageElement = declareElement({
  type: 'image',
  label: 'Image',
  group: 'media',
  propsSchema: z.strictObject({
    src: z.optional(z.string().check(z.refine((src) => isSafeMediaSource(src, 'image'), UNSAFE_MEDIA_SOURCE_MESSAGE))),
    alt: z.optional(z.string()),
    fit: z.optional(fit),
  }),
  defaults: { src: '', alt: '', fit: 'cover' },
  children: 'none',
  events: ['onClick'],
  resizable: true,
});

/** A Material icon by catalogue `name` and `family`; sizes 20 and 24 px (spec §9). */
export const iconElement = declareElement({
  type: 'icon',
  label: 'Icon',
  group: 'media',
  propsSchema: z.strictObject({
    name: z.optional(z.string().check(z.regex(/^[a-z0-9_]+$/))),
    family: z.optional(z.enum(iconFamilies)),
    size: z.optional(z.union([z.literal(20), z.literal(24)])),
    color: z.optional(z.string()),
  }),
  defaults: { name: 'star', family: 'Material Icons', size: 24, color: '' },
  children: 'none',
  events: ['onClick'],
  resizable: false,
});

/** A video player. */
export const videoElement = declareElement({
  type: 'video',
  label: 'Video',
  group: 'media',
  propsSchema: z.strictObject({
    src: z.optional(z.string().check(z.refine((src) => isSafeMediaSource(src, 'video'), UNSAFE_MEDIA_SOURCE_MESSAGE))),
    autoPlay: z.optional(z.boolean()),
    loop: z.optional(z.boolean()),
    muted: z.optional(z.boolean()),
    controls: z.optional(z.boolean()),
  }),
  defaults: { src: '', autoPlay: false, loop: false, muted: false, controls: true },
  children: 'none',
  events: ['onEnded'],
  resizable: true,
});
