// Addresses an app stores in element props (a link's href, an image's src, an action's URL) run
// in the studio's origin in the Run preview and in the player's in a published app, so only
// schemes that cannot run code are accepted. Browsers ignore tabs, newlines and leading control
// characters in a scheme (`java\tscript:`), so they are removed before the scheme is read.
const schemePattern = /^([a-z][a-z0-9+.-]*):/i;

/** Absolute schemes a link or an "open URL" action may open. */
const openableSchemes = new Set(['http', 'https', 'mailto', 'tel']);
/** Absolute schemes an image or a video may load from. */
const mediaSchemes = new Set(['http', 'https']);
/** Inline pictures an image may show (no SVG: it can carry script when opened on its own). */
const inlineImage = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i;

// Removes what a browser drops before reading a URL's scheme (C0 controls and spaces).
function browserForm(value: string): string {
  let out = '';
  for (const char of value) if (char.charCodeAt(0) > 0x20) out += char;
  return out;
}

function schemeOf(value: string): string | null {
  return schemePattern.exec(browserForm(value))?.[1]?.toLowerCase() ?? null;
}

/**
 * `value` trimmed if it is an absolute `http(s)`, `mailto` or `tel` address (what an app may
 * open in a new tab or with the system), else `null`: `javascript:`, `data:`, relative paths and
 * non-strings are refused.
 *
 * @example
 * openableUrl(' https://example.com ') // → 'https://example.com'
 * openableUrl('javascript:alert(1)')   // → null
 */
export function openableUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  const scheme = schemeOf(trimmed);
  return scheme !== null && openableSchemes.has(scheme) && /^[a-z][a-z0-9+.-]*:./i.test(trimmed) ? trimmed : null;
}

/**
 * Whether a link may carry `href`: empty, a fragment (`#top`), a path of the app (`/orders`,
 * `details?id=1`) or an address `openableUrl` accepts. Any other scheme (`javascript:`, `data:`,
 * `vbscript:`, `file:`) is refused.
 */
export function isSafeHref(href: string): boolean {
  const scheme = schemeOf(href.trim());
  return scheme === null || openableSchemes.has(scheme);
}

/**
 * Whether an image or a video may load `src`: empty, a path of the app, an `http(s)` address, or
 * (images only) an inline PNG, JPEG, GIF or WebP picture.
 */
export function isSafeMediaSource(src: string, kind: 'image' | 'video'): boolean {
  const trimmed = src.trim();
  const scheme = schemeOf(trimmed);
  if (scheme === null || mediaSchemes.has(scheme)) return true;
  return kind === 'image' && inlineImage.test(trimmed);
}

/** The refusal of an unsafe link address. */
export const UNSAFE_HREF_MESSAGE = 'A link opens an http(s), mailto: or tel: address, or a path of this app.';
/** The refusal of an unsafe media address. */
export const UNSAFE_MEDIA_SOURCE_MESSAGE = 'Images and videos load from http(s) addresses or a path of this app.';
