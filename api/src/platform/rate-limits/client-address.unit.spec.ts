import { clientAddressKey } from './client-address.js';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as it is, and finds it inside its IPv6 form', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const key = clientAddressKey('2001:db8:85a3:7:1:2:3:4');
    expect(key).toBe('2001:db8:85a3:7::/64');
    for (const same of ['2001:0db8:85a3:0007:ffff:ffff:ffff:ffff', '2001:DB8:85A3:7::1', '2001:db8:85a3:7::9.8.7.6', '2001:db8:85a3:7::1%eth0']) {
      expect(clientAddressKey(same)).toBe(key);
    }
    expect(clientAddressKey('2001:db8:85a3:8::1')).not.toBe(key);
  });

  it('expands a "::" anywhere', () => {
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('fe80::1:2:3:4:5')).toBe('fe80:0:0:1::/64');
  });
});
