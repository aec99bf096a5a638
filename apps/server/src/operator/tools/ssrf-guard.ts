import { lookup } from 'node:dns/promises';
import {
  type Cidr,
  cidrContains,
  embeddedIpv4s,
  formatIp,
  type IpBytes,
  parseCidr,
  parseIp,
} from '../../platform/ip-address';

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

/**
 * Cloud metadata services (the machine's own credentials live there) and the link-local ranges
 * they answer on: refused whatever TOOL_ALLOWED_HOSTS says, by name or by range. No tool of a
 * business has a reason to call them; a host name allowed on purpose can still resolve to them.
 */
const METADATA_RANGES: Cidr[] = [
  '169.254.0.0/16', // link-local: AWS, GCP, Azure, OpenStack (169.254.169.254), ECS (169.254.170.2)
  'fe80::/10', // IPv6 link-local
  'fd00:ec2::254/128', // AWS over IPv6
  '100.100.100.200/32', // Alibaba Cloud
  '192.0.0.192/32', // Oracle Cloud
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

const inRanges = (ranges: Cidr[], address: IpBytes) =>
  ranges.some((range) => cidrContains(range, address));

/** The address and every IPv4 address it carries (mapped, NAT64, 6to4, Teredo). */
const formsOf = (address: IpBytes) => [address, ...embeddedIpv4s(address)];

/** Whether an address is private, local or otherwise not a public destination, in any spelling. */
export function isForbiddenAddress(address: IpBytes): boolean {
  return formsOf(address).some((form) => inRanges(FORBIDDEN_RANGES, form));
}

/** Why a resolved address may not be called, or undefined when it may. */
function refusalOf(
  policy: DestinationPolicy,
  address: IpBytes,
  allowedByName: boolean,
): string | undefined {
  const inner = embeddedIpv4s(address);
  if (formsOf(address).some((form) => inRanges(METADATA_RANGES, form))) {
    return 'the endpoint is a cloud metadata or link-local address';
  }
  if (allowedByName || inRanges(policy.ranges, address)) return undefined;
  // A wrapped address is what it carries: allowed when every IPv4 inside it is.
  if (inner.length > 0 && inner.every((v4) => inRanges(policy.ranges, v4))) return undefined;
  return isForbiddenAddress(address) ? 'the endpoint is a private or local address' : undefined;
}

/** Where to connect: the checked address, pinned so DNS cannot answer differently at connect time. */
export interface CheckedDestination {
  address: string;
  family: 4 | 6;
}

/**
 * Refuses URLs a tool must not reach: other schemes, and hosts that are (or resolve to) local,
 * private, link-local or multicast addresses, unless the policy allows them; cloud metadata
 * always. Every resolved address must pass, so a name with one public and one private address
 * is refused too.
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
    const refusal = refusalOf(policy, bytes, allowedByName);
    if (refusal) throw new DestinationRefusedError(refusal);
  }
  const first = addresses[0]!;
  return { address: first.text, family: first.bytes!.length === 4 ? 4 : 6 };
}
