import { crc32 } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bit depths allowed for each colour type (PNG specification, IHDR). */
const BIT_DEPTHS: Record<number, readonly number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

export type PngReading = { ok: true; width: number; height: number } | { ok: false; reason: 'notPng' | 'damaged' };

/**
 * Reads a PNG's dimensions from its bytes without decoding its pixels: the signature, then every
 * chunk walked with its length and CRC checked, the header (IHDR) first and valid, at least one
 * image data chunk, and IEND last with nothing after it. Nothing is inflated, so a small file
 * claiming a huge image costs nothing to refuse.
 */
export function readPng(bytes: Uint8Array): PngReading {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.length < SIGNATURE.length || !data.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return { ok: false, reason: 'notPng' };
  let offset = SIGNATURE.length;
  let header: { width: number; height: number } | null = null;
  let hasImageData = false;
  while (offset + 12 <= data.length) {
    const length = data.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > data.length) return { ok: false, reason: 'damaged' };
    const type = data.toString('latin1', offset + 4, offset + 8);
    const body = data.subarray(offset + 8, offset + 8 + length);
    if (crc32(data.subarray(offset + 4, offset + 8 + length)) !== data.readUInt32BE(offset + 8 + length)) return { ok: false, reason: 'damaged' };
    if (header === null) {
      if (type !== 'IHDR' || length !== 13) return { ok: false, reason: 'damaged' };
      header = readHeader(body);
      if (!header) return { ok: false, reason: 'damaged' };
    } else if (type === 'IHDR') {
      return { ok: false, reason: 'damaged' };
    }
    if (type === 'IDAT') hasImageData = true;
    offset = end;
    if (type === 'IEND') {
      return offset === data.length && hasImageData ? { ok: true, ...header } : { ok: false, reason: 'damaged' };
    }
  }
  return { ok: false, reason: 'damaged' };
}

function readHeader(body: Buffer): { width: number; height: number } | null {
  const width = body.readUInt32BE(0);
  const height = body.readUInt32BE(4);
  const [bitDepth, colourType, compression, filter, interlace] = [body[8]!, body[9]!, body[10]!, body[11]!, body[12]!];
  const depthOk = BIT_DEPTHS[colourType]?.includes(bitDepth) ?? false;
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return null;
  if (!depthOk || compression !== 0 || filter !== 0 || interlace > 1) return null;
  return { width, height };
}
