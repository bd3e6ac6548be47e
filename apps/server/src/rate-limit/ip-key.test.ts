import { describe, expect, it } from 'vitest';
import { ipKey } from './ip-key.ts';

describe('ipKey', () => {
  it('counts IPv4 addresses one by one, mapped or not', () => {
    expect(ipKey('203.0.113.7')).toBe('203.0.113.7');
    expect(ipKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses per /64, however they are written', () => {
    expect(ipKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(ipKey('2001:0db8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(ipKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipKey('::1')).toBe('0:0:0:0::/64');
    expect(ipKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
