import { EgressError, shownHost } from './errors.ts';
import { addressText, familyOf, type IpAddress, readAddress } from './ip-address.ts';
import { judgeAddress } from './judge-address.ts';
import { parseHost } from './parse-host.ts';
import type { EgressPolicy } from './policy.ts';
import { describeRefusal, refusalReasons, type Refusal } from './refusal.ts';
import type { Resolver } from './resolver.ts';
import { waitFor } from './wait-for.ts';

/** What the guard decides with: the operator's policy, the resolver, this server's own addresses. */
export interface EgressDeps {
  policy: EgressPolicy;
  resolver: Resolver;
  ownAddresses: () => readonly IpAddress[];
}

/** One checked address to connect to, as `net.connect` takes it. */
export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * A destination the guard checked: connect only to `addresses` (never to `host`, which would
 * resolve again), and give `servername` to TLS so the certificate is checked against the name.
 */
export interface CheckedTarget {
  /** The host as typed, normalised (lower case, no trailing dot, no brackets): for messages and Host. */
  host: string;
  port: number;
  /** Every address the name resolved to, each allowed, in the resolver's order (at least one). */
  addresses: readonly CheckedAddress[];
  /** The TLS server name (SNI, certificate check): the host name, or undefined for an address literal. */
  servername: string | undefined;
}

export interface ResolveOptions {
  signal?: AbortSignal;
  /** The host the builder typed, when this target came from a redirect: messages name that one. */
  redirectedFrom?: string;
}

function refusedMessage(typed: string, isName: boolean, refusal: Refusal, options: ResolveOptions): string {
  const what = describeRefusal(refusal);
  const subject = options.redirectedFrom
    ? `A redirect from ${shownHost(options.redirectedFrom)} leads to ${what}`
    : `${shownHost(typed)} ${isName ? 'resolves to' : 'is'} ${what}`;
  const hint =
    refusalReasons[refusal.reason].openable === 'never'
      ? ''
      : ' If this server should reach it, its operator can open it with EGRESS_ALLOW.';
  return `${subject}, which this server does not connect to.${hint}`;
}

function lookupFailure(name: string, error: unknown, options: ResolveOptions): EgressError {
  const code = (error as { code?: unknown }).code;
  const noAnswer = code === 'EAI_AGAIN' || code === 'ETIMEOUT' || code === 'ESERVFAIL' || code === 'ECONNREFUSED';
  const what = noAnswer ? 'a host the name servers did not answer for' : 'a host that could not be found';
  const message = options.redirectedFrom
    ? `A redirect from ${shownHost(options.redirectedFrom)} leads to ${what}.`
    : noAnswer
      ? `The name servers did not answer for ${shownHost(name)}. Try again later.`
      : `${shownHost(name)} could not be found. Check the host name.`;
  return new EgressError('dns', message, { cause: error });
}

async function lookupOnce(name: string, deps: EgressDeps, options: ResolveOptions): Promise<IpAddress[]> {
  let answers;
  try {
    answers = await waitFor(deps.resolver(name), options.signal);
  } catch (error) {
    if (options.signal?.aborted && error === options.signal.reason) throw error;
    throw lookupFailure(name, error, options);
  }
  if (answers.length === 0) throw lookupFailure(name, Object.assign(new Error('no address'), { code: 'ENODATA' }), options);
  return answers.map((answer) => {
    const address = readAddress(answer.address);
    if (!address) {
      const refusal: Refusal = { reason: 'unreadable', embedded: false };
      throw new EgressError('refused', refusedMessage(name, true, refusal, options), { address: answer.address });
    }
    return address;
  });
}

/**
 * Resolves a host once and checks every address it resolves to: refuses (`EgressError`
 * 'refused') if any one is refused, so a name cannot smuggle a private address beside a public
 * one; a literal address is checked without a lookup. Returns the checked addresses to connect
 * to and the name for TLS. SQL drivers connect to `addresses[0].address` with `servername` set.
 * @example const target = await resolveTarget('db.example.com', 5432, deps);
 */
export async function resolveTarget(
  host: string,
  port: number,
  deps: EgressDeps,
  options: ResolveOptions = {},
): Promise<CheckedTarget> {
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new EgressError('invalid-target', `The port ${shownHost(String(port))} is not a number from 1 to 65535.`);
  }
  const parsed = parseHost(host);
  if (!parsed) throw new EgressError('invalid-target', `"${shownHost(host)}" is not a valid host name or address.`);
  const name = parsed.kind === 'name' ? parsed.name : null;
  const shown = name ?? host;
  const addresses = parsed.kind === 'name' ? await lookupOnce(parsed.name, deps, options) : [parsed.address];
  const own = deps.ownAddresses();
  const checked = new Map<string, CheckedAddress>();
  for (const address of addresses) {
    const refusal = judgeAddress(address, { port, name }, deps.policy, own);
    if (refusal) {
      throw new EgressError('refused', refusedMessage(shown, name !== null, refusal, options), { address: addressText(address) });
    }
    checked.set(addressText(address), { address: addressText(address), family: familyOf(address) });
  }
  return {
    host: name ?? (parsed.kind === 'address' ? addressText(parsed.address) : host),
    port,
    addresses: [...checked.values()],
    servername: name ?? undefined,
  };
}
