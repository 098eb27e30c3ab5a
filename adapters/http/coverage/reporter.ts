import type { FastifyRequest as Request } from 'fastify';
import * as ipaddr from 'ipaddr.js';
import { principalOf } from '../auth/principal';

/**
 * Who files an issue report, as an opaque caller id: the API key, the admin, or else the client's
 * network (an IPv6 client by its /64, which one household or phone holds). Stores keep only a keyed
 * hash; the coverage rating uses it to bound one caller's weight.
 */
export function reporterOf(req: Request): string {
  const p = principalOf(req);
  if (p?.kind === 'api-key') return `key:${p.id}`;
  if (p?.kind === 'admin') return `admin:${p.email}`;
  const ip = req.ip ?? '';
  if (!ipaddr.isValid(ip)) return `net:${ip}`;
  const addr = ipaddr.process(ip);
  return addr.kind() === 'ipv6' ? `net:${ipaddr.IPv6.networkAddressFromCIDR(`${addr.toNormalizedString()}/64`).toNormalizedString()}/64` : `net:${addr.toString()}`;
}
