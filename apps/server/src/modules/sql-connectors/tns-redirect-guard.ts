/** TNS packet types an Oracle listener answers a connect with (the header's fifth byte). */
const ACCEPT = 2;
const REFUSE = 4;
const REDIRECT = 5;
const HEADER_BYTES = 8;

/** The code of the error a connection gets when its listener redirected it and the redirect was cut. */
export const TNS_REDIRECT_REFUSED = 'TNS_REDIRECT_REFUSED';

/**
 * Reads what an Oracle listener sends before it accepts a connection, packet by packet, and
 * stops at a REDIRECT: the driver would follow it to an address it looks up itself, outside the
 * egress guard. Everything else passes as it comes; after ACCEPT (or REFUSE) the stream is no
 * longer read. Before ACCEPT a TNS header's length is two bytes, big-endian.
 * @example const pass = guard.read(chunk); if (pass === null) socket.destroy();
 */
export class TnsRedirectGuard {
  #reading = true;
  /** Bytes of the current packet still to pass without reading. */
  #skip = 0;
  #header: Buffer = Buffer.alloc(0);

  /** The bytes to pass on now (a partial header is held back), or null when the listener redirected. */
  read(chunk: Buffer): Buffer | null {
    if (!this.#reading) return chunk;
    const out: Buffer[] = [];
    let rest = chunk;
    while (rest.length > 0 && this.#reading) {
      if (this.#skip > 0) {
        const take = Math.min(this.#skip, rest.length);
        out.push(rest.subarray(0, take));
        this.#skip -= take;
        rest = rest.subarray(take);
        continue;
      }
      const header = Buffer.concat([this.#header, rest]);
      rest = Buffer.alloc(0);
      if (header.length < HEADER_BYTES) {
        this.#header = header;
        break;
      }
      this.#header = Buffer.alloc(0);
      const type = header[4];
      if (type === REDIRECT) return null;
      const length = header.readUInt16BE(0);
      if (type === ACCEPT || type === REFUSE || length < HEADER_BYTES) {
        this.#reading = false;
        out.push(header);
        break;
      }
      const take = Math.min(length, header.length);
      out.push(header.subarray(0, take));
      this.#skip = length - take;
      rest = header.subarray(take);
    }
    return Buffer.concat(out);
  }
}
