import { isIPv4 } from 'node:net';
import * as ipaddr from 'ipaddr.js';

/** True for 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 forms. */
export function isLoopback(ip: string | undefined): boolean {
  if (!ip) return false;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return ip === '::1';
}

/**
 * The identity per-address limits count: an IPv4 address as it is (also when written IPv4-mapped,
 * in hex or with leading zeros), an IPv6 client by its /64 (one subscriber usually holds a whole
 * /64 and could otherwise rotate through 2^64 addresses), or by a shorter prefix where given (a
 * provider may give one subscriber a whole /48). Text that is no address counts as itself.
 */
export function clientKeyOf(given: string | undefined, ipv6PrefixBits: 48 | 64 = 64): string {
  if (!given) return 'unknown';
  // The usual case, answered without parsing: Node's own socket address, dotted IPv4 without
  // leading zeros (as isIPv4 requires), or that address IPv4-mapped.
  if (isIPv4(given)) return given;
  if (given.startsWith('::ffff:') && isIPv4(given.slice(7))) return given.slice(7);
  const ip = withoutPort(given.trim()).split('%')[0];
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const groups = (address as ipaddr.IPv6).toNormalizedString().split(':').slice(0, ipv6PrefixBits / 16).map((g) => g.padStart(4, '0'));
  return `${groups.join(':')}::/${ipv6PrefixBits}`;
}

/**
 * The address alone, as some proxies forward it with a port or in brackets ("1.2.3.4:5555",
 * "[2001:db8::3]", "[2001:db8::3]:443"), so one client keeps one counter.
 */
function withoutPort(ip: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) return bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(ip);
  return v4WithPort ? v4WithPort[1] : ip;
}

/**
 * The network a client speaks from, where distinct callers are counted: an IPv4 address by its /24
 * (the addresses one provider hands out in turn, or one host rents side by side), an IPv6 one by its
 * /48 (the most a provider gives one subscriber).
 */
export function clientNetworkOf(given: string | undefined): string {
  const key = clientKeyOf(given, 48);
  return isIPv4(key) ? `${key.slice(0, key.lastIndexOf('.'))}.0/24` : key;
}

/** A rate-limit tracker counting a request by its client address. */
export const addressTracker = (req: Record<string, unknown>): string => `ip:${clientKeyOf((req as { ip?: string }).ip)}`;

/**
 * Who creating API keys counts against: an IPv6 client by its /48, the block one subscriber may
 * hold, since anyone can mint free keys and each brings its own hourly allowance.
 */
export const mintingTracker = (req: Record<string, unknown>): string => `ip:${clientKeyOf((req as { ip?: string }).ip, 48)}`;
