import type { FastifyRequest as Request } from 'fastify';
import { clientNetworkOf } from './client-address';
import { principalOf } from './principal';

/**
 * Who a request speaks for where distinct callers are counted: the reporters behind a coverage
 * rating, the visitors who confirm an unknown TAC. A key the operator issued (pro, enterprise) and
 * an admin count as themselves; a self-service free key counts as its client network, like an
 * anonymous caller, since anyone can mint several. A network is an IPv4 /24 or an IPv6 /48, the most
 * a provider gives one subscriber: counted by /64, one subscriber would be 65,536 callers; counted by
 * address, three rented hosts side by side would be three. Stores keep only a keyed hash of it.
 */
export function callerOf(req: Request): string {
  const p = principalOf(req);
  if (p?.kind === 'api-key' && p.tier !== 'free') return `key:${p.id}`;
  if (p?.kind === 'admin') return `admin:${p.email}`;
  return `net:${clientNetworkOf(req.ip)}`;
}
