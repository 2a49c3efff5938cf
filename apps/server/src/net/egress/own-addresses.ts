import { networkInterfaces } from 'node:os';
import { type IpAddress, readAddress } from './ip-address.ts';

/**
 * This server's own addresses: every address of every network interface, read at each check
 * (interfaces come and go: containers, VPNs, DHCP), so a connector cannot reach services of this
 * host through one of its addresses (a public one included). Costs one getifaddrs call.
 */
export function interfaceAddresses(): IpAddress[] {
  return Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .map((entry) => readAddress(entry.address))
    .filter((address): address is IpAddress => address !== null);
}
