/** Whether the platform's shortcut modifier is Command (macOS, iOS) rather than Ctrl. */
export function usesCommandKey(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/**
 * How a shortcut reads on this platform: `shortcutLabel(['Mod', 'Z'], 'MacIntel')` is `⌘Z`,
 * on other platforms `Ctrl+Z`. `Mod` is the modifier the design shortcuts use (Ctrl or Cmd).
 */
export function shortcutLabel(keys: readonly string[], platform: string): string {
  const mac = usesCommandKey(platform);
  const names = keys.map((key) => {
    if (key === 'Mod') return mac ? '⌘' : 'Ctrl';
    if (key === 'Shift') return mac ? '⇧' : 'Shift';
    return key;
  });
  return mac ? names.join('') : names.join('+');
}

/** The platform string of this browser. */
export function browserPlatform(): string {
  return typeof navigator === 'undefined' ? '' : navigator.platform || navigator.userAgent;
}
