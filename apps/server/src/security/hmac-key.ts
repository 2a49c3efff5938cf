import { webcrypto } from 'node:crypto';

const imported = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/**
 * An HS256 key as a WebCrypto key, imported once per key: `jose` imports raw key bytes again on
 * every sign or verify, which costs more than the HMAC itself on a busy token-checking path.
 */
export function hmacKeyOf(bytes: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = imported.get(bytes);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    imported.set(bytes, key);
  }
  return key;
}
