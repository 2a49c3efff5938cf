import { describe, expect, it } from 'vitest';
import { EgressError } from './errors.ts';
import { readAddress } from './ip-address.ts';
import { parseEgressPolicy } from './policy.ts';
import { refusalReasons } from './refusal.ts';
import { type EgressDeps, resolveTarget } from './resolve-target.ts';
import type { Resolver } from './resolver.ts';
import { publicSpellings, refusedSpellings } from './spellings.fixture.ts';

/** A resolver answering from a table, counting its calls. */
function tableResolver(table: Record<string, string[]>) {
  const calls: string[] = [];
  const resolver: Resolver = async (name) => {
    calls.push(name);
    const answers = table[name];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolver, calls };
}

function deps(resolver: Resolver, allow = '', own: string[] = []): EgressDeps {
  return { policy: parseEgressPolicy(allow), resolver, ownAddresses: () => own.map((text) => readAddress(text)!) };
}

const noLookup: Resolver = async (name) => {
  throw new Error(`an address literal was looked up: ${name}`);
};

async function failureOf(promise: Promise<unknown>): Promise<EgressError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EgressError);
  return error as EgressError;
}

describe('resolveTarget: address literals, however written', () => {
  it.each(refusedSpellings)('refuses $host ($reason) without a lookup', async ({ host, reason }) => {
    const error = await failureOf(resolveTarget(host, 5432, deps(noLookup)));
    expect(error.failure).toBe('refused');
    expect(error.code).toBe('outbound_refused');
    expect(error.message).toContain(refusalReasons[reason].text);
  });

  it.each(publicSpellings)('lets $host through as $address, with no TLS name', async ({ host, address }) => {
    const target = await resolveTarget(host, 443, deps(noLookup));
    expect(target.addresses).toEqual([{ address, family: address.includes(':') ? 6 : 4 }]);
    expect(target.servername).toBeUndefined();
  });
});

