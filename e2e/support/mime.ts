/**
 * Just enough MIME to read what nodemailer sends: headers, multipart bodies, quoted-printable
 * and base64 transfer encodings, RFC 2047 encoded words. Not a general mail parser.
 */

export interface ParsedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with leading whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** A header parameter such as boundary or charset, quoted or not. */
function headerParam(value: string | undefined, name: string): string | undefined {
  const match = value?.match(new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]*))`, 'i'));
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeBytes(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function decodeQuotedPrintable(text: string): Buffer {
  const softBreaksRemoved = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (softBreaksRemoved[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(softBreaksRemoved[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = headerParam(part.headers.get('content-type'), 'charset');
  if (encoding === 'base64') return decodeBytes(Buffer.from(part.body, 'base64'), charset);
  if (encoding === 'quoted-printable')
    return decodeBytes(decodeQuotedPrintable(part.body), charset);
  return part.body;
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` as nodemailer writes non-ASCII headers. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1') // spaces between words are folding
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_, charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? decodeBytes(Buffer.from(data, 'base64'), charset)
          : decodeBytes(decodeQuotedPrintable(data.replace(/_/g, ' ')), charset),
    );
}

/** Collects the first text/plain and text/html leaves of a (possibly nested) multipart tree. */
function collectBodies(part: Part, found: { text?: string; html?: string }): void {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  const boundary = headerParam(contentType, 'boundary');
  if (mediaType.startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break; // the closing delimiter
      collectBodies(splitPart(section.replace(/^\n/, '')), found);
    }
    return;
  }
  if ((part.headers.get('content-disposition') ?? '').toLowerCase().startsWith('attachment'))
    return;
  if (mediaType === 'text/plain' && found.text === undefined) found.text = decodeBody(part);
  if (mediaType === 'text/html' && found.html === undefined) found.html = decodeBody(part);
}

export function parseMail(raw: string): ParsedMail {
  const message = splitPart(raw);
  const found: { text?: string; html?: string } = {};
  collectBodies(message, found);
  const to = (message.headers.get('to') ?? '')
    .split(',')
    .map((address) => (address.match(/<([^>]+)>/)?.[1] ?? address).trim().toLowerCase())
    .filter(Boolean);
  return {
    to,
    subject: decodeEncodedWords(message.headers.get('subject') ?? ''),
    text: (found.text ?? '').trimEnd(),
    html: (found.html ?? '').trimEnd(),
  };
}
