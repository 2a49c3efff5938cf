import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (connector passwords, API keys, tokens): AES-256-GCM with a random 12-byte IV per
 * value. A sealed value is one self-describing line,
 *
 *     tsb1.<key id>.<iv>.<ciphertext>.<tag>        (each part base64url)
 *
 * `tsb1` is the format's version, the key id names the key it was sealed with (derived from the
 * key by HMAC, so it says which key without saying anything of it). The additional authenticated
 * data is the header and the value's owner (`context`, e.g. workspace id, connector id, field): a
 * sealed value copied to another owner, or under another header, does not open.
 *
 * The key of configuration is not used as is: the cipher key is derived from it (HKDF-SHA256) for
 * this one purpose.
 */
export interface SecretBox {
  /** The id of the key every value is sealed with. */
  readonly keyId: string;
  /** Seals a value for its owner, with the current key. */
  seal(plaintext: string, context: readonly string[]): string;
  /** Opens a value sealed for this owner with the current or the previous key; throws {@link SecretBoxError}. */
  open(sealed: string, context: readonly string[]): string;
  /** True when the value was sealed with the current key (a rotation has nothing to do for it). */
  isCurrent(sealed: string): boolean;
  /** The value sealed with the current key: itself when it already is, else opened and sealed again. */
  reseal(sealed: string, context: readonly string[]): string;
}

/** Why a sealed value did not open. The message never holds the value, sealed or not. */
export type SecretBoxFailure = 'malformed' | 'unsupported_version' | 'unknown_key' | 'not_authentic';

export class SecretBoxError extends Error {
  constructor(
    readonly reason: SecretBoxFailure,
    /** The key id the value names, when it could be read. */
    readonly keyId: string | null = null,
  ) {
    super(failureMessages[reason] + (keyId ? ` (key id ${keyId})` : ''));
    this.name = 'SecretBoxError';
  }
}

const failureMessages: Record<SecretBoxFailure, string> = {
  malformed: 'The sealed secret is not in the secret-box format.',
  unsupported_version: 'The sealed secret is in a format version this server does not read.',
  unknown_key: 'The secret was sealed with a key this server is not configured with.',
  not_authentic: 'The sealed secret does not open: it was changed, or belongs to another owner.',
};

const VERSION = 'tsb1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const CIPHER = 'aes-256-gcm';

/** The key id of a key: 9 bytes of HMAC-SHA256(key, label), 12 base64url characters. */
export function keyIdOf(key: Uint8Array): string {
  return createHmac('sha256', key).update('tessera secret-box key id').digest().subarray(0, 9).toString('base64url');
}

/** The AES-256 key for this format, derived from the configured key. */
function cipherKeyOf(key: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `tessera secret-box ${VERSION} ${CIPHER}`, 32));
}

/** The authenticated data of a value: its header, then its owner, unambiguously joined. */
function additionalData(keyId: string, context: readonly string[]): Buffer {
  return Buffer.from(`${VERSION}.${keyId}\n${JSON.stringify(context)}`, 'utf8');
}

/** Strict base64url: the text must be exactly what its bytes encode to (Node skips bad characters). */
function decodePart(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

interface SealedParts {
  keyId: string;
  iv: Buffer;
  ciphertext: Buffer;
  tag: Buffer;
}

function parseSealed(sealed: string): SealedParts {
  const parts = sealed.split('.');
  if (parts.length !== 5) throw new SecretBoxError('malformed');
  const [version, keyId, iv, ciphertext, tag] = parts as [string, string, string, string, string];
  if (version !== VERSION) throw new SecretBoxError(/^tsb\d+$/.test(version) ? 'unsupported_version' : 'malformed');
  const decoded = { iv: decodePart(iv), ciphertext: decodePart(ciphertext), tag: decodePart(tag) };
  if (!/^[A-Za-z0-9_-]{12}$/.test(keyId) || decoded.iv?.length !== IV_BYTES || decoded.tag?.length !== TAG_BYTES || !decoded.ciphertext) {
    throw new SecretBoxError('malformed');
  }
  return { keyId, iv: decoded.iv, ciphertext: decoded.ciphertext, tag: decoded.tag };
}

/**
 * A secret box over the configured keys: seals with `current`, opens with `current` or `previous`
 * (during a rotation, until every value is sealed again: see `reseal`).
 * @example const box = createSecretBox({ current: key, previous: null });
 * const sealed = box.seal('s3cret', ['connector', domainId, connectorId, 'password']);
 */
export function createSecretBox(keys: { current: Uint8Array; previous: Uint8Array | null }): SecretBox {
  const currentId = keyIdOf(keys.current);
  const cipherKeys = new Map<string, Buffer>([[currentId, cipherKeyOf(keys.current)]]);
  if (keys.previous) cipherKeys.set(keyIdOf(keys.previous), cipherKeyOf(keys.previous));
  const currentKey = cipherKeys.get(currentId)!;

  const seal = (plaintext: string, context: readonly string[]): string => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(CIPHER, currentKey, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(additionalData(currentId, context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, currentId, iv.toString('base64url'), ciphertext.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  };

  const open = (sealed: string, context: readonly string[]): string => {
    const parts = parseSealed(sealed);
    const key = cipherKeys.get(parts.keyId);
    if (!key) throw new SecretBoxError('unknown_key', parts.keyId);
    const decipher = createDecipheriv(CIPHER, key, parts.iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(additionalData(parts.keyId, context));
    decipher.setAuthTag(parts.tag);
    try {
      return Buffer.concat([decipher.update(parts.ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('not_authentic', parts.keyId);
    }
  };

  const isCurrent = (sealed: string): boolean => parseSealed(sealed).keyId === currentId;

  return {
    keyId: currentId,
    seal,
    open,
    isCurrent,
    reseal: (sealed, context) => (isCurrent(sealed) ? sealed : seal(open(sealed, context), context)),
  };
}
