import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { EgressError } from './errors.ts';
import { createEgressGuard } from './guard.ts';
import { interfaceAddresses } from './own-addresses.ts';
import { parseEgressPolicy } from './policy.ts';

describe('the guard with its defaults', () => {
  it('reads every address of every network interface as its own', () => {
    const listed = Object.values(networkInterfaces()).flatMap((entries) => entries ?? []);
    expect(listed.length).toBeGreaterThan(0);
    expect(interfaceAddresses().map((address) => address.toString().replace(/%.*/, '')).sort()).toEqual(
      listed.map((entry) => entry.address.replace(/%.*/, '').replace(/^::ffff:(\d+\.)/, '$1')).sort(),
    );
  });

  it('refuses each of this server’s interface addresses, even inside a network the operator opened', async () => {
    const guard = createEgressGuard({ policy: parseEgressPolicy('0.0.0.0/0,::/0') });
    for (const address of interfaceAddresses()) {
      const host = address.toString();
      const error = await guard.resolve(host, 6379).then(() => null, (e: unknown) => e);
      expect(error, host).toBeInstanceOf(EgressError);
      const expected = /^(127\.|::1$)/.test(host) ? 'a loopback address' : 'one of this server’s own addresses';
      expect((error as EgressError).message, host).toContain(expected);
    }
  });

  it('opens one of its own addresses only when the operator names it', async () => {
    const own = interfaceAddresses().find((address) => address.kind() === 'ipv4' && !address.toString().startsWith('127.'));
    const address = (own ?? interfaceAddresses()[0])!.toString();
    const guard = createEgressGuard({ policy: parseEgressPolicy(address.includes(':') ? `[${address}]:6379` : `${address}:6379`) });
    await expect(guard.resolve(address, 6379)).resolves.toMatchObject({ addresses: [{ address }] });
    await expect(guard.resolve(address, 6380)).rejects.toBeInstanceOf(EgressError);
  });
});
