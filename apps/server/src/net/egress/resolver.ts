import { lookup } from 'node:dns/promises';

/** One answer of a name lookup, as `dns.lookup` gives it. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/**
 * Resolves a host name to all its addresses. Injectable so tests can map names to chosen
 * answers (and change them between calls); the guard calls it exactly once per connection.
 */
export type Resolver = (name: string) => Promise<readonly ResolvedAddress[]>;

/** The system resolver (getaddrinfo: /etc/hosts, then DNS), answers in the order it gives them. */
export const systemResolver: Resolver = (name) => lookup(name, { all: true, verbatim: true });
