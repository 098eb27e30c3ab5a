import { clientKeyOf, clientNetworkOf, isLoopback } from './client-address';

describe('client addresses as limits and the development shortcut see them', () => {
  it.each([
    ['127.0.0.1', true],
    ['::ffff:127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['10.0.0.1', false],
    ['::ffff:192.0.2.1', false],
    ['2001:db8::1', false],
    [undefined, false],
  ])('%s is loopback: %s', (ip, expected) => {
    expect(isLoopback(ip)).toBe(expected);
  });

  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8:7:8::1', '2001:0db8:0007:0008::/64'],
    ['2001:DB8:7:8:ffff:1:2:3', '2001:0db8:0007:0008::/64'],
    ['2001:db8::1', '2001:0db8:0000:0000::/64'],
    ['fe80::1%eth0', 'fe80:0000:0000:0000::/64'],
    ['192.0.2.7:5555', '192.0.2.7'],
    ['[2001:db8:7:8::3]', '2001:0db8:0007:0008::/64'],
    ['[2001:db8:7:8::3]:443', '2001:0db8:0007:0008::/64'],
    ['::ffff:c000:207', '192.0.2.7'],
    ['0:0:0:0:0:ffff:192.0.2.7', '192.0.2.7'],
    ['192.000.002.007', '192.0.2.7'],
    [undefined, 'unknown'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientKeyOf(ip)).toBe(key);
  });

  it.each([
    ['2001:db8:7:8::1', '2001:0db8:0007::/48'],
    ['2001:db8:7:ffff::1', '2001:0db8:0007::/48'],
    ['192.0.2.7', '192.0.2.7'],
  ])('%s counts as %s where distinct callers are counted (an IPv6 subscriber by its /48)', (ip, key) => {
    expect(clientKeyOf(ip, 48)).toBe(key);
  });

  it.each([
    ['192.0.2.7', '192.0.2.0/24'],
    ['::ffff:192.0.2.250', '192.0.2.0/24'],
    ['2001:db8:7:ffff::1', '2001:0db8:0007::/48'],
  ])('%s speaks from network %s where distinct callers are counted', (ip, network) => {
    expect(clientNetworkOf(ip)).toBe(network);
  });
});
