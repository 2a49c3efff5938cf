import { describe, expect, it } from 'vitest';
import { pngFile } from '../../../test/helpers/png-file.ts';
import { readPng } from './png-image.ts';

describe('reading a PNG’s dimensions', () => {
  it('reads a real PNG’s width and height', () => {
    expect(readPng(pngFile(192, 192))).toEqual({ ok: true, width: 192, height: 192 });
    expect(readPng(pngFile(300, 200))).toEqual({ ok: true, width: 300, height: 200 });
  });

  it('refuses what is not a PNG', () => {
    expect(readPng(Buffer.from('GIF89a not a png'))).toEqual({ ok: false, reason: 'notPng' });
    expect(readPng(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]))).toEqual({ ok: false, reason: 'notPng' });
    expect(readPng(new Uint8Array())).toEqual({ ok: false, reason: 'notPng' });
  });

  it('refuses a damaged, cut or padded file, a forged header and one without image data', () => {
    const good = pngFile(256, 256);
    const forged = Buffer.from(good);
    forged.writeUInt32BE(100_000, 16); // the width changed without its CRC
    expect(readPng(forged)).toEqual({ ok: false, reason: 'damaged' });
    expect(readPng(good.subarray(0, good.length - 6))).toEqual({ ok: false, reason: 'damaged' });
    expect(readPng(Buffer.concat([good, Buffer.from('<script>')]))).toEqual({ ok: false, reason: 'damaged' });
    // Signature, IHDR, then straight to IEND.
    const noData = Buffer.concat([good.subarray(0, 33), good.subarray(good.length - 12)]);
    expect(readPng(noData)).toEqual({ ok: false, reason: 'damaged' });
    // A chunk claiming more bytes than the file has.
    const huge = Buffer.from(good);
    huge.writeUInt32BE(0xfffffff0, 33);
    expect(readPng(huge)).toEqual({ ok: false, reason: 'damaged' });
  });
});
