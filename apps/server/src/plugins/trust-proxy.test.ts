import { describe, expect, it } from 'vitest';
import { trustProxyWarning } from './trust-proxy.ts';

describe('trustProxyWarning', () => {
  it('warns about TRUST_PROXY=true only', () => {
    expect(trustProxyWarning(true)).toMatch(/TRUST_PROXY=1/);
    expect(trustProxyWarning(false)).toBeNull();
    expect(trustProxyWarning(1)).toBeNull();
    expect(trustProxyWarning('10.0.0.0/8')).toBeNull();
  });
});
