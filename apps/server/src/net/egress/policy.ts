import ipaddr from 'ipaddr.js';
import { refusedRanges } from './address-ranges.ts';
import { normalizeHostName } from './host-name.ts';
import { hostBits, inRange, type IpAddress, type IpRange } from './ip-address.ts';
import { refusalReasons } from './refusal.ts';

/** An allow entry naming addresses: one address (full prefix) or a network, on one port or all. */
export interface AddressEntry {
  kind: 'address';
  range: IpRange;
  port: number | null;
  text: string;
}

/** An allow entry naming a host: opens what that host name resolves to when a builder types it. */
export interface NameEntry {
  kind: 'name';
  name: string;
  port: number | null;
  text: string;
}

/**
 * What the operator opened and closed on top of the built-in rules (`EGRESS_ALLOW`). Empty:
 * every refused range stays refused. There is no switch that turns the guard off.
 */
export interface EgressPolicy {
  open: readonly (AddressEntry | NameEntry)[];
  /** `!` entries: refused even inside an opened range (e.g. the platform's own Redis host). */
  closed: readonly IpRange[];
}

/** The policy with nothing opened: what the server runs with when `EGRESS_ALLOW` is unset. */
export const defaultEgressPolicy: EgressPolicy = { open: [], closed: [] };

/** A bad `EGRESS_ALLOW` entry; the message quotes the entry and says what to write instead. */
export class EgressPolicyError extends Error {
  constructor(entry: string, problem: string) {
    super(`"${entry}" ${problem}`);
    this.name = 'EgressPolicyError';
  }
}

/** `[address-or-cidr]:port`, `address-or-cidr:port` (not IPv6), or without a port. */
function splitPort(entry: string): { host: string; port: number | null } {
  const bracketed = /^\[([^\]]+)\](?::(.*))?$/.exec(entry);
  if (bracketed) return { host: bracketed[1] ?? '', port: bracketed[2] === undefined ? null : readPort(entry, bracketed[2]) };
  const colons = entry.split(':').length - 1;
  if (colons !== 1) return { host: entry, port: null };
  const at = entry.lastIndexOf(':');
  return { host: entry.slice(0, at), port: readPort(entry, entry.slice(at + 1)) };
}

function readPort(entry: string, text: string): number {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(port >= 1 && port <= 65535)) throw new EgressPolicyError(entry, 'has a port that is not a number from 1 to 65535');
  return port;
}

/** A plainly written address (four decimal numbers, or IPv6 without zone); no inet_aton forms here. */
function readPlainAddress(entry: string, text: string): IpAddress {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (text.includes(':') && ipaddr.IPv6.isValid(text) && !text.includes('%')) {
    const address = ipaddr.IPv6.parse(text);
    if (address.isIPv4MappedAddress()) throw new EgressPolicyError(entry, 'is an IPv4-mapped IPv6 address: write the IPv4 address');
    return address;
  }
  throw new EgressPolicyError(entry, 'is not an address, a network (CIDR) or a host name');
}

function readRange(entry: string, text: string): IpRange {
  const slash = text.indexOf('/');
  if (slash < 0) {
    const address = readPlainAddress(entry, text);
    return [address, hostBits(address)];
  }
  const address = readPlainAddress(entry, text.slice(0, slash));
  const bitsText = text.slice(slash + 1);
  const bits = /^\d{1,3}$/.test(bitsText) ? Number(bitsText) : NaN;
  if (!(bits >= 0 && bits <= hostBits(address))) {
    throw new EgressPolicyError(entry, `has a prefix length that is not a number from 0 to ${hostBits(address)}`);
  }
  const network = address.kind() === 'ipv4'
    ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
    : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
  if (network.toString() !== address.toString()) {
    throw new EgressPolicyError(entry, `has bits set after its prefix: did you mean ${network.toString()}/${bits}?`);
  }
  return [address, bits];
}

/** Refuses entries that could only mislead: ranges nothing can open, loopback networks, `localhost`. */
function checkOpenable(entry: string, range: IpRange): void {
  const [network, bits] = range;
  const within = refusedRanges.find((r) => r.range[1] <= bits && inRange(network, r.range));
  if (!within) return;
  if (refusalReasons[within.reason].openable === 'never') {
    throw new EgressPolicyError(entry, `lies in ${refusalReasons[within.reason].text}s, which can never be opened`);
  }
  if (within.reason === 'loopback' && bits < hostBits(network)) {
    throw new EgressPolicyError(entry, 'opens loopback addresses, which are opened one at a time: write 127.0.0.1 (or ::1)');
  }
}

function readEntry(entry: string): AddressEntry | NameEntry {
  if (entry.includes('://')) throw new EgressPolicyError(entry, 'is a URL: write its host, or host:port');
  const { host, port } = splitPort(entry);
  if (host.includes('/') || host.includes(':')) {
    const range = readRange(entry, host);
    checkOpenable(entry, range);
    return { kind: 'address', range, port, text: entry };
  }
  const normalized = normalizeHostName(host);
  if (!normalized) throw new EgressPolicyError(entry, 'is not an address, a network (CIDR) or a host name');
  if ('ipv4' in normalized) {
    if (normalized.ipv4 !== host) throw new EgressPolicyError(entry, `is an IPv4 address written unusually: write ${normalized.ipv4}`);
    const range = readRange(entry, host);
    checkOpenable(entry, range);
    return { kind: 'address', range, port, text: entry };
  }
  if (normalized.name === 'localhost' || normalized.name.endsWith('.localhost')) {
    throw new EgressPolicyError(entry, 'names loopback, which a host name never opens: write 127.0.0.1 (or ::1)');
  }
  return { kind: 'name', name: normalized.name, port, text: entry };
}

/** A `!` entry: an address or network, closed on every port. */
function readClosed(entry: string): IpRange {
  const { host, port } = splitPort(entry.slice(1).trim());
  if (port !== null) throw new EgressPolicyError(entry, 'closes one port; a closed address is closed on every port');
  return readRange(entry, host);
}

/**
 * Reads `EGRESS_ALLOW`: comma-separated entries, each an address (`10.0.0.5`, `fd00::5`), a
 * network (`10.0.0.0/8`, `fd00::/8`) or a host name (`db.lan`), optionally with a port
 * (`10.0.0.5:5432`, `[fd00::5]:5432`, `db.lan:5432`); an entry starting with `!` closes an
 * address or network instead (no port). Throws {@link EgressPolicyError} on the first bad entry.
 * @example parseEgressPolicy('10.0.0.0/8,db.lan:5432,!10.0.0.7')
 */
export function parseEgressPolicy(text: string): EgressPolicy {
  const open: (AddressEntry | NameEntry)[] = [];
  const closed: IpRange[] = [];
  for (const entry of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    if (entry.startsWith('!')) closed.push(readClosed(entry));
    else open.push(readEntry(entry));
  }
  return { open, closed };
}
