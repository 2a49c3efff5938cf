/**
 * A deliberately small MIME reader for the mails the server sends: headers (unfolded, encoded
 * words decoded), nested multiparts, quoted-printable and base64 bodies. It keeps what the tests
 * read: subject, recipients, the text and html bodies.
 */
export interface ParsedMail {
  subject: string;
  to: string[];
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  // Unfold: a line starting with white space continues the previous header.
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function headerParam(value: string, param: string): string | undefined {
  const re = new RegExp(`;\\s*${param}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i');
  const found = re.exec(value);
  return found ? (found[1] ?? found[2]) : undefined;
}

function decodeQuotedPrintable(input: string): Buffer {
  const softBreaksRemoved = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const char = softBreaksRemoved[i]!;
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, transferEncoding: string | undefined): string {
  const encoding = (transferEncoding ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words, as in `Subject: =?UTF-8?Q?Activate_your_account?=`. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, text: string) => {
      if (kind.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      return decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8');
    });
}

function collectBodies(part: Part, out: { text: string; html: string }): void {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  if (mediaType.startsWith('multipart/')) {
    const boundary = headerParam(contentType, 'boundary');
    if (!boundary) return;
    const pieces = part.body.split(`--${boundary}`);
    // pieces[0] is the preamble; the last one starts with '--' (the closing delimiter).
    for (const piece of pieces.slice(1)) {
      if (piece.startsWith('--')) break;
      collectBodies(splitPart(piece.replace(/^\r?\n/, '')), out);
    }
    return;
  }
  const decoded = decodeBody(part.body, part.headers.get('content-transfer-encoding'));
  if (mediaType === 'text/html' && out.html === '') out.html = decoded;
  else if (mediaType === 'text/plain' && out.text === '') out.text = decoded;
}

/** Parses one raw RFC 5322 message. */
export function parseMail(raw: string): ParsedMail {
  const root = splitPart(raw);
  const bodies = { text: '', html: '' };
  collectBodies(root, bodies);
  const to = (root.headers.get('to') ?? '')
    .split(',')
    .map((address) => /<([^>]+)>/.exec(address)?.[1] ?? address.trim())
    .filter(Boolean)
    .map((address) => address.toLowerCase());
  return {
    subject: decodeEncodedWords(root.headers.get('subject') ?? ''),
    to,
    text: bodies.text,
    html: bodies.html,
  };
}
