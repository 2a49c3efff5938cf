import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createSecretBox, keyIdOf, type SecretBoxError } from './secret-box.ts';
import { SecretValue } from './secret-value.ts';

const keyA = randomBytes(32);
const keyB = randomBytes(32);
const owner = ['connector', 'workspace-1', 'connector-1', 'password'];
const SECRET = 'correct horse battery staple ✓';

/** The reason a call failed with, or 'opened'. */
function reasonOf(call: () => unknown): string {
  try {
    call();
    return 'opened';
  } catch (error) {
    return (error as SecretBoxError).reason;
  }
}

/** The sealed value with one base64url part changed by flipping a bit of its first byte. */
function flip(sealed: string, part: 2 | 3 | 4): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[0] = bytes[0]! ^ 0x01;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

describe('secret box', () => {
  const box = createSecretBox({ current: keyA, previous: null });

  it('seals to a versioned value naming its key, and opens it for the same owner', () => {
    const sealed = box.seal(SECRET, owner);
    const [version, keyId, iv, ciphertext, tag] = sealed.split('.');
    expect(version).toBe('tsb1');
    expect(keyId).toBe(keyIdOf(keyA));
    expect(keyId).toBe(box.keyId);
    expect(Buffer.from(iv!, 'base64url')).toHaveLength(12);
    expect(Buffer.from(tag!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(ciphertext!, 'base64url')).toHaveLength(Buffer.byteLength(SECRET));
    expect(sealed).not.toContain(SECRET);
    expect(box.open(sealed, owner)).toBe(SECRET);
    expect(box.open(box.seal('', owner), owner)).toBe('');
  });

  it('uses a fresh IV for every value: the same secret never seals the same twice', () => {
    const sealed = new Set(Array.from({ length: 50 }, () => box.seal(SECRET, owner)));
    expect(sealed.size).toBe(50);
    expect(new Set([...sealed].map((value) => value.split('.')[2])).size).toBe(50);
  });

  it('names the key without revealing it', () => {
    expect(keyIdOf(keyA)).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(keyIdOf(keyA)).not.toBe(keyIdOf(keyB));
    expect(keyA.toString('base64url')).not.toContain(keyIdOf(keyA));
  });

  it('does not open for another owner: workspace, connector or field', () => {
    const sealed = box.seal(SECRET, owner);
    expect(reasonOf(() => box.open(sealed, ['connector', 'workspace-2', 'connector-1', 'password']))).toBe('not_authentic');
    expect(reasonOf(() => box.open(sealed, ['connector', 'workspace-1', 'connector-2', 'password']))).toBe('not_authentic');
    expect(reasonOf(() => box.open(sealed, ['connector', 'workspace-1', 'connector-1', 'auth.token']))).toBe('not_authentic');
    // Joining is unambiguous: moving a boundary between parts is another owner.
    const joined = box.seal(SECRET, ['a', 'bc']);
    expect(reasonOf(() => box.open(joined, ['ab', 'c']))).toBe('not_authentic');
  });

  it('refuses a changed IV, ciphertext or tag', () => {
    const sealed = box.seal(SECRET, owner);
    expect(reasonOf(() => box.open(flip(sealed, 2), owner))).toBe('not_authentic');
    expect(reasonOf(() => box.open(flip(sealed, 3), owner))).toBe('not_authentic');
    expect(reasonOf(() => box.open(flip(sealed, 4), owner))).toBe('not_authentic');
  });

  it('refuses values that are not in its format, and later versions', () => {
    const sealed = box.seal(SECRET, owner);
    const parts = sealed.split('.');
    expect(reasonOf(() => box.open(SECRET, owner))).toBe('malformed');
    expect(reasonOf(() => box.open(parts.slice(0, 4).join('.'), owner))).toBe('malformed');
    expect(reasonOf(() => box.open(['tsb2', ...parts.slice(1)].join('.'), owner))).toBe('unsupported_version');
    expect(reasonOf(() => box.open(['xyz', ...parts.slice(1)].join('.'), owner))).toBe('malformed');
    // A shortened IV or tag, and characters outside base64url.
    expect(reasonOf(() => box.open([...parts.slice(0, 2), parts[2]!.slice(0, 8), ...parts.slice(3)].join('.'), owner))).toBe('malformed');
    expect(reasonOf(() => box.open([...parts.slice(0, 4), parts[4]!.slice(0, 16)].join('.'), owner))).toBe('malformed');
    expect(reasonOf(() => box.open([...parts.slice(0, 3), `${parts[3]}!`, parts[4]].join('.'), owner))).toBe('malformed');
  });

  it('refuses a value sealed with a key it does not have, naming the key id', () => {
    const other = createSecretBox({ current: keyB, previous: null });
    const sealed = other.seal(SECRET, owner);
    expect(reasonOf(() => box.open(sealed, owner))).toBe('unknown_key');
    expect(() => box.open(sealed, owner)).toThrow(keyIdOf(keyB));
    // A value claiming the current key's id while sealed with another does not open either.
    const forged = [sealed.split('.')[0], box.keyId, ...sealed.split('.').slice(2)].join('.');
    expect(reasonOf(() => box.open(forged, owner))).toBe('not_authentic');
  });

  it('never puts the secret into an error', () => {
    const sealed = box.seal(SECRET, owner);
    for (const call of [() => box.open(flip(sealed, 3), owner), () => box.open(sealed, ['other']), () => box.open(SECRET, owner)]) {
      try {
        call();
      } catch (error) {
        expect(String(error)).not.toContain(SECRET);
        expect(inspect(error)).not.toContain(SECRET);
      }
    }
  });

  describe('rotation', () => {
    const before = createSecretBox({ current: keyA, previous: null });
    const during = createSecretBox({ current: keyB, previous: keyA });
    const after = createSecretBox({ current: keyB, previous: null });

    it('opens values of the previous key and of the current one, and seals with the current one', () => {
      const old = before.seal(SECRET, owner);
      expect(during.open(old, owner)).toBe(SECRET);
      const fresh = during.seal(SECRET, owner);
      expect(fresh.split('.')[1]).toBe(keyIdOf(keyB));
      expect(during.open(fresh, owner)).toBe(SECRET);
      expect(during.isCurrent(old)).toBe(false);
      expect(during.isCurrent(fresh)).toBe(true);
    });

    it('re-seals a previous-key value with the current key, once: a second re-seal leaves it as it is', () => {
      const old = before.seal(SECRET, owner);
      const resealed = during.reseal(old, owner);
      expect(resealed).not.toBe(old);
      expect(during.isCurrent(resealed)).toBe(true);
      expect(during.reseal(resealed, owner)).toBe(resealed);
      // Once re-sealed, the previous key is no longer needed.
      expect(after.open(resealed, owner)).toBe(SECRET);
      expect(reasonOf(() => after.open(old, owner))).toBe('unknown_key');
    });

    it('does not re-seal for another owner', () => {
      const old = before.seal(SECRET, owner);
      expect(reasonOf(() => during.reseal(old, ['connector', 'workspace-2', 'connector-1', 'password']))).toBe('not_authentic');
    });
  });
});

describe('secret value', () => {
  it('shows a placeholder wherever it is printed, and the secret only when revealed', () => {
    const value = new SecretValue(SECRET);
    expect(value.reveal()).toBe(SECRET);
    expect(JSON.stringify({ password: value })).toBe('{"password":"[secret]"}');
    expect(`${value}`).toBe('[secret]');
    expect(inspect({ nested: { value } }, { depth: 5 })).not.toContain(SECRET);
    expect(Object.keys(value)).toEqual([]);
  });
});
