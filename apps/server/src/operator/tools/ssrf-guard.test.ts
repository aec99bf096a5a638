import { describe, expect, it } from 'vitest';
import { formatIp, parseIpv4 } from '../../platform/ip-address';
import {
  checkDestination,
  DestinationRefusedError,
  parseDestinationPolicy,
  type Resolver,
} from './ssrf-guard';

const noPolicy = parseDestinationPolicy('');
/** A resolver that must not be asked: literal addresses are judged as written. */
const noDns: Resolver = async (host) => {
  throw new Error(`unexpected lookup of ${host}`);
};
const dnsAnswering =
  (table: Record<string, string[]>): Resolver =>
  async (host) =>
    table[host] ?? [];

const check = (url: string, resolve: Resolver = noDns, policy = noPolicy) =>
  checkDestination(new URL(url), policy, resolve);

describe('the SSRF guard', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast and unspecified IPv4 in every spelling', async () => {
    const hosts = [
      '127.0.0.1',
      '127.1', // short form
      '127.0.0.1.', // trailing dot
      '2130706433', // one decimal number
      '0x7f000001', // one hex number
      '017700000001', // one octal number
      '0x7f.0.0.1', // hex part
      '0177.0.0.1', // octal part
      '0x7f.1',
      '127.0.0.0x1',
      '%31%32%37.0.0.1', // percent-encoded
      '0.0.0.0',
      '0',
      '10.1.2.3',
      '012.1.2.3', // 10.1.2.3 in octal
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '0xc0a80101', // 192.168.1.1
      '100.64.0.1',
      '100.127.255.254',
      '169.254.169.254', // cloud metadata
      '0xa9fea9fe', // cloud metadata in hex
      '2852039166', // cloud metadata in decimal
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
    ];
    for (const host of hosts) {
      await expect(check(`http://${host}/path`), host).rejects.toBeInstanceOf(
        DestinationRefusedError,
      );
    }
  });

  it('refuses IPv6 loopback, unspecified, unique-local, link-local, multicast and IPv4-mapped forms', async () => {
    const hosts = [
      '[::1]',
      '[0:0:0:0:0:0:0:1]',
      '[::]',
      '[fc00::1]',
      '[fd12:3456:789a::1]',
      '[fe80::1]',
      '[febf::1]',
      '[ff02::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[::ffff:169.254.169.254]',
      '[::ffff:8.8.8.8]', // mapped addresses are never a tool's real destination
      '[::127.0.0.1]', // IPv4-compatible
      '[64:ff9b::7f00:1]', // NAT64 of 127.0.0.1
      '[2002:7f00:1::1]', // 6to4 of 127.0.0.1
      '[2002:a9fe:a9fe::1]', // 6to4 of the metadata service
    ];
    for (const host of hosts) {
      await expect(check(`http://${host}:8080/`), host).rejects.toBeInstanceOf(
        DestinationRefusedError,
      );
    }
  });

  it('reads the loose IPv4 spellings as inet_aton does', () => {
    const read = (text: string) => {
      const bytes = parseIpv4(text);
      return bytes && formatIp(bytes);
    };
    expect(read('2130706433')).toBe('127.0.0.1');
    expect(read('0x7f.1')).toBe('127.0.0.1');
    expect(read('0177.0.0.01')).toBe('127.0.0.1');
    expect(read('127.1')).toBe('127.0.0.1');
    expect(read('10.0x10203')).toBe('10.1.2.3');
    expect(read('192.168.257')).toBe('192.168.1.1');
    expect(read('0x')).toBe('0.0.0.0');
    expect(read('08.0.0.1')).toBeUndefined(); // 8 is not an octal digit
    expect(read('256.0.0.1')).toBeUndefined();
    expect(read('4294967296')).toBeUndefined();
    expect(read('example.com')).toBeUndefined();
  });

  it('refuses names that resolve to a private address, and names with any private address', async () => {
    const resolve = dnsAnswering({
      'internal.example.com': ['10.0.0.5'],
      'metadata.example.com': ['169.254.169.254'],
      'mixed.example.com': ['93.184.216.34', '127.0.0.1'],
      'six.example.com': ['::ffff:192.168.0.1'],
      'public.example.com': ['93.184.216.34', '2606:2800:220:1::1'],
    });
    for (const host of ['internal', 'metadata', 'mixed', 'six']) {
      await expect(check(`https://${host}.example.com/`, resolve), host).rejects.toBeInstanceOf(
        DestinationRefusedError,
      );
    }
    // The address to connect to is the one that was checked.
    expect(await check('https://public.example.com/x', resolve)).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    expect(await check('http://93.184.216.34/')).toEqual({ address: '93.184.216.34', family: 4 });
  });

  it('refuses a real name that resolves to loopback (localhost) with the system resolver', async () => {
    await expect(checkDestination(new URL('http://localhost:9/'), noPolicy)).rejects.toBeInstanceOf(
      DestinationRefusedError,
    );
  });

  it('allows only http and https', async () => {
    for (const url of ['ftp://93.184.216.34/', 'file:///etc/passwd', 'gopher://93.184.216.34/']) {
      await expect(check(url), url).rejects.toThrow('only http and https');
    }
  });

  it('lets TOOL_ALLOWED_HOSTS open private hosts and ranges on purpose, and nothing else', async () => {
    const policy = parseDestinationPolicy(
      ' erp.internal , *.corp.example,10.20.0.0/16, 127.0.0.1,',
    );
    const resolve = dnsAnswering({
      'erp.internal': ['10.9.9.9'],
      'crm.corp.example': ['192.168.4.4'],
      'other.internal': ['10.20.1.1'],
      'sneaky.example': ['10.21.0.1'],
    });
    expect((await check('http://erp.internal/', resolve, policy)).address).toBe('10.9.9.9');
    expect((await check('http://crm.corp.example/', resolve, policy)).address).toBe('192.168.4.4');
    expect((await check('http://other.internal/', resolve, policy)).address).toBe('10.20.1.1');
    expect((await check('http://127.0.0.1:8080/', noDns, policy)).address).toBe('127.0.0.1');
    expect((await check('http://[::ffff:127.0.0.1]/', noDns, policy)).family).toBe(6);
    await expect(check('http://sneaky.example/', resolve, policy)).rejects.toBeInstanceOf(
      DestinationRefusedError,
    );
    await expect(check('http://127.0.0.2/', noDns, policy)).rejects.toBeInstanceOf(
      DestinationRefusedError,
    );
    await expect(check('http://169.254.169.254/', noDns, policy)).rejects.toBeInstanceOf(
      DestinationRefusedError,
    );
  });
});
