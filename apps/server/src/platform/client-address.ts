import { formatIp, parseIp } from './ip-address';

/**
 * The address a per-address limit counts under. An IPv4 address is one subscriber; an IPv6 host
 * is routinely given a whole /64 (SLAAC, privacy addresses) and can pick any of its 2^64
 * addresses per request, so IPv6 is counted by its /64. IPv4 carried in IPv6 (`::ffff:1.2.3.4`,
 * as a dual-stack socket reports it) is counted as the IPv4 address it is.
 */
export function limitedAddress(ip: string): string {
  const bytes = parseIp(ip);
  if (!bytes) return ip;
  if (bytes.length === 4) return formatIp(bytes);
  const mapped = bytes.slice(0, 12).every((b, i) => (i < 10 ? b === 0 : b === 0xff));
  if (mapped) return formatIp(bytes.slice(12));
  const prefix = new Uint8Array(16);
  prefix.set(bytes.slice(0, 8));
  return `${formatIp(prefix)}/64`;
}
