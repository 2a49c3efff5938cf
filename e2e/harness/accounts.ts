import { randomBytes } from 'node:crypto';

/** A password that passes the house rules (12+ characters, not on the common list). */
export const PASSWORD = 'Quartz-Lantern-4817';
export const OTHER_PASSWORD = 'Copper-Meadow-2093';

/** A unique address per call, so tests never trip over each other's accounts. */
export function uniqueEmail(label: string): string {
  return `${label}.${randomBytes(4).toString('hex')}@example.com`;
}
