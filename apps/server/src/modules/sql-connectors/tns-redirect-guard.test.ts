import { describe, expect, it } from 'vitest';
import { TnsRedirectGuard } from './tns-redirect-guard.ts';

/** A pre-accept TNS packet: two-byte length, checksum, type, flags, header checksum, then the data. */
function packet(type: number, data = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt16BE(8 + data.length, 0);
  header[4] = type;
  return Buffer.concat([header, data]);
}

describe('TnsRedirectGuard', () => {
  it('passes a RESEND and the ACCEPT after it, then everything as it comes', () => {
    const guard = new TnsRedirectGuard();
    const resend = packet(11, Buffer.from('xx'));
    const accept = packet(2, Buffer.from('accepted'));
    expect(guard.read(Buffer.concat([resend, accept]))).toEqual(Buffer.concat([resend, accept]));
    // After ACCEPT even a byte that would read as REDIRECT passes.
    expect(guard.read(packet(5))).toEqual(packet(5));
  });

  it('cuts a REDIRECT, even one whose header arrives a byte at a time after another packet', () => {
    const guard = new TnsRedirectGuard();
    const resend = packet(11, Buffer.from('abc'));
    const redirect = packet(5, Buffer.from('(ADDRESS=(HOST=10.0.0.9)(PORT=1521))'));
    const stream = Buffer.concat([resend, redirect]);
    const passed: Buffer[] = [];
    let cut = false;
    for (let i = 0; i < stream.length && !cut; i++) {
      const out = guard.read(stream.subarray(i, i + 1));
      if (out === null) cut = true;
      else passed.push(out);
    }
    expect(cut).toBe(true);
    expect(Buffer.concat(passed)).toEqual(resend);
  });

  it('passes a REFUSE (the driver reports the listener’s refusal) and stops reading', () => {
    const guard = new TnsRedirectGuard();
    const refuse = packet(4, Buffer.from('(ERR=12514)'));
    expect(guard.read(refuse)).toEqual(refuse);
    expect(guard.read(packet(5))).toEqual(packet(5));
  });
});
