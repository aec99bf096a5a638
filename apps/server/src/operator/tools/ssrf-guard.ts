import { lookup } from 'node:dns/promises';
import {
  type Cidr,
  cidrContains,
  embeddedIpv4,
  formatIp,
  type IpBytes,
  parseCidr,
  parseIp,
} from './ip-address';

/** Addresses a tool may never reach unless allowed on purpose: this machine, its networks, the cloud metadata service. */
const FORBIDDEN_RANGES: Cidr[] = [
  '0.0.0.0/8', // "this network", 0.0.0.0 reaches the local host
  '10.0.0.0/8',
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8',
  '169.254.0.0/16', // link-local, cloud metadata (169.254.169.254)
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, broadcast
  '::/128',
  '::1/128',
  '::ffff:0:0/96', // IPv4-mapped: never a real destination for a tool
  '100::/64',
  '2001:db8::/32',
  'fc00::/7', // unique local
  'fe80::/10', // link-local
  'fec0::/10',
  'ff00::/8', // multicast
].map((text) => parseCidr(text)!);

/** Hosts and ranges a business lets its tools reach although they are private (TOOL_ALLOWED_HOSTS). */
export interface DestinationPolicy {
  hosts: string[];
  ranges: Cidr[];
}

export class DestinationRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'DestinationRefusedError';
  }
}

/** Names a host to its addresses; the real one asks the system resolver, tests pass their own. */
export type Resolver = (hostname: string) => Promise<string[]>;

export const resolveWithSystem: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

const normaliseHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');

/** `erp.internal, *.corp.example, 10.0.0.0/8, 127.0.0.1`: CIDRs and addresses, or host names. */
export function parseDestinationPolicy(list: string): DestinationPolicy {
  const policy: DestinationPolicy = { hosts: [], ranges: [] };
  for (const entry of list.split(',').map(normaliseHost).filter(Boolean)) {
    const cidr = parseCidr(entry);
    if (cidr) policy.ranges.push(cidr);
    else policy.hosts.push(entry);
  }
  return policy;
}

function hostIsAllowed(policy: DestinationPolicy, host: string): boolean {
  return policy.hosts.some((allowed) =>
    allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed,
  );
}

/** Whether an address is private, local or otherwise not a public destination, in any spelling. */
export function isForbiddenAddress(address: IpBytes): boolean {
  const v4 = embeddedIpv4(address);
  if (v4 && isForbiddenAddress(v4)) return true;
  return FORBIDDEN_RANGES.some((range) => cidrContains(range, address));
}

function isAllowedAddress(policy: DestinationPolicy, address: IpBytes): boolean {
  const v4 = embeddedIpv4(address);
  return policy.ranges.some(
    (range) => cidrContains(range, address) || (v4 !== undefined && cidrContains(range, v4)),
  );
}

/** Where to connect: the checked address, pinned so DNS cannot answer differently at connect time. */
export interface CheckedDestination {
  address: string;
  family: 4 | 6;
}

/**
 * Refuses URLs a tool must not reach: other schemes, and hosts that are (or resolve to) local,
 * private, link-local or multicast addresses, unless the policy allows them. Every resolved
 * address must pass, so a name with one public and one private address is refused too.
 */
export async function checkDestination(
  url: URL,
  policy: DestinationPolicy,
  resolve: Resolver = resolveWithSystem,
): Promise<CheckedDestination> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new DestinationRefusedError('only http and https endpoints are allowed');
  }
  const host = normaliseHost(url.hostname);
  if (!host) throw new DestinationRefusedError('the endpoint has no host');
  const literal = parseIp(host);
  const resolved = literal ? [formatIp(literal)] : await resolve(host);
  const addresses = resolved.map((text) => ({ text, bytes: parseIp(text) }));
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  const allowedByName = hostIsAllowed(policy, host);
  for (const { bytes } of addresses) {
    if (!bytes) throw new DestinationRefusedError('the host resolved to an unreadable address');
    if (allowedByName || !isForbiddenAddress(bytes) || isAllowedAddress(policy, bytes)) continue;
    throw new DestinationRefusedError('the endpoint is a private or local address');
  }
  const first = addresses[0]!;
  return { address: first.text, family: first.bytes!.length === 4 ? 4 : 6 };
}
