import { isIPv6 } from 'node:net';

/** An IP address as bytes: 4 for IPv4, 16 for IPv6. */
export type IpBytes = Uint8Array;

const IPV4_LOOSE = /^(0x[0-9a-f]*|[0-9]+)(\.(0x[0-9a-f]*|[0-9]+)){0,3}\.?$/i;

function parseIpv4Part(part: string): number | undefined {
  if (/^0x/i.test(part)) return part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
  if (part.length > 1 && part.startsWith('0')) {
    return /^[0-7]+$/.test(part) ? Number.parseInt(part, 8) : undefined;
  }
  return Number.parseInt(part, 10);
}

/**
 * IPv4 in every spelling inet_aton and URL parsers accept: decimal, hex (0x7f), octal (0177) and
 * short forms (127.1, 2130706433), where the last part fills the remaining bytes. Hostnames are
 * normalised by URL parsing already; this catches whatever reaches the guard another way.
 */
export function parseIpv4(text: string): IpBytes | undefined {
  if (!IPV4_LOOSE.test(text)) return undefined;
  const parts = text.replace(/\.$/, '').split('.');
  const numbers = parts.map(parseIpv4Part);
  if (numbers.some((n) => n === undefined || Number.isNaN(n))) return undefined;
  const values = numbers as number[];
  const last = values.pop()!;
  if (values.some((n) => n > 255)) return undefined;
  if (last >= 256 ** (4 - values.length)) return undefined;
  const bytes = new Uint8Array(4);
  values.forEach((n, i) => {
    bytes[i] = n;
  });
  for (let i = 3, rest = last; i >= values.length; i--, rest = Math.floor(rest / 256)) {
    bytes[i] = rest % 256;
  }
  return bytes;
}

/** IPv6, with or without brackets and zone id, including an embedded dotted IPv4 tail. */
export function parseIpv6(text: string): IpBytes | undefined {
  const bare = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIPv6(bare)) return undefined;
  let groups = bare;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (dotted) {
    const v4 = parseIpv4(dotted[1]!);
    if (!v4) return undefined;
    const high = ((v4[0]! << 8) | v4[1]!).toString(16);
    const low = ((v4[2]! << 8) | v4[3]!).toString(16);
    groups = `${bare.slice(0, dotted.index)}${high}:${low}`;
  }
  const [head = '', tail] = groups.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const all = [...headParts, ...Array(tail === undefined ? 0 : missing).fill('0'), ...tailParts];
  if (all.length !== 8) return undefined;
  const bytes = new Uint8Array(16);
  all.forEach((group, i) => {
    const value = Number.parseInt(group, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  });
  return bytes;
}

export function parseIp(text: string): IpBytes | undefined {
  return parseIpv4(text) ?? parseIpv6(text);
}

export function formatIp(bytes: IpBytes): string {
  if (bytes.length === 4) return bytes.join('.');
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return groups.join(':');
}

export interface Cidr {
  bytes: IpBytes;
  prefix: number;
}

/** `10.0.0.0/8`, `fc00::/7`, or a single address (a /32 or /128). */
export function parseCidr(text: string): Cidr | undefined {
  const [address = '', prefixText] = text.trim().split('/');
  const bytes = parseIp(address);
  if (!bytes) return undefined;
  const max = bytes.length * 8;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) return undefined;
  return { bytes, prefix };
}

export function cidrContains(cidr: Cidr, address: IpBytes): boolean {
  if (cidr.bytes.length !== address.length) return false;
  for (let bit = 0; bit < cidr.prefix; bit++) {
    const byte = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if ((cidr.bytes[byte]! & mask) !== (address[byte]! & mask)) return false;
  }
  return true;
}

const cidrs = (list: string[]) => list.map((text) => parseCidr(text)!);

/** The IPv6 prefixes that carry an IPv4 address in their low 32 bits. */
const IPV4_CARRYING_V6 = cidrs(['::ffff:0:0/96', '64:ff9b::/96', '::/96']);
const SIX_TO_FOUR = parseCidr('2002::/16')!;
/** Local-use NAT64 (RFC 8215): the operator picks the prefix length, so each is read. */
const LOCAL_NAT64 = parseCidr('64:ff9b:1::/48')!;
const TEREDO = parseCidr('2001::/32')!;

/** The IPv4 address at these byte positions of an IPv6 address. */
const bytesAt = (address: IpBytes, positions: number[]) =>
  Uint8Array.from(positions, (i) => address[i]!);

/**
 * Where RFC 6052 puts the IPv4 address for a NAT64 prefix of 48, 56, 64 and 96 bits (byte 8, the
 * "u" octet, is always skipped).
 */
const NAT64_POSITIONS = [
  [6, 7, 9, 10],
  [7, 9, 10, 11],
  [9, 10, 11, 12],
  [12, 13, 14, 15],
];

/**
 * Every IPv4 address an IPv6 address may stand for (mapped, IPv4-compatible, NAT64 and local-use
 * NAT64, 6to4, Teredo's server and client), so that `::ffff:127.0.0.1` is judged as 127.0.0.1.
 * Where the form is ambiguous (local-use NAT64), every reading is answered.
 */
export function embeddedIpv4s(address: IpBytes): IpBytes[] {
  if (address.length !== 16) return [];
  if (IPV4_CARRYING_V6.some((cidr) => cidrContains(cidr, address))) {
    const v4 = address.slice(12);
    // `::` and `::1` are IPv6 addresses of their own, not IPv4-compatible ones.
    if (address.slice(0, 12).every((b) => b === 0) && v4[0] === 0 && v4[1] === 0 && v4[2] === 0)
      return [];
    return [v4];
  }
  if (cidrContains(LOCAL_NAT64, address)) {
    return NAT64_POSITIONS.map((positions) => bytesAt(address, positions));
  }
  if (cidrContains(SIX_TO_FOUR, address)) return [address.slice(2, 6)];
  if (cidrContains(TEREDO, address)) {
    // The server in bytes 4-7; the client, bit-inverted, in bytes 12-15 (RFC 4380).
    return [address.slice(4, 8), address.slice(12).map((b) => b ^ 0xff)];
  }
  return [];
}
