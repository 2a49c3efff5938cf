/**
 * A write-only secret of the connector form (a password, key, token, client secret or secret
 * header value). The server never sends a secret back, only whether one is stored, so the field
 * starts empty: left empty it keeps what is stored, typed it replaces it, and "Remove" clears it.
 */
export interface SecretField {
  /** Whether the server holds a value for this field (`{ set: true }` in its answer). */
  saved: boolean;
  /** What the builder typed; empty means "keep" (or nothing, when none is saved). */
  value: string;
  /** The builder asked to remove the saved value. */
  cleared: boolean;
}

/** A secret with nothing saved and nothing typed (every secret of a new connector). */
export const emptySecret = (): SecretField => ({ saved: false, value: '', cleared: false });

/** A secret as the server's answer shows it (`{ set }`): nothing typed yet. */
export const savedSecret = (masked: { set: boolean } | undefined): SecretField => ({ saved: masked?.set === true, value: '', cleared: false });

/**
 * What a request sends for the secret: the typed string replaces, `null` removes the saved one,
 * `undefined` (the field left out) keeps it.
 */
export function secretRequestValue(secret: SecretField): string | null | undefined {
  if (secret.value !== '') return secret.value;
  if (secret.saved && secret.cleared) return null;
  return undefined;
}

/** The field after typing: typing again after "Remove" replaces rather than removes. */
export const typeSecret = (secret: SecretField, value: string): SecretField => ({ ...secret, value, cleared: false });

/** The field after "Remove" (or its undo). */
export const clearSecret = (secret: SecretField, cleared: boolean): SecretField => ({ ...secret, value: '', cleared });
