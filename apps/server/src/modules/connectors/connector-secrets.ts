import { AppError } from '../../errors/app-error.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { SecretSlot } from './stored-settings.ts';

/** Whose a sealed value is: it opens only for the same workspace, connector and field. */
export interface SecretOwner {
  domainId: string;
  connectorId: string;
}

/** The additional authenticated data of one connector secret (see `security/secret-box.ts`). */
export const secretContext = (owner: SecretOwner, field: string): string[] => ['connector', owner.domainId, owner.connectorId, field];

/** The refusal of a secret when the server has no key to seal it with. */
export const secretsKeyMissing = () =>
  new AppError(
    'secrets_unavailable',
    'This server cannot store connector secrets: its operator has not set CONNECTOR_SECRETS_KEY. Connectors without a password, key or token still work.',
  );

/**
 * The sealed secrets of a connector after a change of its settings: each slot's string sealed,
 * null removed, left out kept from `stored`. Fields the new settings no longer have (a token
 * after switching to basic auth) are dropped. A required secret missing afterwards is a 400
 * naming its field. `changed` lists the fields set, replaced or removed (for the audit log: names only).
 */
export function applySecretSlots(
  box: SecretBox | null,
  owner: SecretOwner,
  stored: Readonly<Record<string, string>>,
  slots: readonly SecretSlot[],
): { secrets: Record<string, string>; changed: string[] } {
  for (const slot of slots) {
    const present = typeof slot.value === 'string' || (slot.value === undefined && stored[slot.field] !== undefined);
    if (slot.required && !present) throw new AppError('validation_failed', `${slot.path}: Enter the ${slot.what}.`);
  }
  if (slots.some((slot) => typeof slot.value === 'string') && !box) throw secretsKeyMissing();
  const secrets: Record<string, string> = {};
  for (const slot of slots) {
    if (typeof slot.value === 'string') secrets[slot.field] = box!.seal(slot.value, secretContext(owner, slot.field));
    else if (slot.value === undefined && stored[slot.field] !== undefined) secrets[slot.field] = stored[slot.field]!;
  }
  const fields = new Set([...Object.keys(stored), ...Object.keys(secrets)]);
  const changed = [...fields].filter((field) => stored[field] !== secrets[field]).sort();
  return { secrets, changed };
}