describe('resolveTarget: names', () => {
  it.each(refusedSpellings)('refuses a name resolving to $address ($reason), naming the host only', async ({ address, reason }) => {
    const { resolver, calls } = tableResolver({ 'api.example.test': [address] });
    const error = await failureOf(resolveTarget('API.Example.test.', 443, deps(resolver)));
    expect(error.failure).toBe('refused');
    expect(error.message).toContain(`api.example.test resolves to ${refusalReasons[reason].text}`);
    expect(error.message).not.toContain(address);
    expect(error.address).toBe(readAddress(address)!.toString());
    expect(calls).toEqual(['api.example.test']);
  });

  it('refuses when any one answer is refused, wherever it comes in the list', async () => {
    for (const answers of [['8.8.8.8', '10.0.0.1'], ['10.0.0.1', '8.8.8.8'], ['2606:4700::1', '::ffff:169.254.169.254']]) {
      const { resolver } = tableResolver({ 'mixed.test': answers });
      expect((await failureOf(resolveTarget('mixed.test', 443, deps(resolver)))).failure).toBe('refused');
    }
  });

  it('looks up once and gives every checked address in order, the name for TLS, the port', async () => {
    const { resolver, calls } = tableResolver({ 'api.example.test': ['2606:4700::1', '8.8.8.8', '::ffff:8.8.8.8', '1.1.1.1'] });
    const target = await resolveTarget('api.example.test', 8443, deps(resolver));
    expect(calls).toEqual(['api.example.test']);
    expect(target).toEqual({
      host: 'api.example.test',
      port: 8443,
      servername: 'api.example.test',
      addresses: [
        { address: '2606:4700::1', family: 6 },
        { address: '8.8.8.8', family: 4 },
        { address: '1.1.1.1', family: 4 },
      ],
    });
  });

  it('refuses an answer it cannot read, and this server’s own addresses', async () => {
    const { resolver } = tableResolver({ 'odd.test': ['not-an-address'], 'self.test': ['203.0.113.9'], 'pub.test': ['203.0.114.9'] });
    const unreadable = await failureOf(resolveTarget('odd.test', 443, deps(resolver)));
    expect(unreadable.message).toContain('an address this server cannot read');
    const own = await failureOf(resolveTarget('self.test', 443, deps(resolver, '', ['203.0.113.9'])));
    expect(own.message).toContain('one of this server’s own addresses');
    await expect(resolveTarget('pub.test', 443, deps(resolver, '', ['203.0.113.9']))).resolves.toBeTruthy();
  });

  it('opens a name the operator listed, on its port only', async () => {
    const { resolver } = tableResolver({ 'db.lan': ['10.0.0.5'], 'other.lan': ['10.0.0.5'] });
    const d = deps(resolver, 'db.lan:5432');
    await expect(resolveTarget('db.lan', 5432, d)).resolves.toMatchObject({ addresses: [{ address: '10.0.0.5' }] });
    await expect(resolveTarget('DB.LAN.', 5432, d)).resolves.toMatchObject({ servername: 'db.lan' });
    expect((await failureOf(resolveTarget('db.lan', 22, d))).failure).toBe('refused');
    expect((await failureOf(resolveTarget('other.lan', 5432, d))).failure).toBe('refused');
    expect((await failureOf(resolveTarget('10.0.0.5', 5432, d))).failure).toBe('refused');
  });

  it('says a refused address can be opened by the operator, except what never opens', async () => {
    expect((await failureOf(resolveTarget('10.0.0.1', 80, deps(noLookup)))).message).toMatch(/EGRESS_ALLOW/);
    expect((await failureOf(resolveTarget('0.0.0.0', 80, deps(noLookup)))).message).not.toMatch(/EGRESS_ALLOW/);
  });

  it('names the host the builder typed when the target came from a redirect', async () => {
    const { resolver } = tableResolver({ 'internal.test': ['10.0.0.1'] });
    const error = await failureOf(resolveTarget('internal.test', 80, deps(resolver), { redirectedFrom: 'api.example.test' }));
    expect(error.message).toMatch(/^A redirect from api\.example\.test leads to a private network address/);
    expect(error.message).not.toContain('internal.test');
    const missing = await failureOf(resolveTarget('gone.test', 80, deps(resolver), { redirectedFrom: 'api.example.test' }));
    expect(missing.message).toBe('A redirect from api.example.test leads to a host that could not be found.');
  });
});

describe('resolveTarget: failures', () => {
  it.each([
    ['ENOTFOUND', 'nowhere.test could not be found. Check the host name.'],
    ['ENODATA', 'nowhere.test could not be found. Check the host name.'],
    ['EAI_AGAIN', 'The name servers did not answer for nowhere.test. Try again later.'],
  ])('a lookup failing with %s is a DNS failure: %s', async (code, message) => {
    const resolver: Resolver = async () => {
      throw Object.assign(new Error(`getaddrinfo ${code} nowhere.test 10.0.0.53`), { code });
    };
    const error = await failureOf(resolveTarget('nowhere.test', 443, deps(resolver)));
    expect(error.failure).toBe('dns');
    expect(error.message).toBe(message);
  });

  it('an empty answer is a DNS failure', async () => {
    const error = await failureOf(resolveTarget('empty.test', 443, deps(async () => [])));
    expect(error.failure).toBe('dns');
  });

  it.each([
    ['db.lan', 0],
    ['db.lan', 65536],
    ['db.lan', 1.5],
    ['db lan', 5432],
    ['db.lan/x', 5432],
    ['', 5432],
  ])('refuses host %j port %j as an invalid target', async (host, port) => {
    const error = await failureOf(resolveTarget(host, port, deps(noLookup)));
    expect(error.failure).toBe('invalid-target');
    expect(error.code).toBe('validation_failed');
  });

  it('stops waiting for a lookup when the signal aborts', async () => {
    const controller = new AbortController();
    const hanging: Resolver = () => new Promise(() => undefined);
    const pending = resolveTarget('slow.test', 443, deps(hanging), { signal: controller.signal });
    const reason = new Error('stop');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });
});
