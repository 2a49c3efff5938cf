import { describe, expect, it } from 'vitest';
import { baseDomainName, domainNameCandidates, isReservedDomainName } from './domain-name.ts';

describe('baseDomainName', () => {
  it.each([
    ['Ada.Lovelace+test@example.com', 'ada-lovelace-test'],
    ['josé.núñez@example.com', 'jose-nunez'],
    ['__@example.com', 'workspace'],
    ['login@example.com', 'login-workspace'],
    ['docs@example.com', 'docs-workspace'],
    [`${'a'.repeat(60)}@example.com`, 'a'.repeat(40)],
  ])('%s → %s', (email, expected) => {
    expect(baseDomainName(email)).toBe(expected);
  });

  it('suffixes candidates from 2', () => {
    expect(domainNameCandidates('ada').slice(0, 3)).toEqual(['ada', 'ada-2', 'ada-3']);
  });
});

describe('isReservedDomainName', () => {
  it.each(['api', 'API', 'apis', 'api-docs', 'docs', 'login', 'auth', 'webhooks', 'settings'])('%s is reserved', (name) => {
    expect(isReservedDomainName(name)).toBe(true);
  });

  it.each(['acme', 'api-team', 'my-apps'])('%s is free', (name) => {
    expect(isReservedDomainName(name)).toBe(false);
  });
});
