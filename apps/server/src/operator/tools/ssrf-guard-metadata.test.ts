import { describe, expect, it } from 'vitest';
import {
  checkDestination,
  DestinationRefusedError,
  parseDestinationPolicy,
  type Resolver,
} from './ssrf-guard';

// DNS answers are simulated through the guard's resolver parameter, its injection point.
const dnsAnswering =
  (table: Record<string, string[]>): Resolver =>
  async (host) =>
    table[host] ?? [];
const noDns: Resolver = async (host) => {
  throw new Error(`unexpected lookup of ${host}`);
};

const refused = (url: string, resolve: Resolver, policy = parseDestinationPolicy('')) =>
  expect(checkDestination(new URL(url), policy, resolve), url).rejects.toBeInstanceOf(
    DestinationRefusedError,
  );

describe('the SSRF guard and cloud metadata', () => {
  it('refuses metadata addresses even for a host allowed by name', async () => {
    const policy = parseDestinationPolicy('erp.internal, *.corp.example');
    const metadata = [
      '169.254.169.254', // AWS, GCP, Azure, OpenStack
      '169.254.170.2', // ECS task metadata
      'fd00:ec2::254', // AWS over IPv6
      '100.100.100.200', // Alibaba Cloud
      '192.0.0.192', // Oracle Cloud
      'fe80::a9fe:a9fe', // IPv6 link-local
      '::ffff:169.254.169.254', // the same, IPv4-mapped
      '64:ff9b::a9fe:a9fe', // through NAT64
    ];
    for (const address of metadata) {
      const resolve = dnsAnswering({ 'erp.internal': [address], 'crm.corp.example': [address] });
      await refused('http://erp.internal/latest/meta-data/', resolve, policy);
      await refused('http://crm.corp.example/', resolve, policy);
    }
    // The private address it was allowed for still passes.
    const allowed = dnsAnswering({ 'erp.internal': ['10.9.9.9'] });
    const checked = await checkDestination(new URL('http://erp.internal/'), policy, allowed);
    expect(checked.address).toBe('10.9.9.9');
  });

  it('refuses metadata addresses even when TOOL_ALLOWED_HOSTS lists their range', async () => {
    const policy = parseDestinationPolicy('169.254.0.0/16, fd00::/8, 100.64.0.0/10, 0.0.0.0/0');
    for (const host of ['169.254.169.254', '[fd00:ec2::254]', '100.100.100.200']) {
      await refused(`http://${host}/`, noDns, policy);
    }
    // What the ranges open besides metadata stays open.
    const open = await checkDestination(new URL('http://100.64.0.1/'), policy, noDns);
    expect(open.address).toBe('100.64.0.1');
  });
});

describe('the SSRF guard and IPv4 inside IPv6', () => {
  it('unwraps NAT64 (64:ff9b::/96 and 64:ff9b:1::/48) and Teredo and judges the IPv4 inside', async () => {
    const wrapped = [
      '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
      '64:ff9b::10.0.0.1', // NAT64, dotted
      '64:ff9b:1::7f00:1', // local-use NAT64 /96 of 127.0.0.1
      '64:ff9b:1:7f00:0:100::', // local-use NAT64 /48 of 127.0.0.1 (RFC 6052, u octet skipped)
      '64:ff9b:1:c0:a8:101::', // local-use NAT64 /56 of 192.168.1.1
      '64:ff9b:1:0:a:101:100:0', // local-use NAT64 /64 of 10.1.1.1
      '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo, client 127.0.0.1 (obfuscated)
      '2001:0:a00:1:8000:63bf:f7f7:f7f7', // Teredo, server 10.0.0.1 (client 8.8.8.8)
    ];
    const resolve = dnsAnswering(
      Object.fromEntries(wrapped.map((address, i) => [`h${i}.example.com`, [address]])),
    );
    for (const [i, address] of wrapped.entries()) {
      await refused(`http://[${address}]/`, noDns);
      await refused(`http://h${i}.example.com/`, resolve);
    }
    // Public IPv4 inside, public destination.
    for (const address of ['64:ff9b::5db8:d822', '2001:0:4136:e378:8000:63bf:a247:27dd']) {
      const checked = await checkDestination(
        new URL(`http://[${address}]/`),
        parseDestinationPolicy(''),
        noDns,
      );
      expect(checked.family).toBe(6);
    }
  });

  it('lets an allowed IPv4 range through its NAT64 form, and nothing wrapped beside it', async () => {
    const policy = parseDestinationPolicy('10.20.0.0/16');
    const allowed = await checkDestination(new URL('http://[64:ff9b::a14:101]/'), policy, noDns);
    expect(allowed.family).toBe(6);
    await refused('http://[64:ff9b::a15:101]/', noDns, policy);
  });
});
