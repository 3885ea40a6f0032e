import { describe, expect, it } from 'vitest';
import { maskIp } from './mask-ip.ts';

describe('maskIp', () => {
  it('drops the last octet of an IPv4 address', () => {
    expect(maskIp('203.0.113.42')).toBe('203.0.113.0');
    expect(maskIp('127.0.0.1')).toBe('127.0.0.0');
  });

  it('keeps only the first 48 bits of an IPv6 address, compressed or not', () => {
    expect(maskIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(maskIp('2001:0DB8:0000:0000:0000:ff00:0042:8329')).toBe('2001:db8:0::');
    expect(maskIp('2001:db8::1')).toBe('2001:db8:0::');
    expect(maskIp('::1')).toBe('0:0:0::');
    expect(maskIp('fe80::1ff:fe23:4567:890a%eth0')).toBe('fe80:0:0::');
  });

  it('masks the IPv4 part of an IPv4-mapped IPv6 address', () => {
    expect(maskIp('::ffff:198.51.100.7')).toBe('::ffff:198.51.100.0');
  });

  it('never passes through something it cannot read', () => {
    expect(maskIp('not-an-ip')).toBe('unknown');
    expect(maskIp(undefined)).toBeUndefined();
  });
});
