import { describe, expect, it } from 'vitest';
import { limitedAddress } from './client-address';

describe('limitedAddress', () => {
  it('counts an IPv4 address as itself, however it is spelled', () => {
    expect(limitedAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(limitedAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one', () => {
    const a = limitedAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    const b = limitedAddress('2001:0db8:0001:0002::1');
    expect(a).toBe(b);
    expect(a).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(limitedAddress('2001:db8:1:3::1')).not.toBe(a);
  });

  it('leaves what is not an address alone', () => {
    expect(limitedAddress('unknown')).toBe('unknown');
  });
});
