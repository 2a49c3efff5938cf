const STORAGE_KEY = 'tessera.deviceKey';

/**
 * This browser's random key (32 bytes, base64url), kept in localStorage. A sign-up sends it, and
 * the activation page sends it again: the server applies the sign-up's password only when the link
 * is opened in the browser that chose it, and otherwise asks for a password there. Without
 * storage every call makes a new key, so the activation page asks.
 */
export function deviceKey(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored && /^[A-Za-z0-9_-]{43}$/.test(stored)) return stored;
    const key = randomKey();
    localStorage.setItem(STORAGE_KEY, key);
    return key;
  } catch {
    return randomKey();
  }
}

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
