import { classifyAddress } from './classify-address.ts';
import { hostBits, inRange, type IpAddress, sameAddress, unmapped } from './ip-address.ts';
import type { AddressEntry, EgressPolicy, NameEntry } from './policy.ts';
import { refusalReasons, type Refusal } from './refusal.ts';

/** Where a connection is headed: the port, and the host name typed (null for an address literal). */
export interface Destination {
  port: number;
  name: string | null;
}

function opens(entry: AddressEntry | NameEntry, address: IpAddress, refusal: Refusal, to: Destination): boolean {
  if (entry.port !== null && entry.port !== to.port) return false;
  const openable = refusalReasons[refusal.reason].openable;
  if (entry.kind === 'name') return openable === 'range' && to.name === entry.name;
  if (openable === 'exact') {
    const [single, bits] = entry.range;
    return bits === hostBits(single) && sameAddress(address, single);
  }
  return openable === 'range' && inRange(address, entry.range);
}

/**
 * The one decision on an address: null when it may be connected to, else why not. Refused by
 * default (`classifyAddress`) unless an entry of the policy opens it: an address or network entry
 * that covers it (loopback, metadata and own addresses only by an entry naming that one address),
 * or a name entry equal to the host typed; an entry with a port opens that port only.
 */
export function judgeAddress(
  input: IpAddress,
  to: Destination,
  policy: EgressPolicy,
  own: readonly IpAddress[],
): Refusal | null {
  const address = unmapped(input);
  const refusal = classifyAddress(address, { closed: policy.closed, own });
  if (!refusal) return null;
  return policy.open.some((entry) => opens(entry, address, refusal, to)) ? null : refusal;
}
